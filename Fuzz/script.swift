// libFuzzer target `script`: the bytes are a scroll script. They are parsed
// with JSONParser and read with ScrollScript(json:directory:); the reader
// only names the documents of `update` steps, it opens none. JSONParseError
// and DocumentError are the expected outcomes of bad input; a trap, a hang
// or unbounded memory is a bug.
//
// Fuzz/run.sh builds ListKitSimulation from its Script folder only: the
// simulator itself needs the whole of ListKit, the reader does not.
import ListKitDocument
import ListKitJSON
import ListKitSimulation

/// Parses the input as JSON and reads it as a script.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONParser().parse(bytes) else { return 0 }
    _ = try? ScrollScript(json: json, directory: "/scripts")
    return 0
}
