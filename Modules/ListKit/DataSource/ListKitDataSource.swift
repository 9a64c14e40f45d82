import ListKitCore
import ListKitDSL
import ListKitDiff
import ListKitEngine

/// The base of ListKit's data sources: it answers the headless collection
/// view from composed sections, makes and reuses content views, and renders
/// components into them. Subclass it to configure cells or look components up.
///
/// ```swift
/// final class TodoDataSource: DiffableDataSource {
///     override func configure(cell: CollectionViewCell) { /* swipe actions, … */ }
/// }
/// ```
open class ListKitDataSource: CollectionViewDataSource {
    /// What the screen shows now (during a staged update: the current stage).
    public internal(set) var composed = ComposedLayout(sections: []) {
        didSet {
            shownIdentities = nil
            shownCheckedIDs = []
            composedVersion &+= 1
        }
    }
    /// Counts the changes of ``composed``: the data version the renderer
    /// gives its lifecycle tracker, so that the tracker asks for the ids of
    /// the elements it shows again after every change of the data.
    @exclusivity(unchecked) var composedVersion = 0
    /// The ids (when they are `Int`s) or id hashes of the components of the
    /// layout about to be applied, per section, as the renderer's duplicate
    /// check made them (`nil` for a section it did not check); set just
    /// before ``apply(_:to:animated:)``.
    var checkedIDs: [CheckedIDs?] = []
    /// The sections of ``composed`` as the diff sees them, kept from the
    /// diff that led to them for the next one; `nil` once ``composed`` changes.
    var shownIdentities: ShownIdentities?
    /// The checked ids (``checkedIDs``) of ``composed`` when a reload showed
    /// it, kept so that the next diff takes them rather than reading and
    /// hashing every id again; empty once ``composed`` changes.
    var shownCheckedIDs: [CheckedIDs?] = []
    /// The item arrays of the identities the last diff is done with, whose
    /// memory the next diff writes its identities into.
    var spareIdentities = SpareIdentities()
    /// The cell type made for components (default ``ComponentCell``).
    public internal(set) var cellClass: ComponentCell.Type
    /// Which components may be moved interactively, and what to do after a
    /// move (see ``ComposeRenderer/beginMove(item:at:)``).
    public var reorderingHandlers = ReorderingHandlers()
    /// Called after each time a component is rendered into a view's content
    /// (a new view, a new size, a changed component), with the view.
    public var onRender: ((AnyComponent, CollectionReusableView) -> Void)?

    /// Creates a data source whose cells are `cellClass`.
    public init(cellClass: ComponentCell.Type = ComponentCell.self) {
        self.cellClass = cellClass
    }

    /// Called after a cell is configured with its component; override to
    /// adjust it. Does nothing by default.
    open func configure(cell: CollectionViewCell) {}

    /// The component at `indexPath` as `T`, or `nil` when there is none or it
    /// is of another type. Safe for any index path.
    public func component<T>(at indexPath: ElementIndexPath, to type: T.Type) -> T? {
        composed.component(at: indexPath)?.as(type)
    }

    /// Shows `new` in `collectionView`; the plain data source reloads.
    ///
    /// - Throws: `CollectionViewError` when the collection view refuses.
    open func apply(_ new: ComposedLayout, to collectionView: HeadlessCollectionView, animated: Bool)
        throws(CollectionViewError) {
        composed = new
        shownCheckedIDs = checkedIDs
        collectionView.reloadData()
        try collectionView.layoutIfNeeded()
    }

    // MARK: CollectionViewDataSource

