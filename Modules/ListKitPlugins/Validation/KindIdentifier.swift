/// The rule for kind ids: reverse-DNS, such as `com.example.badge`.
///
/// Two or more labels separated by dots; each label non-empty and made of
/// ASCII letters, digits, `-` and `_`. At most ``maximumLength`` bytes.
enum KindIdentifier {
    /// The longest id accepted, in bytes.
    static let maximumLength = 255

    /// What is wrong with `id`, or `nil` when it follows the rule.
    static func problem(in id: String) -> String? {
        let labels = id.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else {
            return "\(quoted(id)) needs at least two dot-separated labels (reverse-DNS, such as com.example.box)"
        }
        guard !labels.contains(where: \.isEmpty) else { return "\(quoted(id)) has an empty label" }
        if let bad = id.unicodeScalars.first(where: { !isAllowed($0) }) {
            return "\(quoted(id)) contains \(quoted(String(bad))) (allowed: ASCII letters, digits, '-', '_' and '.')"
        }
        return nil
    }

    /// Whether a character may appear in an id.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
        default: return false
        }
    }

    /// The text in double quotes, with control characters escaped so a message stays on one line.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
