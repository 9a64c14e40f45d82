import ListKitCore

/// An element the tracker currently displays, as of its last update.
public struct DisplayedElement: Hashable, Sendable {
    /// The element.
    public let identity: ElementIdentity
    /// Its attributes in the last update.
    public let attributes: LayoutAttributes
    /// Its visible ratio in the last update, in [0, 1] (above 0 unless the
    /// frame has an infinite extent).
    public let visibleRatio: Double
    /// When it began display.
    public let displayedSince: Milliseconds
    /// Whether it is focused (tracked only when its configuration reports focus).
    public let isFocused: Bool
    /// Whether it has had its full impression during this display (tracked
    /// only when its configuration reports full impressions).
    public let hasFullImpression: Bool
    /// The configuration it got when it began display.
    public let configuration: VisibilityConfiguration
}
