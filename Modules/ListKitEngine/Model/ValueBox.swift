/// A value kept by reference, so that a struct holding a rarely used, large
/// value (a ``LayoutSection``'s list or flow configuration) stays one
/// pointer bigger; equal and hashed by value.
final class ValueBox<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    let value: Value

    /// Boxes `value`.
    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: ValueBox, rhs: ValueBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
