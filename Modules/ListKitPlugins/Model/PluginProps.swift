/// The props of one item as the plugin receives them: the bytes of a JSON
/// value, usually an object such as `{"text": "New"}`.
///
/// ListKit does not parse them; the plugin does, and may reject them
/// (``PluginError/propsRejected(path:kind:function:message:)``).
public struct PluginProps: Hashable, Sendable {
    /// The UTF-8 bytes of the JSON value.
    public let json: [UInt8]

    /// The bytes handed to the plugin: `json` and a NUL byte the ABI promises
    /// after them, at an address that stays put while the props live, so
    /// that a batch can point the plugin at every item's props in place.
    let terminated: TerminatedBytes

    /// Creates props from the bytes of a JSON value.
    public init(json: [UInt8]) {
        self.json = json
        self.terminated = TerminatedBytes(json)
    }

    /// Creates props from bytes of a message.
    init(json: ArraySlice<UInt8>) {
        self.init(json: Array(json))
    }

    /// Creates props from the text of a JSON value.
    public init(json: String) {
        self.init(json: Array(json.utf8))
    }

    /// The empty object, `{}`.
    public static let empty = PluginProps(json: "{}")

    /// Whether both props have the same bytes.
    public static func == (lhs: PluginProps, rhs: PluginProps) -> Bool {
        lhs.json == rhs.json
    }

    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }
}
