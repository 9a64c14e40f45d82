/// The props a layout document (or an app) gives one component: the JSON
/// text, encoded once, and its top-level fields for kinds written in Swift.
///
/// Plugin kinds receive ``json`` as it is; Swift kinds read fields with
/// ``string(_:)``, ``number(_:)`` and ``bool(_:)``.
///
/// ```swift
/// let props = ComponentProps(json: #"{"text": "New"}"#, fields: ["text": .string("New")])
/// props.string("text")   // "New"
/// ```
public struct ComponentProps: Hashable, Sendable {
    /// A top-level field's value as a Swift kind sees it.
    public enum Value: Hashable, Sendable {
        /// A JSON string.
        case string(String)
        /// A JSON number.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
        /// An object or an array: its text is in ``ComponentProps/json``.
        case nested
    }

    /// The top-level fields of an object, in document order: a handful of
    /// keys, kept in an array (cheaper to build for a million items than a
    /// dictionary; looked up by a scan).
    public struct Fields: Hashable, Sendable, ExpressibleByDictionaryLiteral {
        /// The keys and values, in order.
        public private(set) var entries: [Entry]

        /// One key and its value.
        public struct Entry: Hashable, Sendable {
            /// The key.
            public var key: String
            /// The value.
            public var value: Value

            /// Creates an entry.
            public init(key: String, value: Value) {
                self.key = key
                self.value = value
            }
        }

        /// Fields from keys and values in order (a repeated key keeps its first value).
        public init(_ entries: [Entry] = []) {
            self.entries = entries
        }

        /// Fields from a literal, in its order.
        public init(dictionaryLiteral elements: (String, Value)...) {
            entries = elements.map { Entry(key: $0.0, value: $0.1) }
        }

        /// The value of `key`, or `nil`.
        public subscript(key: String) -> Value? {
            entries.first { $0.key == key }?.value
        }

        /// Whether there are no fields.
        public var isEmpty: Bool { entries.isEmpty }
    }

    /// The UTF-8 text of the props' JSON value (`{}` when none were given).
    public let json: [UInt8]
    /// The top-level fields when the value is an object; empty otherwise.
    public let fields: Fields

    /// Creates props from their JSON text and top-level fields (which the
    /// caller read from the same text).
    public init(json: [UInt8], fields: Fields = [:]) {
        self.json = json
        self.fields = fields
    }

    /// Creates props from JSON text and top-level fields.
    public init(json: String, fields: Fields = [:]) {
        self.init(json: Array(json.utf8), fields: fields)
    }

    /// No props: the empty object `{}`.
    public static let empty = ComponentProps(json: Array("{}".utf8))

    /// The string field `key`, or `nil` when it is missing or not a string.
    public func string(_ key: String) -> String? {
        if case .string(let value)? = fields[key] { return value }
        return nil
    }

    /// The number field `key`, or `nil` when it is missing or not a number.
    public func number(_ key: String) -> Double? {
        if case .number(let value)? = fields[key] { return value }
        return nil
    }

    /// The boolean field `key`, or `nil` when it is missing or not a boolean.
    public func bool(_ key: String) -> Bool? {
        if case .bool(let value)? = fields[key] { return value }
        return nil
    }
}
