import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// A section laid out like UIKit's `UICollectionViewFlowLayout`: its
/// components one after the other across the scroll axis, each at the size
/// it gives with ``Component/layoutSize()`` (absolute, or estimated and
/// then measured with ``Component/measure(proposed:)``), in lines that wrap
/// (`Documentation/LayoutSemantics.md`, "Flow sections"). Write it where a
/// ``Section`` goes in a ``LayoutBuilder``.
///
/// ```swift
/// FlowSection(id: "tags", of: tags) { tag in ChipComponent(title: tag) }
///     .sectionInset(top: 8, leading: 16, bottom: 8, trailing: 16)
///     .minimumInteritemSpacing(8)
///     .minimumLineSpacing(8)
///     .header(SectionHeaderComponent(title: "Tags"))
/// ```
///
/// The modifiers are the flow layout's properties, with UIKit's defaults
/// (10-pt spacings, no inset). A component's fractional dimension is a
/// fraction of the section's area inside its insets.
public struct FlowSection {
    /// The section as the layout builder takes it (its ``Section/flow`` set).
    public var section: Section

    /// A flow section with `id` of the components `content` builds.
    public init<ID: Hashable>(id: ID, @GroupBuilder content: () -> [GroupChild]) {
        self.init(id: id, definition: GroupDefinition(
            axis: .horizontal, layoutSize: FlowSection.placeholderSize, children: content()))
    }

    /// A flow section with `id` of one component per element of `items`,
    /// each the component `content` makes.
    @inlinable
    public init<ID: Hashable, T, C: Component>(id: ID, of items: [T], content: (T) -> C) {
        self.init(id: id, definition: HGroup(
            of: items, width: FlowSection.placeholderSize.widthDimension,
            height: FlowSection.placeholderSize.heightDimension, content: content).definition)
    }

    /// A flow section with `id` of the components built for each element of `items`.
    @_disfavoredOverload
    public init<ID: Hashable, T>(id: ID, of items: [T], @GroupBuilder content: (T) -> [GroupChild]) {
        self.init(id: id, definition: HGroup(
            of: items, width: FlowSection.placeholderSize.widthDimension,
            height: FlowSection.placeholderSize.heightDimension, content: content).definition)
    }

    /// A flow section with `id` of the components `definition` holds.
    @usableFromInline
    init<ID: Hashable>(id: ID, definition: GroupDefinition) {
        section = Section(id: id) { HGroup(definition: definition) }
        section.flow = FlowConfiguration()
    }

    /// The size the components' definition records (a flow section's items
    /// are sized by their components when compiled).
    @usableFromInline
    static let placeholderSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

    /// The flow's settings.
    public var configuration: FlowConfiguration {
        get { section.flow ?? FlowConfiguration() }
        set { section.flow = newValue }
    }

    private func with(_ change: (inout FlowConfiguration) -> Void) -> FlowSection {
        var copy = self
        change(&copy.configuration)
        return copy
    }

    /// The least space between lines (default 10), like `minimumLineSpacing`.
    public func minimumLineSpacing(_ value: Double) -> FlowSection { with { $0.minimumLineSpacing = value } }

    /// The least space between items of a line (default 10), like `minimumInteritemSpacing`.
    public func minimumInteritemSpacing(_ value: Double) -> FlowSection { with { $0.minimumInteritemSpacing = value } }

    /// Space around the items, like `sectionInset` (default none).
    public func sectionInset(_ insets: DirectionalEdgeInsets) -> FlowSection { with { $0.sectionInset = insets } }

    /// Space around the items, like `sectionInset`.
    public func sectionInset(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> FlowSection {
        sectionInset(DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// Which boundary the section inset is measured from (default the content inset).
    public func sectionInsetReference(_ value: FlowSectionInsetReference) -> FlowSection {
        with { $0.sectionInsetReference = value }
    }

    /// The header's reference size, like `headerReferenceSize`: only its
    /// length along the scroll axis counts (default: the header component's).
    public func headerReferenceSize(_ size: Size) -> FlowSection { with { $0.headerReferenceSize = size } }

    /// The footer's reference size, like `footerReferenceSize` (default: the footer component's).
    public func footerReferenceSize(_ size: Size) -> FlowSection { with { $0.footerReferenceSize = size } }

    /// Whether the header pins to the visible bounds, like `sectionHeadersPinToVisibleBounds`.
    public func sectionHeadersPinToVisibleBounds(_ value: Bool) -> FlowSection {
        with { $0.sectionHeadersPinToVisibleBounds = value }
    }

    /// Whether the footer pins to the visible bounds, like `sectionFootersPinToVisibleBounds`.
    public func sectionFootersPinToVisibleBounds(_ value: Bool) -> FlowSection {
        with { $0.sectionFootersPinToVisibleBounds = value }
    }

    /// The header: `component`, as long along the scroll axis as the
    /// header reference size says, else as its own layout size says.
    public func header<S: SupplementaryComponent>(_ component: S) -> FlowSection {
        var copy = self
        copy.section.boundarySupplementaryItems.removeAll { $0.boundaryItem.alignment.isLeadingEdge }
        copy.section.boundarySupplementaryItems.insert(
            AnySupplementaryComponent(AnyComponent(component), boundaryItem: FlowSection.marker(component, header: true)),
            at: 0)
        return copy
    }

    /// The footer: `component`, sized as ``header(_:)`` sizes the header.
    public func footer<S: SupplementaryComponent>(_ component: S) -> FlowSection {
        var copy = self
        copy.section.boundarySupplementaryItems.removeAll { !$0.boundaryItem.alignment.isLeadingEdge }
        copy.section.boundarySupplementaryItems.append(
            AnySupplementaryComponent(AnyComponent(component), boundaryItem: FlowSection.marker(component, header: false)))
        return copy
    }

    /// A backdrop or other decoration (chainable).
    public func decorationItem<D: DecorationComponent>(_ value: D) -> FlowSection {
        var copy = self
        copy.section = copy.section.decorationItem(value)
        return copy
    }

    /// `component`'s boundary item, marked as the header (top) or the
    /// footer (bottom); sized for the scroll axis when compiled.
    private static func marker<S: SupplementaryComponent>(_ component: S, header: Bool) -> BoundarySupplementaryItem {
        var item = component.boundaryItem()
        item.alignment = header ? .top : .bottom
        return item
    }
}

extension RectAlignment {
    /// Whether a flow section's boundary component in this alignment is its header.
    var isLeadingEdge: Bool { self == .top || self == .leading }
}
