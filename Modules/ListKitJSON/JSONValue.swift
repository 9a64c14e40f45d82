/// A JSON value, as read by ``JSONParser`` and written by ``JSONValue/serialized()``.
///
/// Numbers are `Double`s and always finite when they come from the parser;
/// booleans are their own case, so `true` is never mistaken for `1`; objects
/// keep their members in document order.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object whose members keep their order.
    case object(JSONObject)

    /// The value's type in words, with its article (`"a number"`, `"an object"`),
    /// as error messages name it.
    public var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The boolean, or `nil` when the value is not a boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The number, or `nil` when the value is not a number.
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The string, or `nil` when the value is not a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The elements, or `nil` when the value is not an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The object, or `nil` when the value is not an object.
    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The member named `key` when the value is an object that has it.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}
