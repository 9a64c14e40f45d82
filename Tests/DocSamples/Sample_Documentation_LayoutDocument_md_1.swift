// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKitDocument
import ListKitEngine

/// Documentation/LayoutDocument.md#1
extension Doc_Documentation_LayoutDocument_md {
    static func sample1() throws {
        let document = try LayoutDocument(contentsOfFile: "Examples/grid.json")
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        let output = LayoutOutput(document: document, contentSize: solved.contentSize,
                                  contentOffset: solved.restContentOffset, elements: solved.visibleElements(contentOffset: solved.restContentOffset))
        print(output.json().split(separator: "\n").prefix(4).joined(separator: "\n"))
    }
}
