import ListKitCore

/// Whether a row shows its bottom separator, like UIKit's
/// `UIListSeparatorConfiguration.Visibility`.
public enum ListSeparatorVisibility: String, Hashable, Sendable, CaseIterable {
    /// The appearance decides (see `Documentation/LayoutSemantics.md`, "List sections").
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// One row's own separator settings, what UIKit's `itemSeparatorHandler`
/// returns for an index path: its bottom separator's visibility and insets.
public struct ListItemSeparator: Hashable, Sendable {
    /// Whether the row's bottom separator shows.
    public var visibility: ListSeparatorVisibility
    /// The separator's leading and trailing insets from the row's edges;
    /// `nil` keeps the section's (top and bottom are not used).
    public var insets: DirectionalEdgeInsets?
    /// How far past the layout margin the row's text starts (an image and
    /// its padding, say); `nil` or 0 for none. With the section's automatic
    /// insets the separator starts there too, as UIKit aligns a row's
    /// separator with its content's text. Given ``insets`` win; the
    /// full-width bottom border of a grouped section ignores it.
    public var leadingContentInset: Double?

    /// Creates a row's separator settings.
    public init(
        visibility: ListSeparatorVisibility = .automatic, insets: DirectionalEdgeInsets? = nil,
        leadingContentInset: Double? = nil
    ) {
        self.visibility = visibility
        self.insets = insets
        self.leadingContentInset = leadingContentInset
    }
}

/// The corners of a row that an inset-grouped list rounds.
public struct ListRowCorners: OptionSet, Hashable, Sendable {
    /// The corners, as bits.
    public let rawValue: Int

    /// Creates a set of corners from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top-leading corner.
    public static let topLeading = ListRowCorners(rawValue: 1 << 0)
    /// The top-trailing corner.
    public static let topTrailing = ListRowCorners(rawValue: 1 << 1)
    /// The bottom-leading corner.
    public static let bottomLeading = ListRowCorners(rawValue: 1 << 2)
    /// The bottom-trailing corner.
    public static let bottomTrailing = ListRowCorners(rawValue: 1 << 3)
    /// Both top corners: the first row of a section.
    public static let top: ListRowCorners = [.topLeading, .topTrailing]
    /// Both bottom corners: the last row of a section.
    public static let bottom: ListRowCorners = [.bottomLeading, .bottomTrailing]
    /// All four: a section's only row.
    public static let all: ListRowCorners = [.top, .bottom]
}
