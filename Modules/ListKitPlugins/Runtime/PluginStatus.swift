import ListKitPluginABI

/// The ABI's `LK_STATUS_*` codes, named for Swift.
enum PluginStatus {
    /// `LK_STATUS_OK`.
    static let ok = LK_STATUS_OK
    /// `LK_STATUS_BUFFER_TOO_SMALL`.
    static let bufferTooSmall = LK_STATUS_BUFFER_TOO_SMALL
    /// `LK_STATUS_INVALID_PROPS`.
    static let invalidProps = LK_STATUS_INVALID_PROPS
    /// `LK_STATUS_INVALID_ARGUMENT`.
    static let invalidArgument = LK_STATUS_INVALID_ARGUMENT
    /// `LK_STATUS_FAILED`.
    static let failed = LK_STATUS_FAILED

    /// `LK_STATUS_FAILED (4)`, or `unknown status 77` for a code the ABI does not define.
    static func name(of status: Int32) -> String {
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
