import ListKitJSON

/// The props a layout document (or an app) gives one component: the JSON
/// value, parsed once, and its text, written once.
///
/// Plugin kinds receive the text as it is, in the very buffer the props
/// keep (followed by the NUL the plugin ABI promises); Swift kinds read top-level
/// fields with ``string(_:)``, ``number(_:)`` and ``bool(_:)``, or the whole
/// ``value``.
///
/// ```swift
/// let props = ComponentProps(["text": "New", "badge": 3])
/// props.string("text")   // "New"
/// ```
public struct ComponentProps: Hashable, Sendable {
    /// The props' JSON value (`{}` when none were given).
    public let value: JSONValue
    /// The UTF-8 text of ``value`` (a new array on every access: the props
    /// keep their text in memory of their own).
    public var json: [UInt8] { text.withBytes { Array($0) } }

    /// The UTF-8 text of ``value``, written once, with a NUL after it, at
    /// an address that stays put while the props live: what plugin kinds
    /// receive, shared rather than copied. Unchecked for sending
    /// (`ManagedBuffer` opts out of `Sendable`): it is never written after
    /// it is made.
    package nonisolated(unsafe) let text: TerminatedBytes

    /// Props holding `value`; its text is written here, once, and copied
    /// once into `text`.
    public init(_ value: JSONValue) {
        self.value = value
        text = value.serializedBytes.withUnsafeBufferPointer { TerminatedBytes.make($0) }
    }

    /// Props read from JSON text.
    ///
    /// - Throws: `JSONParseError` when `json` is not one JSON value.
    public init(json: String) throws(JSONParseError) {
        self.init(try JSONParser().parse(Array(json.utf8)))
    }

    /// No props: the empty object `{}`.
    public static let empty = ComponentProps(.object(JSONObject()))

    /// The top-level field `key` of an object, or `nil`.
    private func field(_ key: String) -> JSONValue? { value.objectValue?[key] }

    /// The string field `key`, or `nil` when it is missing or not a string.
    public func string(_ key: String) -> String? { field(key)?.stringValue }

    /// The number field `key`, or `nil` when it is missing or not a number.
    public func number(_ key: String) -> Double? { field(key)?.numberValue }

    /// The boolean field `key`, or `nil` when it is missing or not a boolean.
    public func bool(_ key: String) -> Bool? { field(key)?.boolValue }

    /// Props are equal when their text is: the text is written from the
    /// value, so equal text means equal values, and bytes compare fast.
    public static func == (lhs: ComponentProps, rhs: ComponentProps) -> Bool {
        lhs.text === rhs.text || lhs.text.withBytes { left in rhs.text.withBytes { left.elementsEqual($0) } }
    }

    /// Hashes the text (see ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) { text.withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) } }
}
