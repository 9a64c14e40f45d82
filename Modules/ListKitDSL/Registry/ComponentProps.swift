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

    /// The UTF-8 text of the props' JSON value (`{}` when none were given).
    public let json: [UInt8]
    /// The top-level fields when the value is an object; empty otherwise.
    public let fields: [String: Value]

    /// Creates props from their JSON text and top-level fields (which the
    /// caller read from the same text).
    public init(json: [UInt8], fields: [String: Value] = [:]) {
        self.json = json
        self.fields = fields
    }

    /// Creates props from JSON text and top-level fields.
    public init(json: String, fields: [String: Value] = [:]) {
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
