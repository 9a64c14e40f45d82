/// How a list section looks, like UIKit's
/// `UICollectionLayoutListConfiguration.Appearance`: it picks the section's
/// spacing, row insets, rounding and separator defaults from ``ListMetrics``.
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    /// Edge-to-edge rows, as in a plain table.
    case plain
    /// Edge-to-edge rows in sections spaced apart, as in a grouped table.
    case grouped
    /// Rows inset by the layout margins, the first and last rows rounded.
    case insetGrouped
    /// A sidebar: rows inset by the layout margins, no separators.
    case sidebar
    /// A plain sidebar: edge-to-edge rows, no separators.
    case sidebarPlain

    /// Whether the appearance pins its supplementary headers to the visible
    /// bounds unless told otherwise: `plain` and `sidebarPlain`, as Apple
    /// documents for `UICollectionLayoutListConfiguration.HeaderMode.supplementary`
    /// ("lists that use the plain and sidebarPlain list appearances use
    /// pinned headers").
    public var pinsHeadersByDefault: Bool { self == .plain || self == .sidebarPlain }
}

/// How a list section shows a header, like UIKit's
/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header (UIKit's default).
    case none
    /// A boundary supplementary header above the rows.
    case supplementary
    /// The first item of the section is the header: a row like the others.
    case firstItemInSection
}

/// How a list section shows a footer, like UIKit's
/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Hashable, Sendable, CaseIterable {
    /// No footer (UIKit's default).
    case none
    /// A boundary supplementary footer below the rows.
    case supplementary
}
