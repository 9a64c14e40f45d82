// libFuzzer target `document`: the bytes are a layout document. It is
// decoded with LayoutDocument(bytes:) and, when it decodes, its layout is
// solved for its viewport, then solved again measuring what three content
// offsets show, with a measurer whose answers (hostile ones included) come
// from the input. DocumentError and LayoutValidationError are the expected
// outcomes of bad input; a trap, a hang or unbounded memory is a bug.
import ListKitCore
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
    guard let solved = try? LayoutSolver.solve(document.layout, in: document.viewport) else { return 0 }
    let sizing = measurer(answering: bytes)
    var cache = SelfSizingCache()
    // The rest offset, the middle and past the end of the content, on both
    // axes, measured one after the other with the same cache.
    let end = Point(x: solved.contentSize.width, y: solved.contentSize.height)
    for fraction in [0.0, 0.5, 1.25] {
        var offset = fraction == 0
            ? document.viewport.restContentOffset : Point(x: end.x * fraction, y: end.y * fraction)
        _ = try? LayoutSolver.solve(document.layout, in: document.viewport, sizing: sizing, cache: &cache, showing: &offset)
    }
    return 0
}

/// A measurer for items and headers whose answer for an index path is one
/// of eight, chosen by the input's last bytes: the proposal, its half, its
/// double, zero, a negative, a non-finite, a huge one, or none.
func measurer(answering bytes: [UInt8]) -> SelfSizing {
    let choices = Array(bytes.suffix(8))
    let answer: @Sendable (ElementIndexPath, Size) -> Size? = { path, proposed in
        guard !choices.isEmpty else { return nil }
        let pick = choices[Int(UInt(bitPattern: path.item &* 31 &+ path.section) % UInt(choices.count))] % 8
        switch pick {
        case 0: return proposed
        case 1: return Size(width: proposed.width / 2, height: proposed.height / 2)
        case 2: return Size(width: proposed.width * 2, height: proposed.height * 2)
        case 3: return .zero
        case 4: return Size(width: -proposed.width, height: -1)
        case 5: return Size(width: .nan, height: .infinity)
        case 6: return Size(width: 1e300, height: 1e300)
        default: return nil
        }
    }
    return SelfSizing({ answer($0, $1) }, supplementary: { _, path, proposed in answer(path, proposed) })
}
