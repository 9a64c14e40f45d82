/// The status codes a plugin's calls return, named for Swift: the values of
/// the native ABI's `LK_STATUS_*` (ListKitPluginsTests checks that they are
/// the header's), which every backend's plugins return.
package enum PluginStatus {
    /// `LK_STATUS_OK`.
    package static let ok: Int32 = 0
    /// `LK_STATUS_BUFFER_TOO_SMALL`.
    package static let bufferTooSmall: Int32 = 1
    /// `LK_STATUS_INVALID_PROPS`.
    package static let invalidProps: Int32 = 2
    /// `LK_STATUS_INVALID_ARGUMENT`.
    package static let invalidArgument: Int32 = 3
    /// `LK_STATUS_FAILED`.
    package static let failed: Int32 = 4

    /// `LK_STATUS_FAILED (4)`, or `unknown status 77` for a code the ABI does not define.
    package static func name(of status: Int32) -> String {
        switch status {
        case ok: return "LK_STATUS_OK (0)"
        case bufferTooSmall: return "LK_STATUS_BUFFER_TOO_SMALL (1)"
        case invalidProps: return "LK_STATUS_INVALID_PROPS (2)"
        case invalidArgument: return "LK_STATUS_INVALID_ARGUMENT (3)"
        case failed: return "LK_STATUS_FAILED (4)"
        default: return "unknown status \(status)"
        }
    }
}
