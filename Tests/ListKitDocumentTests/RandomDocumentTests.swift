import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// Properties every valid document's layout keeps, checked on 300 random
/// documents: finite frames; cells inside the content (or, in orthogonal
/// sections, inside their section's row), up to pixel rounding; rectangle
/// queries equal to a scan of every element; the same output bytes twice.
@Suite struct RandomDocumentTests {
    @Test(arguments: 0..<300)
    func aRandomDocumentKeepsTheLayoutsInvariants(seed: Int) throws {
        var generator = RandomDocumentGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let text = generator.document()
        let document = try LayoutDocument(text: text)
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        let all = solved.allElements()
        let size = solved.contentSize
        // Rule 22: sizes round to the pixel and origins accumulate from the
        // rounded sizes, so a row that fits exactly may end a few pixels past
        // its container (ten items each rounded up half a pixel).
        let slack = 4.0
        for element in all {
            let f = element.frame
            let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(element) in \(text)")
            #expect(f.width >= 0 && f.height >= 0, "\(element) in \(text)")
            guard element.category == .cell else { continue }
            let section = solved.sections[element.indexPath.section]
            #expect(f.minY >= -slack && f.maxY <= size.height + slack, "\(element) outside \(size) in \(text)")
            if section.isOrthogonal {
                #expect(f.minY >= section.frame.minY - slack && f.maxY <= section.frame.maxY + slack,
                        "\(element) outside its row \(section.frame) in \(text)")
            } else {
                #expect(f.minX >= -slack && f.maxX <= size.width + slack, "\(element) outside \(size) in \(text)")
            }
        }
        // Queries: every element whose frame meets the rectangle, in the scan's order.
        let offset = solved.restContentOffset
        for fraction in [0.0, 0.25, 0.5, 0.9] {
            let rect = Rect(x: 0, y: size.height * fraction, width: size.width, height: document.viewport.size.height)
            let queried = solved.elements(in: rect, contentOffset: offset, orthogonalOffsets: [:])
            let scanned = solved.allElements(contentOffset: offset).filter { $0.frame.intersects(rect) }
            #expect(queried == scanned, "query \(rect) in \(text)")
        }
        // The same bytes twice.
        let first = LayoutOutput(document: document, contentSize: size, contentOffset: offset, elements: all).json()
        let again = try LayoutSolver.solve(LayoutDocument(text: text).layout, in: document.viewport)
        let second = LayoutOutput(
            document: document, contentSize: again.contentSize, contentOffset: offset, elements: again.allElements()).json()
        #expect(second == first)
    }
}
