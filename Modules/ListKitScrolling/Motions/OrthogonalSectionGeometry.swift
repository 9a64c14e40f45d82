import ListKitCore

/// What an orthogonal section's landing needs to know about the section:
/// its axis, its visible window, the length of its row and its groups.
///
/// From the engine's `SolvedSection` of a vertical layout: `axis` is
/// `.horizontal`, `visibleStart` is `frame.minX`, `visibleLength` is
/// `frame.width`, `contentLength` is `rowLength`, `groupFrames` is
/// `groupFrames`.
public struct OrthogonalSectionGeometry: Hashable, Sendable {
    /// The axis the section scrolls along (across the layout's scroll axis).
    public let axis: Axis
    /// Where the visible window starts along the axis, in content coordinates.
    public let visibleStart: Double
    /// The length of the visible window along the axis (> 0).
    public let visibleLength: Double
    /// The length of the section's row along the axis, insets included.
    public let contentLength: Double
    /// The natural frames of the section's groups (no orthogonal offset applied).
    public let groupFrames: [Rect]

    /// Creates the geometry.
    ///
    /// - Throws: `InvalidNumber`
    ///   for a number that is not finite, a visible length that is not
    ///   positive or a negative content length.
    public init(
        axis: Axis, visibleStart: Double = 0, visibleLength: Double, contentLength: Double, groupFrames: [Rect]
    ) throws(InvalidNumber) {
        try InvalidNumber.requireFinite(visibleStart, "section.visibleStart")
        guard visibleLength > 0, visibleLength.isFinite else {
            throw InvalidNumber(field: "section.visibleLength", value: visibleLength, requirement: "finite and > 0")
        }
        try InvalidNumber.requireNonNegative(contentLength, "section.contentLength")
        for (index, frame) in groupFrames.enumerated() {
            try InvalidNumber.requireFinite(frame.origin, "section.groupFrames[\(index)].origin")
            try InvalidNumber.requireNonNegative(frame.width, "section.groupFrames[\(index)].width")
            try InvalidNumber.requireNonNegative(frame.height, "section.groupFrames[\(index)].height")
        }
        self.axis = axis
        self.visibleStart = visibleStart
        self.visibleLength = visibleLength
        self.contentLength = contentLength
        self.groupFrames = groupFrames
    }

    /// The largest offset: the row's length minus the visible length, never below 0.
    public var maximumOffset: Double { Swift.max(0, contentLength - visibleLength) }

    /// `offset` moved into [0, ``maximumOffset``].
    public func clamp(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, 0), maximumOffset)
    }

    /// The resting offsets of a group-snapping behaviour, ascending and
    /// distinct, each clamped: for a leading edge, the offset that puts a
    /// group where the first group is at rest; for a centred group, the
    /// offset that puts its centre at the window's centre. `[0]` without groups.
    func groupOffsets(centred: Bool) -> [Double] {
        guard let first = groupFrames.first else { return [0] }
        let centre = visibleStart + visibleLength / 2
        var offsets = groupFrames.map { frame in
            clamp(centred ? (frame.min(axis) + frame.max(axis)) / 2 - centre : frame.min(axis) - first.min(axis))
        }
        offsets.sort()
        var unique = [Double]()
        unique.reserveCapacity(offsets.count)
        for offset in offsets where unique.last != offset {
            unique.append(offset)
        }
        return unique
    }
}
