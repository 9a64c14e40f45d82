/// How big an element is along one axis, like UIKit's
/// `NSCollectionLayoutDimension`.
///
/// A dimension resolves against a container: fractional dimensions take a
/// fraction of the container's effective width or height (either may be used
/// on either axis), `absolute` is a number of points, and `estimated` starts
/// at its value and is replaced by a measured size once self-sizing runs.
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's effective width.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height.
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// An estimate in points, replaced by the measured size when self-sizing runs.
    case estimated(Double)

    /// The largest length in points a layout accepts (10⁹): dimensions,
    /// insets, spacings, the viewport, and sizes that components measure.
    /// ListKitEngine's `LayoutLimits.maximumLength` is this number.
    public static let maximumLength: Double = 1_000_000_000

    /// The number the dimension carries.
    @inlinable
    public var value: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v):
            return v
        }
    }

    /// Whether the dimension is an estimate.
    @inlinable
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in points inside a container of the given effective size.
    ///
    /// An `estimated` dimension resolves to its estimate: this is the seam
    /// where a measured size replaces it once self-sizing is available.
    @inlinable
    public func resolve(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v): return v
        case .estimated(let v): return v
        }
    }
}

extension LayoutDimension {
    /// The same kind of dimension with an equal value (as the synthesized
    /// `==` compares), written out and inlinable: the equal-item check
    /// compares every component's dimensions with the first one's, and a
    /// component whose dimensions are constants then compares constants.
    @inlinable
    public static func == (lhs: LayoutDimension, rhs: LayoutDimension) -> Bool {
        switch (lhs, rhs) {
        case (.fractionalWidth(let a), .fractionalWidth(let b)), (.fractionalHeight(let a), .fractionalHeight(let b)),
             (.absolute(let a), .absolute(let b)), (.estimated(let a), .estimated(let b)):
            return a == b
        default:
            return false
        }
    }
}
