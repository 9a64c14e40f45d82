/// Literal syntax for building JSON values in code, mostly in tests:
/// `let v: JSONValue = ["text": "Hi", "size": 12, "tags": ["a", nil]]`.
extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }
}

/// `JSONValue` from `true` and `false`.
extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// `JSONValue` from integer literals.
extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates a number from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

/// `JSONValue` from floating-point literals.
extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates a number from a floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }
}

/// `JSONValue` from string literals.
extension JSONValue: ExpressibleByStringLiteral {
    /// Creates a string.
    public init(stringLiteral value: String) { self = .string(value) }
}

/// `JSONValue` from array literals.
extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

/// `JSONValue` from dictionary literals (as objects).
extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an object whose members keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONMember(key: $0.0, value: $0.1) }))
    }
}
