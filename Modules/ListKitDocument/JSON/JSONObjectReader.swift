import ListKitJSON
/// A JSON object and its path: its members as ``JSONField``s, required or optional.
public struct JSONObjectReader: Sendable {
    /// The object.
    public let object: JSONObject
    /// Where it is in the document.
    public let path: JSONPath

    /// A reader of `object` at `path`.
    public init(object: JSONObject, path: JSONPath) {
        self.object = object
        self.path = path
    }

    /// Throws for the first key, in document order, that is not in `allowed`.
    public func rejectUnknownKeys(allowed: [String]) throws(DocumentError) {
        for member in object.members where !allowed.contains(member.key) {
            throw DocumentError(at: path, .unknownKey(member.key, allowed: allowed))
        }
    }

    /// Whether the object has `key`.
    public func has(_ key: String) -> Bool { object[key] != nil }

    /// The member `key`, or `nil` when it is absent.
    public func field(_ key: String) -> JSONField? {
        object[key].map { JSONField(value: $0, path: path.appending(key: key)) }
    }

    /// The member `key`, which must be present.
    public func required(_ key: String) throws(DocumentError) -> JSONField {
        guard let field = field(key) else { throw DocumentError(at: path, .missingKey(key)) }
        return field
    }

    /// Which of `keys` are present, in the order of `keys`.
    public func present(_ keys: [String]) -> [String] { keys.filter(has) }
}