    /// The number of composed sections.
    public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
        composed.sections.count
    }

    /// The number of components in `section`.
    public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        composed.sections.indices.contains(section) ? composed.sections[section].components.count : 0
    }

    /// A cell showing the component at `indexPath`, its content view reused
    /// when the component's type matches.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        guard let component = composed.component(at: indexPath) else {
            throw .itemDoesNotExist(indexPath)
        }
        let identifier = component.reuseIdentifier
        collectionView.registerIfNeeded(cellIdentifier: identifier, cellClass: cellClass)
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let content = Self.content(of: cell, for: component)
        content.layoutMargins = contentMargins(of: .cell, kind: nil, section: indexPath.section, in: collectionView)
        if let cell = cell as? ComponentCell {
            cell.component = component
            cell.source = self
        }
        render(component, in: content, of: cell)
        configure(cell: cell)
        return cell
    }

    /// A view showing the supplementary component of `kind` at `indexPath`.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        let attributes = LayoutAttributes(
            category: .supplementary, elementKind: kind, indexPath: indexPath, frame: .zero)
        guard let component = composed.component(for: attributes) else {
            throw .noSupplementaryViewProvider(kind: kind, indexPath: indexPath)
        }
        let identifier = component.reuseIdentifier
        collectionView.registerIfNeeded(supplementaryKind: kind, identifier: identifier) { ComponentReusableView() }
        let view = try collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        return show(component, in: view, margins: contentMargins(
            of: .supplementary, kind: kind, section: indexPath.section, in: collectionView))
    }

    /// A view showing the decoration component of `kind` at `indexPath`
    /// (a section's background), reused like UIKit's decoration views;
    /// `nil` when the section has no component for it.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, viewForDecorationOfKind kind: String, at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView? {
        let attributes = LayoutAttributes(category: .decoration, elementKind: kind, indexPath: indexPath, frame: .zero)
        guard let component = composed.component(for: attributes) else { return nil }
        let identifier = component.reuseIdentifier
        collectionView.registerIfNeeded(decorationKind: kind, identifier: identifier) { ComponentReusableView() }
        let view = try collectionView.dequeueReusableDecorationView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        return show(component, in: view)
    }

    /// Gives a dequeued supplementary or decoration view its component and
    /// renders it.
    private func show(
        _ component: AnyComponent, in view: CollectionReusableView,
        margins: DirectionalEdgeInsets = DirectionalEdgeInsets(all: 8)
    ) -> CollectionReusableView {
        let content = Self.content(of: view, for: component)
        content.layoutMargins = margins
        if let view = view as? ComponentReusableView {
            view.component = component
            view.source = self
        }
        render(component, in: content, of: view)
        return view
    }

    /// Renders `component` into `content` now, unless the content has no size
    /// yet: a new content view is rendered once, when the collection view
    /// gives its cell a frame (``ComponentCell`` renders on a size change).
    func render(_ component: AnyComponent, in content: ContentView, of view: CollectionReusableView) {
        guard content.frame.size != .zero else { return }
        component.render(in: content)
        onRender?(component, view)
    }

    /// The layout margins of the content of an element of `category` (and
    /// element kind `kind`) in `section`: in a list section, a row's, its
    /// header's (its top boundary supplementary) or its footer's (its bottom
    /// one) list margins on the collection view's screen
    /// (`ListMetrics.contentMargins(of:screenWidth:)`); elsewhere 8 on each
    /// side, UIKit's default for a view.
    func contentMargins(
        of category: ElementCategory, kind: String?, section: Int, in collectionView: HeadlessCollectionView
    ) -> DirectionalEdgeInsets {
        // Read in place: the section is not copied out (every cell shown asks).
        let sections = composed.sections
        let list = sections.withUnsafeBufferPointer { sections in
            sections.indices.contains(section) ? sections[section].model.list : nil
        }
        guard let list else { return DirectionalEdgeInsets(all: 8) }
        let element: ListElement
        switch category {
        case .cell:
            element = .row
        case .supplementary:
            let item = sections[section].model.boundarySupplementaryItems.first { $0.elementKind == kind }
            switch item?.alignment {
            case .top?: element = .header
            case .bottom?: element = .footer
            default: return DirectionalEdgeInsets(all: 8)
            }
        case .decoration:
            return DirectionalEdgeInsets(all: 8)
        }
        return list.metrics.contentMargins(of: element, screenWidth: collectionView.viewport.screenWidth)
    }

    /// The view's content view for `component`, made anew when it has none
    /// (a reused view keeps its content: same reuse identifier, same type).
    static func content(of view: CollectionReusableView, for component: AnyComponent) -> ContentView {
        if let existing = view.content as? ContentView {
            existing.clear()
            return existing
        }
        let content = component.contentView()
        content.commitSetup()
        content.frame = Rect(origin: .zero, size: view.frame.size)
        view.content = content
        return content
    }
}
