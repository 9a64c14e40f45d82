extension PluginError {
    /// The error with `item` as the item it names, for the cases that name
    /// one (a trap, fuel, memory, a host function misused, a host process
    /// that died or hung) and do not yet: a `PluginComponent` knows the item
    /// of its `measure` and `render` calls, which the kind's calls do not
    /// take. Other cases are returned as they are.
    public func naming(item: String) -> PluginError {
        switch self {
        case .trapped(let path, let kind, let function, nil, let reason):
            return .trapped(path: path, kind: kind, function: function, item: item, reason: reason)
        case .outOfFuel(let path, let kind, let function, nil, let fuel):
            return .outOfFuel(path: path, kind: kind, function: function, item: item, fuel: fuel)
        case .memoryLimitReached(let path, let kind, let function, nil, let limit):
            return .memoryLimitReached(path: path, kind: kind, function: function, item: item, limit: limit)
        case .hostCallMisused(let path, let kind, let function, nil, let reason):
            return .hostCallMisused(path: path, kind: kind, function: function, item: item, reason: reason)
        case .hostDied(let path, let kind, let function, nil, let how):
            return .hostDied(path: path, kind: kind, function: function, item: item, how: how)
        case .hostTimedOut(let path, let kind, let function, nil, let seconds):
            return .hostTimedOut(path: path, kind: kind, function: function, item: item, seconds: seconds)
        default:
            return self
        }
    }
}
