import Testing
@testable import ListKitJSON

@Suite("JSON parser")
struct JSONParserTests {
    let parser = JSONParser()

    @Test func parsesEveryKindOfValue() throws {
        let value = try parser.parse(#" {"n": null, "t": true, "f": false, "i": -12, "d": 0.5, "e": 2.5E+2, "s": "x", "a": [1, [], {}]} "#)
        let expected: JSONValue = ["n": nil, "t": true, "f": false, "i": -12, "d": 0.5, "e": 250, "s": "x", "a": [1, [], [:]]]
        #expect(value == expected)
    }

    @Test func keepsKeyOrder() throws {
        let value = try parser.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
    }

    @Test func distinguishesBooleansFromNumbers() throws {
        let value = try parser.parse("[true, 1, false, 0]")
        #expect(value == .array([.bool(true), .number(1), .bool(false), .number(0)]))
        #expect(value.arrayValue?[0].numberValue == nil)
        #expect(value.arrayValue?[1].boolValue == nil)
    }

    @Test func decodesSimpleEscapes() throws {
        let value = try parser.parse(#""\"\\\/\b\f\n\r\t""#)
        #expect(value == .string("\"\\/\u{08}\u{0C}\n\r\t"))
    }

    @Test func decodesUnicodeEscapes() throws {
        #expect(try parser.parse(#""caf\u00e9 \u00C9\u0000""#) == .string("café É\u{0}"))
        #expect(try parser.parse(#""\u20AC""#) == .string("€"))
    }

    @Test func decodesSurrogatePairs() throws {
        #expect(try parser.parse(#""\ud83d\ude00!""#) == .string("😀!"))
        #expect(try parser.parse(#""\uD834\uDD1E""#) == .string("𝄞"))
    }

    @Test func keepsRawUTF8() throws {
        #expect(try parser.parse("\"日本 😀\"") == .string("日本 😀"))
    }

    @Test func rejectsUnpairedSurrogates() {
        #expect(parseError(#""\ud83d""#) == #"$: syntax error at line 1, column 2: unpaired surrogate \uD83D in a string"#)
        #expect(parseError(#""\ud83dx""#) == #"$: syntax error at line 1, column 2: unpaired surrogate \uD83D in a string"#)
        #expect(parseError(#""\ud83d\u0041""#) == #"$: syntax error at line 1, column 2: unpaired surrogate \uD83D in a string"#)
        #expect(parseError(#"["a", "\uDE00"]"#) == #"$[1]: syntax error at line 1, column 8: unpaired surrogate \uDE00 in a string"#)
    }

    @Test func rejectsBadEscapes() {
        #expect(parseError(#""a\x""#) == #"$: syntax error at line 1, column 3: invalid escape '\x' in a string"#)
        #expect(parseError(#""\u12G4""#) == #"$: syntax error at line 1, column 2: invalid \u escape in a string: expected 4 hex digits"#)
        #expect(parseError("\"a\nb\"") == "$: syntax error at line 1, column 3: control character U+000A in a string must be escaped")
    }

    @Test func rejectsInvalidUTF8InStrings() {
        let bytes: [UInt8] = Array(#"{"k": ""#.utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        #expect(throws: JSONParseError(reason: .syntax("invalid UTF-8 in a string"), path: JSONPath([.key("k")]), line: 1, column: 7)) {
            try parser.parse(bytes)
        }
    }

    @Test func rejectsDuplicateKeysWithTheirPath() {
        #expect(parseError(#"{"a": {"b": 1, "b": 2}}"#) == #"$.a.b: duplicate key "b" at line 1, column 16"#)
        #expect(parseError(#"{"x y": 1, "x y": 2}"#) == #"$["x y"]: duplicate key "x y" at line 1, column 12"#)
    }

    @Test func reportsLineAndColumnInCharacters() {
        let text = "{\n  \"é😀\": [1,\n    2 3]\n}"
        #expect(parseError(text) == #"$["é😀"]: syntax error at line 3, column 7: expected ',' or ']' after an array element, found '3'"#)
    }

    @Test func rejectsMalformedStructure() {
        #expect(parseError("") == "$: syntax error at line 1, column 1: expected a value, found end of input")
        #expect(parseError("   \n ") == "$: syntax error at line 2, column 2: expected a value, found end of input")
        #expect(parseError("[1,]") == "$[1]: syntax error at line 1, column 4: expected a value, found ']'")
        #expect(parseError(#"{"a": 1,}"#) == "$: syntax error at line 1, column 9: expected a string key, found '}'")
        #expect(parseError(#"{"a" 1}"#) == #"$: syntax error at line 1, column 6: expected ':' after the key "a", found '1'"#)
        #expect(parseError(#"{a: 1}"#) == "$: syntax error at line 1, column 2: expected a string key, found 'a'")
        #expect(parseError("[1] [2]") == "$: syntax error at line 1, column 5: expected end of input after the JSON value, found '['")
        #expect(parseError(#"["abc"#) == "$[0]: syntax error at line 1, column 2: unterminated string")
        #expect(parseError("[tru]") == "$[0]: syntax error at line 1, column 2: expected a value, found 'tru'")
        #expect(parseError("[truex]") == "$[0]: syntax error at line 1, column 2: expected a value, found 'truex'")
        #expect(parseError("\u{201C}a\u{201D}") == "$: syntax error at line 1, column 1: expected a value, found '\u{201C}' (U+201C)")
    }

    @Test func rejectsNonJSONNumbers() {
        #expect(parseError("NaN") == "$: syntax error at line 1, column 1: expected a value, found 'NaN'")
        #expect(parseError("[-Infinity]") == "$[0]: syntax error at line 1, column 3: invalid number: expected a digit after '-', found 'Infinity'")
        #expect(parseError("012") == "$: syntax error at line 1, column 1: invalid number: leading zeros are not allowed")
        #expect(parseError("1.") == "$: syntax error at line 1, column 3: invalid number: expected a digit after '.', found end of input")
        #expect(parseError("1e+") == "$: syntax error at line 1, column 4: invalid number: expected a digit in the exponent, found end of input")
        #expect(parseError(".5") == "$: syntax error at line 1, column 1: expected a value, found '.'")
        #expect(parseError("+1") == "$: syntax error at line 1, column 1: expected a value, found '+'")
    }

    @Test func rejectsNumbersThatOverflow() {
        #expect(parseError(#"{"w": [0, 1e999]}"#) == "$.w[1]: number 1e999 is out of range at line 1, column 11")
        #expect(parseError("-1e400") == "$: number -1e400 is out of range at line 1, column 1")
        let long = String(repeating: "9", count: 400)
        #expect(parseError(long) == "$: number \(String(repeating: "9", count: 40))... is out of range at line 1, column 1")
    }

    @Test func acceptsExtremeButFiniteNumbers() throws {
        #expect(try parser.parse("1e-400") == .number(0))
        #expect(try parser.parse("-0") == .number(-0.0))
        #expect(try parser.parse("1.7976931348623157e308") == .number(Double.greatestFiniteMagnitude))
        #expect(try parser.parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
    }

    @Test func limitsNesting() throws {
        let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(throws: Never.self) { try parser.parse(ok) }
        let deep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        let path = "$" + String(repeating: "[0]", count: 256)
        #expect(parseError(deep) == "\(path): nesting deeper than 256 levels at line 1, column 257")
        #expect(parseError(#"{"a": {"b": [{}]}}"#) == nil)
        let shallow = JSONParser(maximumDepth: 2)
        #expect(throws: JSONParseError(reason: .nestingTooDeep(limit: 2), path: JSONPath([.key("a"), .key("b")]), line: 1, column: 13)) {
            try shallow.parse(#"{"a": {"b": {}}}"#)
        }
    }

    @Test func skipsByteOrderMark() throws {
        #expect(try parser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    }

    @Test func describesUnprintableBytes() {
        #expect(throws: JSONParseError(reason: .syntax("expected a value, found byte 0xFF"), path: .root, line: 1, column: 1)) {
            try parser.parse([0xFF, 0x00])
        }
        #expect(throws: JSONParseError(reason: .syntax("expected ',' or ']' after an array element, found byte 0x00"), path: .root, line: 1, column: 3)) {
            try parser.parse([0x5B, 0x31, 0x00])
        }
    }

    @Test func writesPathsWithBracketsForUnusualKeys() {
        #expect(JSONPath([.key("sections"), .index(2), .key("group")]).description == "$.sections[2].group")
        #expect(JSONPath([.key("props"), .key("display name"), .key("9lives"), .key("a\"b")]).description
            == #"$.props["display name"]["9lives"]["a\"b"]"#)
    }
}

/// The one-line message of the error `text` gives, or `nil` when it parses.
func parseError(_ text: String) -> String? {
    do {
        _ = try JSONParser().parse(text)
        return nil
    } catch {
        return error.description
    }
}

/// The default nesting limit, at its boundary: 256 levels parse, 257 do not.
@Suite struct JSONDepthLimitTests {
    @Test func theDefaultDepthIs256Levels() throws {
        #expect(JSONParser.defaultMaximumDepth == 256)
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(throws: Never.self) { try JSONParser().parse(deepest) }
        let deeper = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(throws: JSONParseError.self) { try JSONParser().parse(deeper) }
    }
}
