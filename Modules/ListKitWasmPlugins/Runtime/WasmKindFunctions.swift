/// What a WebAssembly plugin's kind table gave for one kind: its `context`
/// and its function pointers (indices into the module's function table; 0
/// is NULL), read once when the plugin loaded.
struct WasmKindFunctions: Sendable {
    /// The kind's `context`, passed back as the first argument of each call.
    var context: UInt32
    /// `measure` (required, never 0).
    var measure: UInt32
    /// `measure_batch`, or 0.
    var measureBatch: UInt32
    /// `render` (required, never 0).
    var render: UInt32
    /// `will_display`, or 0.
    var willDisplay: UInt32
    /// `did_end_display`, or 0.
    var didEndDisplay: UInt32
    /// `visibility_changed`, or 0.
    var visibilityChanged: UInt32
    /// `accessibility`, or 0.
    var accessibility: UInt32 = 0
}
