/// Space added around an item's slot in its group, like UIKit's
/// `NSCollectionLayoutEdgeSpacing`. Each edge may be left unset (`nil`).
public struct EdgeSpacing: Hashable, Sendable {
    /// The spacing before the leading edge.
    public var leading: LayoutSpacing?
    /// The spacing above the top edge.
    public var top: LayoutSpacing?
    /// The spacing after the trailing edge.
    public var trailing: LayoutSpacing?
    /// The spacing below the bottom edge.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; unset edges add nothing.
    @inlinable
    public init(
        leading: LayoutSpacing? = nil,
        top: LayoutSpacing? = nil,
        trailing: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the slot along `axis`: leading or top.
    @inlinable
    public func start(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after the slot along `axis`: trailing or bottom.
    @inlinable
    public func end(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
