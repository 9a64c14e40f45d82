import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// The repository's root folder, found from this file's path.
let repositoryRoot: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/EndToEndTests/ExampleSupport.swift
    return parts.joined(separator: "/")
}()

/// Decodes and solves `Examples/<name>`.
func solveExample(_ name: String) throws -> (LayoutDocument, SolvedLayout) {
    let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/" + name)
    let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
    return (document, solved)
}

let tolerance = 0.0005

func expectFrame(
    _ frame: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame else {
        Issue.record("missing frame", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(frame.minX - x) <= tolerance && abs(frame.minY - y) <= tolerance
        && abs(frame.width - width) <= tolerance && abs(frame.height - height) <= tolerance
    #expect(ok, "got \(frame), expected (\(x), \(y), \(width) × \(height))", sourceLocation: sourceLocation)
}
