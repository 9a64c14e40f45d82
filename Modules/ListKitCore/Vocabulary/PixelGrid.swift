/// The screen's pixel grid that frames snap to (rule 22 of the layout rules).
///
/// A length in points is snapped by rounding it to the nearest whole number
/// of pixels, halves away from zero: at scale 3, 87.75 pt is 263.25 px, which
/// becomes 263 px, that is 87.667 pt.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point: 1, 2 or 3.
    public let scale: Double

    /// Creates a grid of `scale` pixels per point.
    ///
    /// Scales other than 1, 2 and 3 are accepted by the type (documents and
    /// the engine validate them); a non-positive or non-finite scale snaps nothing.
    @inlinable
    public init(scale: Double) {
        self.scale = scale
    }

    /// The grid of a scale-1 screen: whole points.
    public static let points = PixelGrid(scale: 1)

    /// `value` rounded to the nearest pixel, halves away from zero.
    ///
    /// A value within floating-point error of half a pixel counts as half a
    /// pixel: layout arithmetic that is exactly a tie in real numbers (1/6 pt
    /// at scale 3) can come out a few ulps short of it (0.4999999999999982 px),
    /// and must still round away from zero.
    @inlinable
    public func snap(_ value: Double) -> Double {
        guard scale > 0, scale.isFinite else { return value }
        let pixels = value * scale
        let nearest = pixels.rounded(.toNearestOrAwayFromZero)
        // Away from a tie (the common case) the nearest pixel is the answer.
        let tolerance = 1e-9 + Swift.abs(pixels) * 1e-12
        if Swift.abs(pixels - nearest) < 0.5 - tolerance { return nearest / scale }
        // On a tie, or within floating-point error of one: away from zero.
        let whole = pixels.rounded(.towardZero)
        return (pixels < 0 ? whole - 1 : whole + 1) / scale
    }

    /// `size` with each extent snapped.
    @inlinable
    public func snap(_ size: Size) -> Size {
        Size(width: snap(size.width), height: snap(size.height))
    }

    /// `rect` with its origin and size each snapped.
    @inlinable
    public func snap(_ rect: Rect) -> Rect {
        Rect(x: snap(rect.minX), y: snap(rect.minY), width: snap(rect.width), height: snap(rect.height))
    }
}
