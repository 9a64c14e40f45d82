/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The extent along the horizontal axis.
    public var width: Double
    /// The extent along the vertical axis.
    public var height: Double

    /// Creates a size from its extents.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size (0 × 0).
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`: the width for `.horizontal`, the height for `.vertical`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Creates a size from extents given along an axis and across it.
    @inlinable
    public init(main: Double, cross: Double, along axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    /// A readable form, `width × height`.
    public var description: String { "\(width) × \(height)" }
}
