/// A plugin's request, through the host's `invalidate` service, that every
/// item of one of its kinds be measured and rendered again.
public struct PluginInvalidation: Hashable, Sendable, CustomStringConvertible {
    /// The path of the plugin that asked.
    public var path: String
    /// The kind id it named, as given (the host does not check that the kind
    /// is the plugin's own).
    public var kindID: String

    /// Creates an invalidation.
    public init(path: String, kindID: String) {
        self.path = path
        self.kindID = kindID
    }

    /// `<path>: invalidate <kind>`.
    public var description: String { "\(path): invalidate \(kindID)" }
}
