/// A JSON object and its path: its members as ``Field``s, required or optional.
struct ObjectReader {
    let object: JSONObject
    let path: JSONPath

    /// Throws for the first key, in document order, that is not in `allowed`.
    func rejectUnknownKeys(allowed: [String]) throws(DocumentError) {
        for member in object.members where !allowed.contains(member.key) {
            throw DocumentError(at: path, .unknownKey(member.key, allowed: allowed))
        }
    }

    /// Whether the object has `key`.
    func has(_ key: String) -> Bool { object[key] != nil }

    /// The member `key`, or `nil` when it is absent.
    func field(_ key: String) -> Field? {
        object[key].map { Field(value: $0, path: path.appending(key: key)) }
    }

    /// The member `key`, which must be present.
    func required(_ key: String) throws(DocumentError) -> Field {
        guard let field = field(key) else { throw DocumentError(at: path, .missingKey(key)) }
        return field
    }

    /// Which of `keys` are present, in the order of `keys`.
    func present(_ keys: [String]) -> [String] { keys.filter(has) }
}
