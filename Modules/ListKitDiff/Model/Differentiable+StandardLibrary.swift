// Standard library values that are their own identity, so that lists of them
// diff without a conformance in the caller's module.

/// An integer is its own identifier.
extension Int: Differentiable {}
/// An integer is its own identifier.
extension Int8: Differentiable {}
/// An integer is its own identifier.
extension Int16: Differentiable {}
/// An integer is its own identifier.
extension Int32: Differentiable {}
/// An integer is its own identifier.
extension Int64: Differentiable {}
/// An integer is its own identifier.
extension UInt: Differentiable {}
/// An integer is its own identifier.
extension UInt8: Differentiable {}
/// An integer is its own identifier.
extension UInt16: Differentiable {}
/// An integer is its own identifier.
extension UInt32: Differentiable {}
/// An integer is its own identifier.
extension UInt64: Differentiable {}
/// A string is its own identifier.
extension String: Differentiable {}
/// A substring is its own identifier.
extension Substring: Differentiable {}
/// A character is its own identifier.
extension Character: Differentiable {}
/// A Boolean is its own identifier.
extension Bool: Differentiable {}
