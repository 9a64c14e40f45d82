import Testing
import ListKitDocument

/// Inputs meant to crash a parser: each must give a value or an error, never a trap.
@Suite("Hostile input")
struct HostileInputTests {
    static func decodeError(_ bytes: [UInt8]) -> DocumentError? {
        do {
            _ = try LayoutDocument(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func tenThousandOpeningBrackets() {
        let error = Self.decodeError(Array(String(repeating: "[", count: 10_000).utf8))
        #expect(error?.reason == "nesting deeper than 256 levels at line 1, column 257")
    }

    @Test func tenThousandNestedObjects() {
        let text = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        let error = Self.decodeError(Array(text.utf8))
        #expect(error?.reason == "nesting deeper than 256 levels at line 1, column 1281")
        #expect(error?.path == "$" + String(repeating: ".a", count: 256))
    }

    @Test func tenThousandClosingBrackets() {
        #expect(Self.decodeError(Array(String(repeating: "]", count: 10_000).utf8))?.description
            == "$: syntax error at line 1, column 1: expected a value, found ']'")
    }

    @Test func hugeExponent() {
        #expect(Docs.error(Docs.document(sections: "", viewport: #"{"width": 1e999, "height": 812}"#))
            == "$.viewport.width: number 1e999 is out of range at line 1, column 37")
    }

    @Test func nanAndInfinityLiterals() {
        #expect(Docs.error(Docs.document(sections: "", viewport: #"{"width": NaN, "height": 812}"#))
            == "$.viewport.width: syntax error at line 1, column 37: expected a value, found 'NaN'")
        #expect(Docs.error(Docs.document(sections: "", viewport: #"{"width": Infinity, "height": 812}"#))
            == "$.viewport.width: syntax error at line 1, column 37: expected a value, found 'Infinity'")
    }

    @Test func emptyFile() {
        #expect(Self.decodeError([])?.description == "$: syntax error at line 1, column 1: expected a value, found end of input")
    }

    @Test func binaryGarbage() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in [1, 7, 64, 1000, 50_000] {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            #expect(Self.decodeError(bytes) != nil)
        }
        for byte in UInt8.min...UInt8.max {
            #expect(Self.decodeError([byte]) != nil)
        }
    }

    @Test func everyTruncationOfAFullDocument() throws {
        let bytes = Array(FullDocument.text.utf8)
        guard let end = bytes.lastIndex(of: UInt8(ascii: "}")) else { throw Failure.noClosingBrace }
        for length in 0..<end {
            let error = Self.decodeError(Array(bytes[0..<length]))
            #expect(error != nil, "prefix of \(length) bytes decoded")
        }
        #expect(Self.decodeError(Array(bytes[0...end])) == nil)
    }

    @Test func everySingleByteMutationOfAFullDocument() {
        let bytes = Array(FullDocument.text.utf8)
        let replacements: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "-"), UInt8(ascii: "9"), 0xFF]
        for index in bytes.indices {
            var mutated = bytes
            mutated[index] = replacements[index % replacements.count]
            _ = Self.decodeError(mutated)
        }
    }

    @Test func hugeItemCountsAreRefusedNotAllocated() {
        #expect(Docs.error(Docs.section(#""group": \#(Docs.group), "itemCount": 1e12"#))
            == "$.sections[0].itemCount: must be between 0 and 10000000 (found 1000000000000)")
        let text = Docs.document(sections: #"{"id": "a", "group": \#(Docs.group), "itemCount": 6000000}, {"id": "b", "group": \#(Docs.group), "itemCount": 6000000}"#)
        #expect(Docs.error(text) == "$.sections[1].itemCount: at most 10000000 allowed (found 12000000)")
    }

    enum Failure: Error { case noClosingBrace }
}
