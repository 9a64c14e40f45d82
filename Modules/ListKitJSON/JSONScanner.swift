/// The parser's cursor over the bytes of one document: values, arrays and
/// objects. Strings, numbers and diagnostics are in extensions.
struct JSONScanner {
    let bytes: [UInt8]
    let maximumDepth: Int
    /// The offset of the next byte to read.
    var position = 0
    /// How many arrays and objects enclose the cursor.
    var depth = 0
    /// The path of the value being read.
    var path: [JSONPath.Component] = []

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// The byte at the cursor, or `nil` at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else {
            throw syntaxError("expected end of input after the JSON value, found \(found())")
        }
        return value
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard let byte = current else { throw syntaxError("expected a value, found end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw syntaxError("expected a value, found \(found())")
        }
    }

    /// `true`, `false` or `null`, which must not run on into more letters.
    mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let run = letterRun(at: position)
        guard run.elementsEqual(word.utf8) else { throw syntaxError("expected a value, found \(found())") }
        position += run.count
        return value
    }

    /// Steps into an array or object, refusing to go deeper than the limit.
    mutating func enterContainer() throws(JSONParseError) {
        guard depth < maximumDepth else {
            throw error(.nestingTooDeep(limit: maximumDepth), at: position)
        }
        depth += 1
        position += 1
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            default:
                throw syntaxError("expected ',' or ']' after an array element, found \(found())")
            }
        }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        var members: [JSONMember] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(JSONObject(uniqueMembers: members))
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw syntaxError("expected a string key, found \(found())")
            }
            let keyStart = position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw error(.duplicateKey(key), at: keyStart, path: path + [.key(key)])
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after the key \(JSONValue.quoted(key)), found \(found())")
            }
            position += 1
            skipWhitespace()
            path.append(.key(key))
            members.append(JSONMember(key: key, value: try parseValue()))
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(JSONObject(uniqueMembers: members))
            default:
                throw syntaxError("expected ',' or '}' after an object member, found \(found())")
            }
        }
    }
}
