import ListKitCore

/// One item to measure in a batch: the size offered and the item's props.
public struct PluginMeasureRequest: Hashable, Sendable {
    /// The space offered; each dimension finite and not negative, or
    /// `.infinity` when unconstrained.
    public var proposed: Size
    /// The item's props.
    public var props: PluginProps

    /// Creates a request.
    public init(proposed: Size, props: PluginProps = .empty) {
        self.proposed = proposed
        self.props = props
    }
}
