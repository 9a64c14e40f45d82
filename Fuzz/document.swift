// libFuzzer target `document`: the bytes are a layout document. It is
// decoded with LayoutDocument(bytes:) and, when it decodes, its layout is
// solved for its viewport. DocumentError and LayoutValidationError are the
// expected outcomes of bad input; a trap, a hang or unbounded memory is a bug.
import ListKitDocument
import ListKitEngine

/// The most items a decoded document may have for the fuzzer to solve it.
///
/// A document may ask for ten million items and the solver lays out every
/// one: time and memory linear in a count that is allowed are not bugs, and
/// would only slow the fuzzer down. Every layout feature is reachable with
/// a few items; past this count the document is decoded but not solved.
let solvedItemLimit = 10_000

/// Decodes the input as a document and solves it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? LayoutDocument(bytes: bytes) else { return 0 }
    var items = 0
    for section in document.layout.sections {
        items += section.itemCount
        if items > solvedItemLimit { return 0 }
    }
    _ = try? LayoutSolver.solve(document.layout, in: document.viewport)
    return 0
}
