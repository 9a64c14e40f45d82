import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// A whole layout made section by section, as the CompositionalLayoutDSL
/// library's `CompositionalLayout`: UIKit's
/// `UICollectionViewCompositionalLayout(sectionProvider:configuration:)`.
///
/// The provider is asked for each section the collection view's data source
/// has, with the layout environment; the section's item count comes from the
/// data source. Give the layout to a ``ListKitEngine/HeadlessCollectionView``
/// with `setCollectionViewLayout(_:animated:)` or `collectionViewLayout`.
///
/// ```swift
/// let layout = CompositionalLayout { section, environment in
///     Section { HGroup { Item(width: .fractionalWidth(0.5)) }.height(.absolute(100)) }
/// }
/// .interSectionSpacing(8)
/// collectionView.setCollectionViewLayout(layout, animated: false)
/// ```
///
/// The provider's environment is the viewport's, seen through the
/// ``LayoutEnvironment`` protocol. A provider that returns `nil` for a
/// section (or a section whose type never resolves, see
/// ``LayoutSection/builtSection``) ends the layout there: the
/// collection view then throws `CollectionViewError.layoutSectionCountMismatch(dataSource:layout:)`
/// whose `layout` count is the index of that section.
public struct CompositionalLayout {
    /// Makes the section at an index for an environment; `nil` declines it.
    public typealias SectionProvider = (_ section: Int, _ environment: LayoutEnvironment) -> LayoutSection?

    /// What the layout is for some item counts: the engine's model and each
    /// section's visible-items invalidation handler.
    public struct Made {
        /// The layout model, one section per item count (up to the first
        /// section the provider declined).
        public var model: ListKitEngine.CompositionalLayout
        /// Each section's handler, by section index.
        public var visibleItemsInvalidationHandlers: [VisibleItemsInvalidationHandler?]
    }

    private let base: (_ itemCounts: [Int], _ environment: ListKitEngine.LayoutEnvironment) -> Made
    private var configure: (inout ListKitEngine.LayoutConfiguration) -> Void = { _ in }

    /// A layout whose sections `sectionsBuilder` makes, with `configuration`'s
    /// layout-wide settings.
    public init(
        configuration: LayoutConfiguration = LayoutConfiguration(),
        sectionsBuilder: @escaping SectionProvider
    ) {
        base = { counts, environment in
            var made = Made(model: ListKitEngine.CompositionalLayout(configuration: configuration, sections: []),
                            visibleItemsInvalidationHandlers: [])
            let seen = ViewportEnvironment(base: environment)
            for (index, count) in counts.enumerated() {
                guard let section = sectionsBuilder(index, seen)?.builtSection else { break }
                made.model.sections.append(section.model(itemCount: count))
                made.visibleItemsInvalidationHandlers.append(section.visibleItemsInvalidationHandler)
            }
            return made
        }
    }

    /// A layout whose sections take turns from `sectionsBuilder`: section
    /// `i` is made by provider `i` modulo their count (none: no section).
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), repeatingSections sectionsBuilder: [SectionProvider]) {
        self.init(configuration: configuration) { index, environment in
            sectionsBuilder.isEmpty ? nil : sectionsBuilder[index % sectionsBuilder.count](index, environment)
        }
    }

    /// A layout of the engine's models: what `provider` makes for the item
    /// counts, with the handlers `visibleItemsInvalidationHandler` gives by
    /// section index (the shape of ``ListKitEngine/HeadlessCollectionView``'s
    /// own `layout` and `visibleItemsInvalidationHandler`).
    public init(
        _ provider: @escaping HeadlessCollectionView.LayoutProvider,
        visibleItemsInvalidationHandler: ((Int) -> VisibleItemsInvalidationHandler?)? = nil
    ) {
        base = { counts, _ in
            let model = provider(counts)
            let handlers = model.sections.indices.map { visibleItemsInvalidationHandler?($0) ?? nil }
            return Made(model: model, visibleItemsInvalidationHandlers: handlers)
        }
    }

    /// What the layout is for `itemCounts` (one per section) in `environment`.
    public func make(itemCounts: [Int], environment: ListKitEngine.LayoutEnvironment) -> Made {
        var made = base(itemCounts, environment)
        configure(&made.model.configuration)
        return made
    }

    /// The same layout scrolling along `axis`.
    public func scrollDirection(_ axis: Axis) -> Self {
        configuring { $0.scrollDirection = axis }
    }

    /// The same layout laid out in `direction` (right to left mirrors every frame).
    public func layoutDirection(_ direction: LayoutDirection) -> Self {
        configuring { $0.layoutDirection = direction }
    }

    /// The same layout with `spacing` between consecutive sections.
    public func interSectionSpacing(_ spacing: Double) -> Self {
        configuring { $0.interSectionSpacing = spacing }
    }

    /// The same layout with `items` added to its own headers and footers.
    public func boundarySupplementaryItems(
        @LayoutBoundarySupplementaryItemBuilder _ items: () -> [LayoutBoundarySupplementaryItem]
    ) -> Self {
        let items = items().compactMap(\.boundarySupplementaryItemModel)
        return configuring { $0.boundarySupplementaryItems += items }
    }

    private func configuring(_ change: @escaping (inout ListKitEngine.LayoutConfiguration) -> Void) -> Self {
        var copy = self
        let previous = configure
        copy.configure = { previous(&$0); change(&$0) }
        return copy
    }
}
