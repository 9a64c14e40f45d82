import ListKitCore
import ListKitSupplementary

/// What makes a section a list, like UIKit's
/// `UICollectionLayoutListConfiguration`: its appearance, header and footer
/// modes, separators and row height. ``LayoutSection/list(using:itemCount:headerElementKind:footerElementKind:)``
/// compiles it into a section of the engine's model (a vertical group of
/// estimated rows, boundary supplementaries) that keeps the configuration
/// for what is placed after the rows: separators and rounded corners.
///
/// ```swift
/// var configuration = ListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let section = LayoutSection.list(using: configuration, itemCount: 3)
/// ```
public struct ListConfiguration: Hashable, Sendable {
    /// The element kind of separators: `"separator"` (decorations).
    public static let separatorElementKind = "separator"

    /// How the section looks.
    public var appearance: ListAppearance
    /// How the section shows a header (default none).
    public var headerMode: ListHeaderMode = .none
    /// How the section shows a footer (default none).
    public var footerMode: ListFooterMode = .none
    /// Whether rows show separators (default: the appearance's, see ``ListAppearanceMetrics/showsSeparators``).
    public var showsSeparators: Bool
    /// The separators' leading and trailing insets from each row's edges;
    /// `nil` (automatic) is the layout margin on the leading side and 0 on
    /// the trailing side. Top and bottom are not used.
    public var separatorInsets: DirectionalEdgeInsets?
    /// Each row's own separator settings, by item, what UIKit's
    /// `itemSeparatorHandler` would return; rows not listed keep the section's.
    public var itemSeparators: [Int: ListItemSeparator] = [:]
    /// Space above a supplementary header; `nil` is the appearance's (automatic).
    public var headerTopPadding: Double?
    /// Whether the supplementary header pins to the visible bounds while its
    /// section scrolls by; `nil` is the appearance's default
    /// (``ListAppearance/pinsHeadersByDefault``: `plain` and `sidebarPlain` pin).
    public var pinsHeaders: Bool?
    /// The rows' estimated height; `nil` is the metrics' (44).
    public var estimatedRowHeight: Double?
    /// The numbers the section is laid out with (default UIKit's).
    public var metrics: ListMetrics = .uiKit

    /// A configuration of `appearance`, with that appearance's separator default.
    public init(appearance: ListAppearance) {
        self.appearance = appearance
        self.showsSeparators = ListMetrics.uiKit[appearance].showsSeparators
    }

    /// The numbers of the configuration's appearance.
    public var appearanceMetrics: ListAppearanceMetrics { metrics[appearance] }

    /// The rows' estimated height in effect.
    var resolvedEstimatedRowHeight: Double { estimatedRowHeight ?? metrics.estimatedRowHeight }

    /// Whether the supplementary header pins, in effect.
    var resolvedPinsHeaders: Bool { pinsHeaders ?? appearance.pinsHeadersByDefault }

    /// The space above a supplementary header in effect.
    public var resolvedHeaderTopPadding: Double { headerTopPadding ?? appearanceMetrics.headerTopPadding }
}

extension LayoutSection {
    /// A list section of `itemCount` rows, like UIKit's
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: one
    /// full-width row per item, `estimated` at the configuration's row
    /// height (so rows self-size), a header and a footer of the given kinds
    /// when the modes ask for them, the appearance's padding as content
    /// insets, and rows inset by the layout margins (resolved for the
    /// viewport it is solved in) when the appearance says so.
    ///
    /// - Parameters:
    ///   - configuration: The list configuration; the section keeps it in ``list``.
    ///   - itemCount: The number of rows.
    ///   - headerElementKind: The kind of the supplementary header (default `"header"`).
    ///   - footerElementKind: The kind of the supplementary footer (default `"footer"`).
    public static func list(
        using configuration: ListConfiguration, itemCount: Int, headerElementKind: String = "header",
        footerElementKind: String = "footer"
    ) -> LayoutSection {
        let metrics = configuration.appearanceMetrics
        let height = LayoutDimension.estimated(configuration.resolvedEstimatedRowHeight)
        let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
        let group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [.item(row)])
        var boundary: [BoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundary.append(BoundarySupplementaryItem(
                elementKind: headerElementKind,
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.estimatedHeaderHeight)),
                alignment: .top, pinToVisibleBounds: configuration.resolvedPinsHeaders))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(BoundarySupplementaryItem(
                elementKind: footerElementKind,
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.estimatedFooterHeight)),
                alignment: .bottom))
        }
        let top = configuration.headerMode == .supplementary ? 0 : metrics.topPaddingWithoutHeader
        var section = LayoutSection(
            group: group, itemCount: itemCount,
            contentInsets: DirectionalEdgeInsets(top: top, leading: 0, bottom: metrics.bottomPadding, trailing: 0),
            contentInsetsReference: metrics.insetsRowsByLayoutMargins ? .layoutMargins : .none,
            boundarySupplementaryItems: boundary)
        section.list = configuration
        return section
    }
}
