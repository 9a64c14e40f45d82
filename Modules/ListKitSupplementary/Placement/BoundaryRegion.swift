import ListKitCore

/// The geometry a section (or the whole layout) offers its boundary
/// supplementaries, along the scroll axis and across it.
public struct BoundaryRegion: Hashable, Sendable {
    /// The layout's scroll axis.
    public var scrollAxis: Axis
    /// Where the section starts along the scroll axis (its leading boundary
    /// supplementaries start here).
    public var start: Double
    /// Where the section's content box (inside its insets) starts.
    public var contentStart: Double
    /// Where the section's content box ends.
    public var contentEnd: Double
    /// Where the trailing boundary supplementaries that extend the section start
    /// (the content box's end plus the section's end inset).
    public var trailingStart: Double
    /// Where the section ends, its trailing boundary supplementaries included.
    public var end: Double
    /// Where the supplementaries' span starts across the scroll axis (the
    /// section's leading inset when they follow the content insets, else 0).
    public var crossStart: Double
    /// The length of that span.
    public var crossLength: Double
    /// The container's length along the scroll axis, for fractional sizes.
    public var containerLength: Double

    /// Creates a region.
    public init(
        scrollAxis: Axis, start: Double, contentStart: Double, contentEnd: Double, trailingStart: Double,
        end: Double, crossStart: Double, crossLength: Double, containerLength: Double
    ) {
        self.scrollAxis = scrollAxis
        self.start = start
        self.contentStart = contentStart
        self.contentEnd = contentEnd
        self.trailingStart = trailingStart
        self.end = end
        self.crossStart = crossStart
        self.crossLength = crossLength
        self.containerLength = containerLength
    }

    /// The size fractional dimensions of a boundary supplementary resolve against:
    /// the span across the scroll axis, and the container along it.
    public var resolutionSize: Size {
        Size(main: containerLength, cross: crossLength, along: scrollAxis)
    }
}
