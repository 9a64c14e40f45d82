/// Reading JSON numbers: the strict grammar, and no overflow to infinity.
extension JSONScanner {
    /// Reads a number; the cursor is on its sign or first digit.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, Self.isDigit(first) else {
            throw syntaxError("invalid number: expected a digit after '-', found \(found())")
        }
        position += 1
        if first == UInt8(ascii: "0") {
            if let next = current, Self.isDigit(next) {
                throw syntaxError("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard let next = current, Self.isDigit(next) else {
                throw syntaxError("invalid number: expected a digit after '.', found \(found())")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let next = current, Self.isDigit(next) else {
                throw syntaxError("invalid number: expected a digit in the exponent, found \(found())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
            throw error(.numberOutOfRange(shown), at: start)
        }
        return value
    }

    mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
