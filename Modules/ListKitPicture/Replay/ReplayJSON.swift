import ListKitCore
import ListKitJSON

/// The text a replay page embeds: JSON that stays inside its `<script>`
/// element whatever the strings hold, and HTML text that stays text.
enum ReplayJSON {
    /// `value` as the tool writes numbers (`OutputNumber.format`: rounded
    /// to the nearest thousandth, no decimal point when whole); `null` when
    /// not finite (a recording never holds one).
    static func number(_ value: Double) -> String {
        OutputNumber.format(value)
    }

    /// `string` as a JSON string literal that is also safe inside an HTML
    /// `<script>` element (ListKitJSON's writer, `<`, `>` and `&` escaped).
    static func string(_ string: String) -> String {
        JSONValue.quoted(string, safeInHTML: true)
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
}
