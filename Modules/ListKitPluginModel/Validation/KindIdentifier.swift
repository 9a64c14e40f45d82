import ListKitJSON

/// The rule for kind ids: reverse-DNS, such as `com.example.badge`.
///
/// Two or more labels separated by dots; each label non-empty and made of
/// ASCII letters, digits, `-` and `_`. At most ``maximumLength`` bytes.
/// Messages quote an id as JSON writes a string (`JSONValue.quoted(_:safeInHTML:)`),
/// so that a control character in it keeps the message on one line.
package enum KindIdentifier {
    /// The longest id accepted, in bytes.
    package static let maximumLength = 255

    /// What is wrong with `id`, or `nil` when it follows the rule.
    package static func problem(in id: String) -> String? {
        let labels = id.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else {
            return "\(JSONValue.quoted(id)) needs at least two dot-separated labels (reverse-DNS, such as com.example.box)"
        }
        guard !labels.contains(where: \.isEmpty) else { return "\(JSONValue.quoted(id)) has an empty label" }
        if let bad = id.unicodeScalars.first(where: { !isAllowed($0) }) {
            return "\(JSONValue.quoted(id)) contains \(JSONValue.quoted(String(bad))) (allowed: ASCII letters, digits, '-', '_' and '.')"
        }
        return nil
    }

    /// The error refusing `id` as the kind id of the plugin at `path`
    /// (``PluginError/invalidKindID(path:kind:reason:)``, naming the kind by
    /// its quoted id), or `nil` when it follows the rule.
    package static func refusal(of id: String, path: String) -> PluginError? {
        problem(in: id).map { .invalidKindID(path: path, kind: JSONValue.quoted(id), reason: $0) }
    }

    /// Whether a character may appear in an id.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
        default: return false
        }
    }
}
