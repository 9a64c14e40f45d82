import ListKit
import Testing

/// The seed's pattern with self-sizing rows, `VGroup(of: rows, width:
/// .fractionalWidth(1), height: .estimated(44)) { Row($0) }` with rows
/// estimated at 44: the rows are measured as they come near the viewport,
/// exactly as a list section's rows are, not all at the first render.
@Suite struct SeedEstimatedRowsTests {
    /// Records the rows measured.
    final class Counter: @unchecked Sendable {
        var measured: [Int] = []
    }

    /// A row estimated 44 tall that measures 60.
    struct Row: Component, Equatable {
        let number: Int
        let counter: Counter

        var id: Int { number }
        static func == (a: Row, b: Row) -> Bool { a.number == b.number }
        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        }
        func measure(proposed: Size) -> Size? {
            counter.measured.append(number)
            return Size(width: proposed.width, height: 60)
        }
        func render(in content: ContentView) {}
    }

    /// A renderer on a 375 × 200 screen showing 100,000 rows, as the seed
    /// writes them (`VGroup(of:)`) or as a list section.
    func render(asList: Bool, counter: Counter) -> ComposeRenderer {
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 200), scale: 1))
        let rows = Array(0..<100_000)
        renderer.render(sections: [asList
            ? Section(id: "feed") { List(of: rows) { Row(number: $0, counter: counter) } }
            : Section(id: "feed") {
                VGroup(of: rows, width: .fractionalWidth(1), height: .estimated(44)) { Row(number: $0, counter: counter) }
            }])
        return renderer
    }

    @Test func rowsAreMeasuredAsAListSectionsAre() throws {
        let (seedCounter, listCounter) = (Counter(), Counter())
        let seed = render(asList: false, counter: seedCounter)
        let list = render(asList: true, counter: listCounter)
        // The same rows are asked to measure, and only a few of 100,000.
        #expect(seedCounter.measured == listCounter.measured)
        #expect(seedCounter.measured.count < 10)
        // Rows 0 … 4 meet the 200-pt screen at their estimates (0 to 220) and
        // take their measured 60: 0 to 300; row 5 keeps its estimate, at 300;
        // the content is 5 × 60 + 99,995 × 44.
        let solved = try #require(seed.collectionView.solvedLayout)
        #expect(solved.sections[0].cellFrame(at: 4) == Rect(x: 0, y: 240, width: 375, height: 60))
        #expect(solved.sections[0].cellFrame(at: 5) == Rect(x: 0, y: 300, width: 375, height: 44))
        #expect(solved.contentSize.height == 300 + 99_995 * 44)
        #expect(cells(seed) == cells(list))
        // Scrolled to 1,000, both measure the same rows again.
        seedCounter.measured = []
        listCounter.measured = []
        seed.scroll(to: Point(x: 0, y: 1_000))
        list.scroll(to: Point(x: 0, y: 1_000))
        #expect(!seedCounter.measured.isEmpty)
        #expect(seedCounter.measured == listCounter.measured)
        #expect(cells(seed) == cells(list))
    }

    /// The frames of the cells displayed.
    func cells(_ renderer: ComposeRenderer) -> [Rect] {
        renderer.collectionView.displayedElements.filter { $0.category == .cell }.map(\.frame)
    }
}
