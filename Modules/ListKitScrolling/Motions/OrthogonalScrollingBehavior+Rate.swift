import ListKitCore

extension OrthogonalScrollingBehavior {
    /// The rate the behaviour decelerates at unless told otherwise: normal
    /// for the continuous behaviours (and `.none`), fast for the paging ones
    /// (as UIScrollView does when paging).
    public var defaultRate: DecelerationRate {
        switch self {
        case .none, .continuous, .continuousGroupLeadingBoundary: return .normal
        case .paging, .groupPaging, .groupPagingCentered: return .fast
        }
    }
}
