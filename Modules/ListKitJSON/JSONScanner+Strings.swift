/// Reading JSON strings: escapes, surrogate pairs, UTF-8 validation.
extension JSONScanner {
    /// Reads a string; the cursor is on its opening quote.
    mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        position += 1
        var buffer: [UInt8] = []
        var runStart = position
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text: String?
                if buffer.isEmpty {
                    text = String(validating: bytes[runStart..<position], as: UTF8.self)
                } else {
                    buffer.append(contentsOf: bytes[runStart..<position])
                    text = String(validating: buffer, as: UTF8.self)
                }
                guard let text else { throw syntaxError("invalid UTF-8 in a string", at: start) }
                position += 1
                return text
            case UInt8(ascii: "\\"):
                buffer.append(contentsOf: bytes[runStart..<position])
                try parseEscape(into: &buffer)
                runStart = position
            case 0x00..<0x20:
                let code = "U+" + JSONValue.hex4(UInt32(byte))
                throw syntaxError("control character \(code) in a string must be escaped")
            default:
                position += 1
            }
        }
        throw syntaxError("unterminated string", at: start)
    }

    /// Reads one escape; the cursor is on its backslash.
    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let start = position
        position += 1
        guard let byte = current else { throw syntaxError("unterminated string") }
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let shown = (0x21...0x7E).contains(byte)
                ? "'\\\(Character(Unicode.Scalar(byte)))'"
                : "'\\' followed by \(found())"
            throw syntaxError("invalid escape \(shown) in a string", at: start)
        }
        if let simple {
            buffer.append(simple)
            position += 1
            return
        }
        position += 1
        let first = try hex4(escapeStart: start)
        var value = first
        if (0xD800...0xDBFF).contains(first) {
            let unpaired = "unpaired surrogate \\u\(JSONValue.hex4(first)) in a string"
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                  bytes[position + 1] == UInt8(ascii: "u") else {
                throw syntaxError(unpaired, at: start)
            }
            let secondStart = position
            position += 2
            let second = try hex4(escapeStart: secondStart)
            guard (0xDC00...0xDFFF).contains(second) else { throw syntaxError(unpaired, at: start) }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw syntaxError("unpaired surrogate \\u\(JSONValue.hex4(first)) in a string", at: start)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw syntaxError("invalid \\u escape in a string", at: start)
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// Reads the four hex digits of a `\u` escape.
    mutating func hex4(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw syntaxError("invalid \\u escape in a string: expected 4 hex digits", at: escapeStart)
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
