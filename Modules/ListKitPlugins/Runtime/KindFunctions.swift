import ListKitPluginModel
/// The addresses a kind's table gave, copied once when the plugin loaded.
///
/// The plugin promised they stay valid for the life of the process, and the
/// library is never unloaded, so sharing them across threads is safe.
struct KindFunctions: @unchecked Sendable {
    /// The kind's `context`, passed back as the first argument of each call.
    var context: UnsafeMutableRawPointer?
    /// `measure` (required).
    var measure: UnsafeRawPointer
    /// `measure_batch`, when the kind has it.
    var measureBatch: UnsafeRawPointer?
    /// `render` (required).
    var render: UnsafeRawPointer
    /// `will_display`, when the kind has it.
    var willDisplay: UnsafeRawPointer?
    /// `did_end_display`, when the kind has it.
    var didEndDisplay: UnsafeRawPointer?
    /// `visibility_changed`, when the kind has it (and its struct is large enough).
    var visibilityChanged: UnsafeRawPointer?
    /// `accessibility`, when the kind has it (and its struct is large enough).
    var accessibility: UnsafeRawPointer? = nil
}
