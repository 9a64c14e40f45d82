import ListKitCore
import ListKitDocument
@testable import ListKitEngine
import Testing

/// The lazy solve (repetitions of one template computed when asked) gives
/// exactly the frames of the full solve (every repetition stored), for
/// everything that reads a layout: content size, section frames, every
/// element in order, rectangle queries with pinning and orthogonal offsets,
/// index-path lookups and group frames. Checked on 300 random documents.
@Suite struct LazySolveTests {
    @Test(arguments: 0..<300)
    func lazyAndFullSolvesAgree(seed: Int) throws {
        var generator = RandomDocumentGenerator(seed: UInt64(seed) &* 0xD1B5_4A32_D192_ED03 &+ 7)
        let text = generator.document()
        let document = try LayoutDocument(text: text)
        let lazy = try LayoutSolver.solve(document.layout, in: document.viewport, sizing: nil, expansion: .lazy)
        let full = try LayoutSolver.solve(document.layout, in: document.viewport, sizing: nil, expansion: .full)
        #expect(lazy.contentSize == full.contentSize, "\(text)")
        #expect(lazy.elementCount == full.elementCount, "\(text)")
        #expect(lazy.allElements() == full.allElements(), "\(text)")
        for (a, b) in zip(lazy.sections, full.sections) {
            #expect(a.frame == b.frame && a.rowLength == b.rowLength && a.itemCount == b.itemCount, "\(text)")
            #expect(a.groupFrames == b.groupFrames, "section \(a.index) in \(text)")
            for item in [-1, 0, 1, a.itemCount / 2, a.itemCount - 1, a.itemCount] {
                #expect(a.cellFrame(at: item) == b.cellFrame(at: item), "item \(item) in \(text)")
            }
        }
        // Every section that scrolls on its own is moved by 37 pt.
        var orthogonal: [Int: Point] = [:]
        for section in lazy.sections where section.isOrthogonal { orthogonal[section.index] = Point(x: 37, y: 37) }
        let size = lazy.contentSize
        let viewport = document.viewport.size
        for fraction in [-0.1, 0.0, 0.3, 0.5, 0.77, 1.0] {
            let offset = Point(x: size.width * fraction, y: size.height * fraction)
            let rect = Rect(origin: offset, size: viewport)
            for offsets in [[:], orthogonal] {
                let a = lazy.elements(in: rect, contentOffset: offset, orthogonalOffsets: offsets)
                let b = full.elements(in: rect, contentOffset: offset, orthogonalOffsets: offsets)
                #expect(a == b, "query \(rect) in \(text)")
            }
        }
    }
}
