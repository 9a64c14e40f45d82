/// A width and a height given as dimensions, like UIKit's
/// `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width dimension.
    public var widthDimension: LayoutDimension
    /// The height dimension.
    public var heightDimension: LayoutDimension

    /// Creates a layout size from its two dimensions.
    @inlinable
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis`.
    @inlinable
    public subscript(axis: Axis) -> LayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    /// Both dimensions resolved inside a container of the given effective size.
    @inlinable
    public func resolve(in container: Size) -> Size {
        Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }

    /// Whether either dimension is an estimate (the element self-sizes when a
    /// measurer is present).
    @inlinable
    public var hasEstimatedDimension: Bool {
        widthDimension.isEstimated || heightDimension.isEstimated
    }

    /// The size with each estimated dimension replaced by the measured
    /// length along its axis (as `absolute`); the other dimensions are kept.
    @inlinable
    public func replacingEstimates(with measured: Size) -> LayoutSize {
        LayoutSize(
            widthDimension: widthDimension.isEstimated ? .absolute(measured.width) : widthDimension,
            heightDimension: heightDimension.isEstimated ? .absolute(measured.height) : heightDimension)
    }
}

extension LayoutSize {
    /// Equal width and height dimensions (as the synthesized `==`
    /// compares), inlinable for the same reason as `LayoutDimension`'s.
    @inlinable
    public static func == (lhs: LayoutSize, rhs: LayoutSize) -> Bool {
        lhs.widthDimension == rhs.widthDimension && lhs.heightDimension == rhs.heightDimension
    }
}
