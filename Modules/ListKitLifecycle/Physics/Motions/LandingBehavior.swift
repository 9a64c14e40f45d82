/// How an orthogonally scrolling section comes to rest after a drag, one
/// case for each of UIKit's orthogonal scrolling behaviours but `.none`.
///
/// The raw values are those of the engine's `OrthogonalScrollingBehavior`,
/// so `LandingBehavior(rawValue: behavior.rawValue)` maps one to the other
/// (`nil` for `.none`, which does not scroll).
public enum LandingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Decelerates freely (normal rate) and stops at the row's ends.
    case continuous
    /// Decelerates (normal rate) towards where a free deceleration would
    /// rest, and lands on the first group leading edge at or past that
    /// point in the direction of motion.
    case continuousGroupLeadingBoundary
    /// Lands on the next page (a multiple of the visible length, or the
    /// row's end) in the direction of motion, or the nearest page at zero
    /// velocity (fast rate).
    case paging
    /// As ``paging`` with a group's leading edge for a page: the offset that
    /// puts the group where the first group is at rest (fast rate).
    case groupPaging
    /// As ``paging`` with a centred group for a page: the offset that puts
    /// the group's centre at the visible window's centre (fast rate).
    case groupPagingCentered

    /// The rate the behaviour decelerates at unless told otherwise: normal
    /// for the continuous behaviours, fast for the paging ones (as
    /// UIScrollView does when paging).
    public var defaultRate: DecelerationRate {
        switch self {
        case .continuous, .continuousGroupLeadingBoundary: return .normal
        case .paging, .groupPaging, .groupPagingCentered: return .fast
        }
    }
}
