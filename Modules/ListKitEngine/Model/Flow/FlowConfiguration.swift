import ListKitCore
import ListKitSupplementary

/// What makes a section a flow section, like UIKit's
/// `UICollectionViewFlowLayout` (and its delegate's per-section answers):
/// items of their own sizes placed one after the other across the scroll
/// axis, a new line when the next one does not fit, each line's leftover
/// space spread the way UIKit spreads it (`Documentation/LayoutSemantics.md`,
/// "Flow sections"). ``LayoutSection/flow(using:itemCount:headerElementKind:footerElementKind:)``
/// makes a section of the engine's model that keeps it.
///
/// The defaults are UIKit's: 50 × 50 items, 10 pt between lines and between
/// items, no insets, no header or footer, nothing pinned.
///
/// ```swift
/// var flow = FlowConfiguration()
/// flow.itemSizes = [80.0, 120].map {
///     LayoutSize(widthDimension: .absolute($0), heightDimension: .absolute(30))
/// }
/// flow.sectionInset = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// let section = LayoutSection.flow(using: flow, itemCount: 2)
/// ```
public struct FlowConfiguration: Hashable, Sendable {
    /// The axis the layout scrolls along (default vertical): lines run
    /// across it. It must be the layout's (``LayoutConfiguration/scrollDirection``).
    public var scrollDirection: Axis = .vertical
    /// The size of an item that has none of its own (default 50 × 50), like `itemSize`.
    public var itemSize = Size(width: 50, height: 50)
    /// The estimate of self-sized items, like `estimatedItemSize`: when not
    /// zero, an item without a size of its own is estimated at this size
    /// and measured by the solve's ``SelfSizing`` (default zero: off).
    public var estimatedItemSize = Size.zero
    /// Each item's own size, by item, like the delegate's
    /// `sizeForItemAt`; items past the end take ``itemSize`` (or
    /// ``estimatedItemSize``). Absolute and estimated dimensions are the
    /// usual ones; a fractional one is a fraction of the section's content
    /// area (the collection view inside the section insets).
    public var itemSizes: [LayoutSize] = []
    /// The least space between lines (default 10), like `minimumLineSpacing`.
    public var minimumLineSpacing = 10.0
    /// The least space between items of one line (default 10), like `minimumInteritemSpacing`.
    public var minimumInteritemSpacing = 10.0
    /// Space around the items (default zero), like `sectionInset`; the
    /// header and footer sit outside it.
    public var sectionInset = DirectionalEdgeInsets.zero
    /// Which boundary ``sectionInset`` is measured from (default the content inset).
    public var sectionInsetReference = FlowSectionInsetReference.fromContentInset
    /// The header's size, like `headerReferenceSize`: only the length along
    /// the scroll axis counts (the height when scrolling vertically); the
    /// header spans the collection view across it. Zero there: no header.
    public var headerReferenceSize = Size.zero
    /// The footer's size, like `footerReferenceSize` (same rules as the header's).
    public var footerReferenceSize = Size.zero
    /// Whether the header stays at the top of the visible bounds while its
    /// section is on screen (default false), like `sectionHeadersPinToVisibleBounds`.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether the footer stays at the bottom of the visible bounds while
    /// its section is on screen (default false), like `sectionFootersPinToVisibleBounds`.
    public var sectionFootersPinToVisibleBounds = false

    /// A configuration with UIKit's defaults.
    public init() {}

    /// The header (`isHeader`) or footer of a flow section: `length` along
    /// the scroll axis, spanning the collection view across it (the section
    /// insets not applied), on the leading (top) or trailing (bottom) edge,
    /// pinned as ``sectionHeadersPinToVisibleBounds`` /
    /// ``sectionFootersPinToVisibleBounds`` say.
    public func boundaryItem(elementKind: String, length: Double, isHeader: Bool) -> BoundarySupplementaryItem {
        let vertical = scrollDirection == .vertical
        let layoutSize = vertical
            ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(length))
            : LayoutSize(widthDimension: .absolute(length), heightDimension: .fractionalHeight(1))
        let alignment: RectAlignment = vertical ? (isHeader ? .top : .bottom) : (isHeader ? .leading : .trailing)
        return BoundarySupplementaryItem(
            elementKind: elementKind, layoutSize: layoutSize, alignment: alignment,
            pinToVisibleBounds: isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds)
    }

    /// Whether items without a size of their own are self-sized (``estimatedItemSize`` is not zero).
    public var isEstimating: Bool { estimatedItemSize != .zero }

    /// The layout size of the item at `item`: its own, or the section's
    /// (estimated when ``isEstimating``).
    public func layoutSize(ofItem item: Int) -> LayoutSize {
        if item >= 0 && item < itemSizes.count { return itemSizes[item] }
        if isEstimating {
            return LayoutSize(
                widthDimension: .estimated(estimatedItemSize.width), heightDimension: .estimated(estimatedItemSize.height))
        }
        return LayoutSize(widthDimension: .absolute(itemSize.width), heightDimension: .absolute(itemSize.height))
    }
}

/// Which boundary a flow section's ``FlowConfiguration/sectionInset`` is
/// measured from, like UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
public enum FlowSectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// The collection view's content inset (UIKit's default).
    case fromContentInset
    /// The safe area.
    case fromSafeArea
    /// The layout margins.
    case fromLayoutMargins

    /// The content insets reference of the engine's model that measures the same way.
    public var contentInsetsReference: ContentInsetsReference {
        switch self {
        case .fromContentInset: return .none
        case .fromSafeArea: return .safeArea
        case .fromLayoutMargins: return .layoutMargins
        }
    }
}

extension LayoutSection {
    /// A flow section of `itemCount` items laid out like UIKit's flow layout
    /// (`configuration`, kept in ``flow``): its section inset as content
    /// insets, its header and footer as boundary supplementaries spanning
    /// the collection view (not the insets) when their reference size along
    /// the configuration's scroll direction is above zero, pinned as asked.
    ///
    /// - Parameters:
    ///   - configuration: The flow configuration.
    ///   - itemCount: The number of items.
    ///   - headerElementKind: The kind of the header (default `"header"`).
    ///   - footerElementKind: The kind of the footer (default `"footer"`).
    public static func flow(
        using configuration: FlowConfiguration, itemCount: Int, headerElementKind: String = "header",
        footerElementKind: String = "footer"
    ) -> LayoutSection {
        let boundaryItems = [
            configuration.boundaryItem(
                elementKind: headerElementKind, length: configuration.headerReferenceSize[configuration.scrollDirection],
                isHeader: true),
            configuration.boundaryItem(
                elementKind: footerElementKind, length: configuration.footerReferenceSize[configuration.scrollDirection],
                isHeader: false),
        ].filter { $0.layoutSize[configuration.scrollDirection].value > 0 }
        // The group is never laid out: a flow section places its items itself.
        let placeholder = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)),
                subitems: [.item(placeholder)]),
            itemCount: itemCount, contentInsets: configuration.sectionInset,
            contentInsetsReference: configuration.sectionInsetReference.contentInsetsReference,
            supplementariesFollowContentInsets: false, boundarySupplementaryItems: boundaryItems)
        section.flow = configuration
        return section
    }
}
