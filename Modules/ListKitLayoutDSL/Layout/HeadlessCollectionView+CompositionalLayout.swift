import ListKitEngine

extension HeadlessCollectionView {
    /// The layout, as UIKit's `collectionViewLayout`: setting a
    /// ``CompositionalLayout`` makes the collection view ask it for its
    /// sections (with the data source's item counts and the viewport's
    /// environment) and call its sections' visible-items handlers. Reading
    /// it gives a layout that makes what the collection view's current
    /// `HeadlessCollectionView.layout` provider and
    /// `HeadlessCollectionView.visibleItemsInvalidationHandler` make.
    public var collectionViewLayout: CompositionalLayout {
        get { CompositionalLayout(layout, visibleItemsInvalidationHandler: visibleItemsInvalidationHandler) }
        set { install(newValue) }
    }

    /// Replaces the layout with `layout`, as the CompositionalLayoutDSL
    /// library's `setCollectionViewLayout(_:animated:completion:)`. A headless
    /// collection view does not animate: the new layout is solved at the next
    /// layout pass and `completion`, if any, is called with `true` at once.
    public func setCollectionViewLayout(
        _ layout: CompositionalLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        install(layout)
        completion?(true)
    }

    /// A collection view whose layout is `collectionViewLayout`.
    public convenience init(viewport: Viewport, collectionViewLayout: CompositionalLayout) {
        self.init(viewport: viewport) { _ in ListKitEngine.CompositionalLayout(sections: []) }
        install(collectionViewLayout)
    }

    private func install(_ layout: CompositionalLayout) {
        // The handlers of the layout last made, read by the collection view
        // on the layout pass that follows.
        let handlers = HandlerStore()
        self.layout = { [weak self] counts in
            let environment = ListKitEngine.LayoutEnvironment(viewport: self?.viewport ?? Viewport(size: .zero))
            let made = layout.make(itemCounts: counts, environment: environment)
            handlers.byIndex = made.visibleItemsInvalidationHandlers
            return made.model
        }
        visibleItemsInvalidationHandler = { section in
            handlers.byIndex.indices.contains(section) ? handlers.byIndex[section] : nil
        }
    }
}

/// The visible-items handlers of the sections a layout made last.
private final class HandlerStore {
    var byIndex: [VisibleItemsInvalidationHandler?] = []
}
