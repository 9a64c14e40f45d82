/// Where a value sits in a JSON document, written `$.sections[2].group.size`.
///
/// Keys that are not plain identifiers are written in brackets as JSON
/// strings: `$.props["display name"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)

        /// How the component is written after the path before it: `.key`,
        /// `["a key"]` for a key that is not an identifier, `[3]`.
        public var text: String {
            switch self {
            case .key(let key): JSONPath.isIdentifier(key) ? "." + key : "[" + JSONValue.quoted(key) + "]"
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// The steps from the document's root.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document's root, `$`.
    public static let root = JSONPath()

    /// This path followed by the member `key`.
    public func appending(key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path followed by the array element at `index`.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path as text, starting with `$`.
    public var description: String {
        components.reduce("$") { $0 + $1.text }
    }

    /// Whether `key` can be written after a dot: ASCII letters, digits and
    /// underscores, not starting with a digit.
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
    }
}
