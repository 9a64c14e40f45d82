/// Compact JSON text for a value: no whitespace, object members in order.
///
/// Used to hand a component's `props` on as bytes. Numbers that are whole and
/// within ±2⁵³ are written without a decimal point (`12`, not `12.0`); others
/// in Swift's shortest round-trip form (`0.1`, `1e-07`). A non-finite number,
/// which the parser never produces, is written as `null`.
extension JSONValue {
    /// The value as compact JSON text.
    ///
    /// ```swift
    /// let props: JSONValue = ["text": "Hi", "size": 12]
    /// props.serialized() // {"text":"Hi","size":12}
    /// ```
    public func serialized() -> String {
        String(decoding: serializedBytes, as: UTF8.self)
    }

    /// The value as compact JSON text in UTF-8.
    public var serializedBytes: [UInt8] {
        var output: [UInt8] = []
        write(to: &output)
        return output
    }

    /// `string` as a JSON string literal, quotes included; control characters
    /// and line separators are escaped, so the result is always one line.
    ///
    /// With `safeInHTML`, `<`, `>` and `&` are written as `\u` escapes too,
    /// so that the literal can sit inside an HTML `<script>` element (no
    /// `</script>` or `<!--` can appear in it).
    public static func quoted(_ string: String, safeInHTML: Bool = false) -> String {
        var output: [UInt8] = []
        writeString(string, safeInHTML: safeInHTML, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `number` as JSON number text.
    public static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) <= 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    private func write(to output: inout [UInt8]) {
        switch self {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let b):
            output.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n):
            output.append(contentsOf: Self.numberText(n).utf8)
        case .string(let s):
            Self.writeString(s, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (i, member) in object.members.enumerated() {
                if i > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Whether `string`'s UTF-8 can be written between quotes as it is: no
    /// quote, backslash, control character, DEL or line separator.
    private static func needsNoEscape(_ utf8: String.UTF8View, safeInHTML: Bool) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return false }
            if safeInHTML, byte == 0x3C || byte == 0x3E || byte == 0x26 { return false }
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            if (byte == 0xA8 || byte == 0xA9), previous == (0xE2, 0x80) { return false }
            previous = (previous.1, byte)
        }
        return true
    }

    private static func writeString(_ string: String, safeInHTML: Bool = false, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if needsNoEscape(string.utf8, safeInHTML: safeInHTML) {
            output.append(contentsOf: string.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "\u{08}": output.append(contentsOf: "\\b".utf8)
            case "\u{0C}": output.append(contentsOf: "\\f".utf8)
            case "\u{2028}": output.append(contentsOf: "\\u2028".utf8)
            case "\u{2029}": output.append(contentsOf: "\\u2029".utf8)
            case "<", ">", "&":
                output.append(contentsOf: (safeInHTML ? escape(scalar) : String(scalar)).utf8)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output.append(contentsOf: escape(scalar).utf8)
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `scalar` (below U+10000) as a JSON escape: `\u` and four lowercase
    /// hex digits.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `value` as four uppercase hex digits, as Unicode writes code points
    /// (`U+000A` in a message).
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// A JSON value prints as its compact JSON text.
extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text.
    public var description: String { serialized() }
}
