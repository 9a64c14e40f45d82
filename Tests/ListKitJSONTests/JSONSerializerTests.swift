import Testing
import ListKitJSON

@Suite("JSON serializer")
struct JSONSerializerTests {
    @Test func writesCompactTextInKeyOrder() {
        let value: JSONValue = ["text": "Hi", "size": 12, "ratio": 0.25, "on": true, "none": nil, "tags": ["a", 1]]
        #expect(value.serialized() == #"{"text":"Hi","size":12,"ratio":0.25,"on":true,"none":null,"tags":["a",1]}"#)
        #expect(value.serializedBytes == Array(value.serialized().utf8))
    }

    @Test func escapesStringsOntoOneLine() {
        let value: JSONValue = .string("q\"b\\s/\n\r\t\u{08}\u{0C}\u{01}\u{7F}\u{2028}é😀")
        #expect(value.serialized() == #""q\"b\\s/\n\r\t\b\f\u0001\u007f\u2028é😀""#)
    }

    /// Safe in HTML, `<`, `>` and `&` are escapes too (lowercase hex, as
    /// every escape the writer makes); otherwise they are written as they are.
    @Test func quotesSafelyForHTMLWhenAsked() {
        #expect(JSONValue.quoted("</script>&") == #""</script>&""#)
        #expect(JSONValue.quoted("</script>&", safeInHTML: true) == #""\u003c/script\u003e\u0026""#)
        #expect(JSONValue.quoted("a\u{1F}", safeInHTML: true) == #""a\u001f""#)
    }

    @Test func writesNumbers() {
        #expect(JSONValue.number(12).serialized() == "12")
        #expect(JSONValue.number(-0.0).serialized() == "0")
        #expect(JSONValue.number(0.1).serialized() == "0.1")
        #expect(JSONValue.number(1e-7).serialized() == "1e-07")
        #expect(JSONValue.number(1e300).serialized() == "1e+300")
        #expect(JSONValue.number(9_007_199_254_740_992).serialized() == "9007199254740992")
        #expect(JSONValue.number(.infinity).serialized() == "null")
    }

    @Test func roundTripsThroughTheParser() throws {
        let text = #"{"a":[1,2.5,-3e-05,"\u00e9\ud83d\ude00",{"b":null,"c":false}],"d":{}}"#
        let value = try JSONParser().parse(text)
        #expect(try JSONParser().parse(value.serialized()) == value)
        #expect(value.serialized() == #"{"a":[1,2.5,-3e-05,"é😀",{"b":null,"c":false}],"d":{}}"#)
    }

    @Test func objectSubscriptEditsInPlace() {
        var object = JSONObject([JSONMember(key: "a", value: 1), JSONMember(key: "b", value: 2), JSONMember(key: "a", value: 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
        object["b"] = nil
        object["c"] = "x"
        #expect(JSONValue.object(object).serialized() == #"{"a":3,"c":"x"}"#)
    }
}
