/// The text a replay page embeds: JSON that stays inside its `<script>`
/// element whatever the strings hold, and HTML text that stays text.
enum ReplayJSON {
    /// `value` rounded to the nearest thousandth (halves away from zero),
    /// without a decimal point when whole, `-0` written `0`; `null` when not
    /// finite (a recording never holds one).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard Swift.abs(thousandths) < 9e15 else { return value.rounded(.toNearestOrAwayFromZero).description }
        let whole = Int64(thousandths)
        if whole % 1000 == 0 { return String(whole / 1000) }
        return (Double(whole) / 1000).description
    }

    /// `string` as a JSON string literal that is also safe inside an HTML
    /// `<script>` element: `<`, `>` and `&` are written as `\u` escapes (so
    /// no `</script>` or `<!--` can appear), and so are U+2028 and U+2029
    /// and every control character.
    static func string(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += unicodeEscape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An optional string as JSON: `null` when absent.
    static func string(_ value: String?) -> String {
        value.map { string($0) } ?? "null"
    }

    /// `string` as HTML text (element content or a quoted attribute value).
    static func htmlText(_ string: String) -> String {
        var out = ""
        for character in string {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
