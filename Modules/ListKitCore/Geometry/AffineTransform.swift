/// UIKit's `CGAffineTransform`: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`,
/// applied about an element's centre. Stored in single precision to keep
/// ``LayoutAttributes`` small.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The x scale and rotation component.
    public var a: Float
    /// The y shear and rotation component.
    public var b: Float
    /// The x shear and rotation component.
    public var c: Float
    /// The y scale and rotation component.
    public var d: Float
    /// The x translation.
    public var tx: Float
    /// The y translation.
    public var ty: Float

    /// A transform with these components.
    public init(a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Leaves everything where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: Float(sx), b: 0, c: 0, d: Float(sy), tx: 0, ty: 0)
    }

    /// Moves by `tx`, `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: Float(tx), ty: Float(ty))
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `[a, b, c, d, tx, ty]`.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
