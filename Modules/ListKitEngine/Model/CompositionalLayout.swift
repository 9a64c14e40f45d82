/// A whole layout: its configuration and its sections, like UIKit's
/// `UICollectionViewCompositionalLayout`. A value: solve it with
/// ``LayoutSolver/solve(_:in:sizing:)``.
public struct CompositionalLayout: Hashable, Sendable {
    /// Layout-wide settings.
    public var configuration: LayoutConfiguration
    /// The sections, in order.
    public var sections: [LayoutSection]

    /// Creates a layout.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sections: [LayoutSection]) {
        self.configuration = configuration
        self.sections = sections
    }
}
