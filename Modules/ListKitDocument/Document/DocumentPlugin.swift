/// A plugin a document asks to load: the path as written and the path to open.
public struct DocumentPlugin: Hashable, Sendable {
    /// The path exactly as the document gives it, relative to the document's folder.
    public var path: String
    /// The path to open: absolute paths as given; relative ones joined to the
    /// document's folder when it is known, else as given.
    public var resolvedPath: String

    /// Creates a plugin reference.
    public init(path: String, resolvedPath: String) {
        self.path = path
        self.resolvedPath = resolvedPath
    }
}
