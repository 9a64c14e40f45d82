/// Building errors: line and column of an offset, and what was found there.
extension JSONScanner {
    /// A syntax error at `offset` (default the cursor) with the current path.
    func syntaxError(_ message: String, at offset: Int? = nil) -> JSONParseError {
        error(.syntax(message), at: offset ?? position)
    }

    /// An error at `offset`, with the current path unless another is given.
    func error(_ reason: JSONParseError.Reason, at offset: Int, path: [JSONPath.Component]? = nil) -> JSONParseError {
        let (line, column) = lineAndColumn(of: offset)
        return JSONParseError(reason: reason, path: JSONPath(path ?? self.path), line: line, column: column)
    }

    /// The line and column (both from 1) of a byte offset; columns count
    /// characters (UTF-8 lead bytes), not bytes.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let end = min(max(0, offset), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[0..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// What is at the cursor, for "found …" in messages.
    func found() -> String { found(at: position) }

    /// What is at `offset`: `end of input`, a word (`'NaN'`), a character
    /// (`'}'`, `'“'`), or a byte that is not a character (`byte 0xFF`).
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        let word = letterRun(at: offset)
        if !word.isEmpty {
            let shown = word.count > 20 ? String(decoding: word.prefix(20), as: UTF8.self) + "..." : String(decoding: word, as: UTF8.self)
            return "'\(shown)'"
        }
        if (0x21...0x7E).contains(byte) {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte >= 0x80, let scalar = scalar(at: offset), scalar.properties.generalCategory != .control,
           !scalar.properties.isWhitespace {
            return "'\(Character(scalar))' (U+\(JSONValue.hex4(scalar.value)))"
        }
        return "byte 0x" + String(JSONValue.hex4(UInt32(byte)).suffix(2))
    }

    /// The ASCII letters starting at `offset`.
    func letterRun(at offset: Int) -> ArraySlice<UInt8> {
        var end = offset
        while end < bytes.count {
            let byte = bytes[end]
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) else { break }
            end += 1
        }
        return bytes[min(offset, end)..<end]
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `offset`, if valid.
    func scalar(at offset: Int) -> Unicode.Scalar? {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        return String(validating: bytes[offset..<offset + length], as: UTF8.self)?.unicodeScalars.first
    }
}
