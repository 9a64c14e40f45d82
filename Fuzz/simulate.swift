// libFuzzer target `simulate`: the bytes are a layout document, a scroll
// script and, optionally, the document every `update` step loads, separated
// by NUL bytes. The document is composed with the built-in component kinds
// and the script played over it by the Simulator, frame by frame, as
// `viewport-sim simulate` plays it (components rendered, reused and told
// their lifecycle). DocumentError, ScriptError and SimulationError are the
// expected outcomes of bad input; a trap, a hang or unbounded memory is a bug.
import ListKit
import ListKitDocument
import ListKitJSON
import ListKitSimulation

/// The most items a document may have for the fuzzer to play it (the
/// frames' work grows with what is on screen, the first render's with the
/// item count: linear, not a bug, and slow for a fuzzer).
let playedItemLimit = 500
/// The most steps, and seconds of timed steps, a script may have to be
/// played; it is played at `playedFramesPerSecond`.
let playedStepLimit = 32
let playedSecondsLimit = 3.0
let playedFramesPerSecond = 30.0
/// The most VoiceOver focus moves a script may make to be played (one frame each).
let playedFocusMoveLimit = 200

/// Splits the input, reads the documents and the script, and plays it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = Array(UnsafeBufferPointer(start: data, count: size))
        .split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { Array($0) }
    guard parts.count >= 2, let (document, composed) = read(parts[0]),
          let json = try? JSONParser().parse(parts[1]), let script = try? ScrollScript(json: json, directory: "/fuzz"),
          script.steps.count <= playedStepLimit,
          script.steps.reduce(0, { $0 + $1.timedSeconds }) <= playedSecondsLimit,
          script.steps.reduce(0, { total, step in
              if case .focus(_, let count) = step { return total + count }
              return total
          }) <= playedFocusMoveLimit
    else { return 0 }
    let update = parts.count > 2 ? read(parts[2]).map { LoadedDocument(document: $0.document, composed: $0.composed) } : nil
    guard let simulator = try? Simulator(
        composed: composed, viewport: document.viewport, settingsOf: script, fps: playedFramesPerSecond,
        loader: { path throws(SimulationError) in
            guard let update else { throw .document(step: nil, path: path, error: DocumentError(path: "$", problem: .fileNotFound(path))) }
            return update
        })
    else { return 0 }
    _ = try? simulator.run(script)
    return 0
}

/// The document in `bytes` and its layout composed with the built-in
/// kinds, or `nil` when it does not read or has too many items to play.
func read(_ bytes: [UInt8]) -> (document: LayoutDocument, composed: ComposedLayout)? {
    guard let document = try? LayoutDocument(bytes: bytes) else { return nil }
    var items = 0
    for section in document.layout.sections {
        items += section.itemCount
        if items > playedItemLimit { return nil }
    }
    guard let composed = try? document.composedLayout(registry: .builtIn) else { return nil }
    return (document, composed)
}
