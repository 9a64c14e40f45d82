// libFuzzer target `json-reader`: the bytes are a JSON text for
// ListKitJSON's parser. Any value or any JSONParseError is fine; a
// trap, a hang or unbounded memory is a bug. A value that parses must also
// serialize and parse back to itself.
import ListKitJSON

/// Parses the input as JSON, and a parsed value's serialization again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser().parse(bytes) else { return 0 }
    let text = value.serialized()
    guard let again = try? JSONParser().parse(text) else {
        fatalError("the serialization of a parsed value does not parse: \(text)")
    }
    guard again == value else { fatalError("a value changed through its serialization: \(text)") }
    return 0
}
