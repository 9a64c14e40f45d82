extension PluginError {
    /// Whether the error shows the kind unfit to call again: the plugin
    /// trapped, ran out of fuel, grew past its memory, misused a host
    /// function, answered a size or a display list the ABI forbids, or its
    /// host process died or hung. A renderer disables such a kind
    /// (`ComponentFailureChannel`). Props a plugin rejects, a failure status
    /// it returns and the host's own refusals (a re-entrant call, an
    /// argument out of range) concern one call only.
    public var disablesKind: Bool {
        switch self {
        case .trapped, .outOfFuel, .memoryLimitReached, .hostCallMisused, .invalidSize, .invalidDisplayList,
             .displayListTooLarge, .hostDied, .hostTimedOut:
            return true
        default:
            return false
        }
    }
}
