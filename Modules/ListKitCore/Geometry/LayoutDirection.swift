/// The direction leading and trailing run in, like UIKit's
/// `UIUserInterfaceLayoutDirection`.
///
/// Right to left, leading is the right edge: a layout is computed left to
/// right and every frame is then mirrored across the content's width
/// (``mirroredX(_:in:)``), as UIKit flips a layout whose
/// `flipsHorizontallyInOppositeLayoutDirection` is `true`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is the left edge (the default).
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft

    /// Whether frames are mirrored: `true` right to left.
    @inlinable
    public var mirrors: Bool { self == .rightToLeft }

    /// `rect` mirrored across a container `width` wide: its x becomes
    /// `width − x − rect.width`; y and the size are kept.
    @inlinable
    public static func mirroredX(_ rect: Rect, in width: Double) -> Rect {
        Rect(x: width - rect.origin.x - rect.size.width, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}
