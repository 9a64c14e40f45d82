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
        var output = ""
        write(to: &output)
        return output
    }

    /// The value as compact JSON text in UTF-8.
    public var serializedBytes: [UInt8] { Array(serialized().utf8) }

    /// `string` as a JSON string literal, quotes included; control characters
    /// and line separators are escaped, so the result is always one line.
    public static func quoted(_ string: String) -> String {
        var output = ""
        writeString(string, to: &output)
        return output
    }

    /// `number` as JSON number text.
    public static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) <= 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let b):
            output += b ? "true" : "false"
        case .number(let n):
            output += Self.numberText(n)
        case .string(let s):
            Self.writeString(s, to: &output)
        case .array(let elements):
            output += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (i, member) in object.members.enumerated() {
                if i > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += "\\u" + hex4(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// `value` as four uppercase hex digits.
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
