/// How a section scrolls across the layout's scroll axis, like UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own: groups wrap along the scroll axis.
    case none
    /// Free scrolling.
    case continuous
    /// Free scrolling that decelerates to a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Pages of the visible width.
    case paging
    /// One group per page.
    case groupPaging
    /// One group per page, centred.
    case groupPagingCentered

    /// Whether the section scrolls orthogonally (any behaviour but `.none`).
    public var isOrthogonal: Bool { self != .none }
}
