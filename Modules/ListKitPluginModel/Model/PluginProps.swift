import ListKitDSL

/// The props of one item as the plugin receives them: the bytes of a JSON
/// value, usually an object such as `{"text": "New"}`.
///
/// ListKit does not parse them; the plugin does, and may reject them
/// (``PluginError/propsRejected(path:kind:function:message:)``). Props
/// made from a document's `ComponentProps` (``init(_:)``) share the text
/// those props wrote once: nothing is serialised or copied again.
public struct PluginProps: Hashable, Sendable {
    /// The UTF-8 bytes of the JSON value: a new array on every access (the
    /// props keep their bytes in memory of their own, where the plugin reads
    /// them).
    public var json: [UInt8] { withBytes { Array($0) } }

    /// The bytes handed to the plugin: `json` and a NUL byte the ABI promises
    /// after them, at an address that stays put while the props live, so
    /// that a batch can point the plugin at every item's props in place.
    /// Unchecked for sending (`ManagedBuffer` opts out of `Sendable`): the
    /// object is never written after it is made.
    private nonisolated(unsafe) let terminated: TerminatedBytes

    /// The address of `terminated`'s first byte, kept in the value (as is
    /// the count, in `length`) so that a batch builds its requests from the
    /// props alone: reading every item's object would cost a cache miss each
    /// once a batch outgrows the cache.
    @usableFromInline package let address: UInt

    /// The number of bytes before the NUL.
    @usableFromInline package let length: Int

    /// Creates props from the bytes of a JSON value (copied once, with the NUL).
    public init(json: [UInt8]) {
        self.init(sharing: json.withUnsafeBufferPointer { TerminatedBytes.make($0) })
    }

    /// Creates the props a plugin receives for a component's `props`: their
    /// text, written once when they were made, shared as it is (no copy).
    public init(_ props: ComponentProps) {
        self.init(sharing: props.text)
    }

    /// Props whose bytes are `terminated`'s.
    private init(sharing terminated: TerminatedBytes) {
        self.terminated = terminated
        address = UInt(bitPattern: terminated.address)
        length = terminated.count
    }

    /// The address of the first byte, followed by ``byteCount`` bytes and a
    /// NUL, valid while these props live: a caller keeps them alive for the
    /// duration of a call (`withExtendedLifetime`).
    /// Inlinable: a backend reads it for every item of a batch, and a call
    /// across modules would copy (and retain) the props for each.
    @inlinable package var baseAddress: UnsafePointer<UInt8>? { UnsafePointer(bitPattern: address) }

    /// The number of bytes before the NUL.
    @inlinable package var byteCount: Int { length }

    /// Calls `body` with the bytes (the NUL not counted), valid during the
    /// call.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withExtendedLifetime(terminated) {
            body(UnsafeBufferPointer(start: UnsafePointer(bitPattern: address), count: length))
        }
    }

    /// Creates props from bytes of a message.
    package init(json: ArraySlice<UInt8>) {
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
        lhs.terminated === rhs.terminated || lhs.withBytes { left in rhs.withBytes { left.elementsEqual($0) } }
    }

    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
