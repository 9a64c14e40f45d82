/// A 2-D affine transform, as UIKit's `CGAffineTransform`: a point (x, y)
/// maps to (a·x + c·y + tx, b·x + d·y + ty). Applied to a view around its
/// centre, as UIKit does.
///
/// The identity costs one word: only other transforms keep their six numbers.
///
/// ```swift
/// let shrink = AffineTransform(scaleX: 0.8, y: 0.8)
/// attributes.transform = shrink
/// ```
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The six numbers, or `nil` for the identity.
    private let matrix: Matrix?

    /// The identity.
    public static let identity = AffineTransform(matrix: nil)

    private init(matrix: Matrix?) {
        self.matrix = matrix
    }

    /// The transform with these six numbers.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let m = Matrix(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        matrix = m.isIdentity ? nil : m
    }

    /// A scale.
    public init(scaleX: Double, y: Double) {
        self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A translation.
    public init(translationX: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
    }

    /// The numbers `[a, b, c, d, tx, ty]`.
    public var components: [Double] {
        let m = matrix ?? Matrix.identity
        return [m.a, m.b, m.c, m.d, m.tx, m.ty]
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { matrix == nil }

    /// This transform followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        let l = matrix ?? Matrix.identity, r = other.matrix ?? Matrix.identity
        return AffineTransform(
            a: l.a * r.a + l.b * r.c, b: l.a * r.b + l.b * r.d, c: l.c * r.a + l.d * r.c, d: l.c * r.b + l.d * r.d,
            tx: l.tx * r.a + l.ty * r.c + r.tx, ty: l.tx * r.b + l.ty * r.d + r.ty)
    }

    /// `[a, b, c, d, tx, ty]`.
    public var description: String { "\(components)" }

    /// The six numbers of a transform other than the identity.
    private final class Matrix: Hashable, Sendable {
        static let identity = Matrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

        init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

        static func == (lhs: Matrix, rhs: Matrix) -> Bool {
            lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.tx == rhs.tx && lhs.ty == rhs.ty
        }

        func hash(into hasher: inout Hasher) {
            for value in [a, b, c, d, tx, ty] { hasher.combine(value) }
        }
    }
}
