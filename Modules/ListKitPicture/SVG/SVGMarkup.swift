import ListKitCore
import ListKitDSL

/// The pieces of SVG text every part of a picture writes: numbers,
/// colours, escaped text and attribute lists.
enum SVGMarkup {
    /// The namespace of the `lk:` attributes that name what a group shows.
    static let namespace = "urn:listkit:picture"

    /// A number as the tool writes numbers (`OutputNumber`).
    static func number(_ value: Double) -> String {
        value.isFinite ? OutputNumber.format(value) : "0"
    }

    /// `name="value"` pairs, the values escaped, each after a space.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
    }

    /// The attributes that paint with `color` as `property` (`fill` or
    /// `stroke`): the colour as `#RRGGBB`, and its opacity when below 1.
    static func paint(_ property: String, _ color: Color) -> [(String, String)] {
        var pairs = [(property, String(color.description.prefix(7)))]
        if color.alpha < 1 { pairs.append((property + "-opacity", number(color.alpha))) }
        return pairs
    }

    /// A rectangle's `x`, `y`, `width` and `height` (a negative size is 0).
    static func geometry(_ rect: Rect) -> [(String, String)] {
        [
            ("x", number(rect.minX)), ("y", number(rect.minY)),
            ("width", number(Swift.max(0, rect.width))), ("height", number(Swift.max(0, rect.height))),
        ]
    }

    /// `text` safe in XML character data and attribute values: markup
    /// characters as entities, and characters XML 1.0 does not allow as U+FFFD.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
