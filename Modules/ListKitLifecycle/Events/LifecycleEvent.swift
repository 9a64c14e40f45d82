import ListKitCore

/// One lifecycle or visibility event of one element.
public struct LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public var kind: LifecycleEventKind
    /// The element.
    public var identity: ElementIdentity
    /// The element's attributes in the viewport state that caused the event;
    /// for an element that ended display (and its last threshold and unfocus
    /// events), the attributes it had when last displayed.
    public var attributes: LayoutAttributes
    /// The element's visible ratio after the event's update: 0 for an element
    /// that ended display.
    public var visibleRatio: Double
    /// The time of the update that caused the event.
    public var time: Milliseconds

    /// Creates an event.
    @inlinable
    public init(
        kind: LifecycleEventKind, identity: ElementIdentity, attributes: LayoutAttributes,
        visibleRatio: Double, time: Milliseconds
    ) {
        self.kind = kind
        self.identity = identity
        self.attributes = attributes
        self.visibleRatio = visibleRatio
        self.time = time
    }

    /// A readable form: `12.0 ms willDisplay cell n15 [0, 14] 0.08`.
    public var description: String {
        "\(time) ms \(kind) \(identity) \(attributes.indexPath) \(visibleRatio)"
    }
}
