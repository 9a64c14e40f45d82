import Foundation
import ListKit
import ListKitDocument
import ListKitJSON
import ListKitPicture
import ListKitSimulation

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A one-section list document: `ids.count` rows of `rowHeight` points, full
/// width, in a `width` × `height` viewport without insets; the section's id
/// and the rows' ids as given (JSON-escaped here, so any string goes).
func listDocument(sectionID: String, ids: [String], rowHeight: Double, width: Double, height: Double) throws
    -> LayoutDocument
{
    func quoted(_ s: String) -> String { JSONValue.quoted(s) }
    let items = ids.map { "{\"id\": \(quoted($0)), \"component\": \"label\", \"props\": {\"text\": \(quoted($0))}}" }
    let text = """
        {"format": 1, "viewport": {"width": \(width), "height": \(height)},
         "sections": [{"id": \(quoted(sectionID)),
           "group": {"axis": "horizontal",
             "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": \(rowHeight)}},
             "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
           "items": [\(items.joined(separator: ", "))]}]}
        """
    return try LayoutDocument(text: text)
}

/// Plays `script` over `document` and records it for a replay.
func record(_ document: LayoutDocument, _ script: ScrollScript, fps: Double) throws -> ReplayRecording {
    let simulator = try Simulator(
        composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, settingsOf: script,
        fps: fps)
    let recorder = ReplayRecorder()
    recorder.attach(to: simulator)
    try simulator.run(script)
    return recorder.recording
}

/// The text of the page's element `<script type="application/json" id="ID">`.
func embeddedJSON(_ html: String, id: String) -> String? {
    let open = "<script type=\"application/json\" id=\"\(id)\">"
    guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
}
