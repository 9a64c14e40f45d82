import ListKitCore

/// What is wrong with one dimension of a size a plugin returned.
public struct SizeDefect: Hashable, Sendable, CustomStringConvertible {
    /// How the value is wrong.
    public enum Problem: Hashable, Sendable {
        /// Not a number.
        case notANumber
        /// Infinite (either sign).
        case infinite
        /// Finite but below zero; the value.
        case negative(Double)
        /// Finite but above `LayoutDimension.maximumLength`, the longest
        /// length a layout accepts; the value.
        case tooLarge(Double)
    }

    /// The dimension: `.horizontal` is the width, `.vertical` the height.
    public var axis: Axis
    /// How the value is wrong.
    public var problem: Problem

    /// Creates a defect.
    public init(axis: Axis, problem: Problem) {
        self.axis = axis
        self.problem = problem
    }

    /// The first defect of `size`, width before height; `nil` when both
    /// dimensions are finite, not negative and at most
    /// `LayoutDimension.maximumLength` (what a document may say).
    public static func first(in size: Size) -> SizeDefect? {
        // The usual case first, in two comparisons per dimension (NaN fails both).
        let limit = LayoutDimension.maximumLength
        if size.width >= 0, size.width <= limit, size.height >= 0, size.height <= limit { return nil }
        for axis in [Axis.horizontal, .vertical] {
            let value = size[axis]
            if value.isNaN { return SizeDefect(axis: axis, problem: .notANumber) }
            if value.isInfinite { return SizeDefect(axis: axis, problem: .infinite) }
            if value < 0 { return SizeDefect(axis: axis, problem: .negative(value)) }
            if value > LayoutDimension.maximumLength { return SizeDefect(axis: axis, problem: .tooLarge(value)) }
        }
        return nil
    }

    /// `NaN width`, `infinite height`, `negative width (-3.0)`.
    public var description: String {
        let name = axis == .horizontal ? "width" : "height"
        switch problem {
        case .notANumber: return "NaN \(name)"
        case .infinite: return "infinite \(name)"
        case .negative(let value): return "negative \(name) (\(value))"
        case .tooLarge(let value):
            return "\(name) \(value) above the longest length a layout accepts (\(Int(LayoutDimension.maximumLength)))"
        }
    }
}
