import ListKit
import Testing

/// How often a render reads the caller's ids and contents (issue 37,
/// point 2): each id of the new list is hashed once per render, by the
/// duplicate check, whose hashes the diff takes, and the next diff takes
/// them again as its source's; the lifecycle hashes the ids of visible
/// elements it has not seen before (after an update the others keep the
/// ids they had). Each id is compared once per matched pair and each
/// content once per matched pair; after an update that changed a content,
/// each visible cell's content once more, and after one that changed the
/// screen, each visible element's id once more (the lifecycle's check that
/// an element's id is still its own).
@Suite struct IDWorkPerRenderTests {
    /// Counts what is asked of the ids and components of one renderer.
    final class Counts: @unchecked Sendable {
        var hashes = 0
        var idComparisons = 0
        var contentComparisons = 0

        /// The counts so far, then zero.
        func take() -> [Int] {
            defer { (hashes, idComparisons, contentComparisons) = (0, 0, 0) }
            return [hashes, idComparisons, contentComparisons]
        }
    }

    /// An id as apps have them (a string from a server), counting its hashes and comparisons.
    struct CountedID: Hashable, @unchecked Sendable {
        let text: String
        let counts: Counts

        func hash(into hasher: inout Hasher) {
            counts.hashes += 1
            hasher.combine(text)
        }

        static func == (a: CountedID, b: CountedID) -> Bool {
            a.counts.idComparisons += 1
            return a.text == b.text
        }
    }

    /// A 44-pt row.
    struct Row: Component {
        let id: CountedID

        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        }
        func render(in content: ContentView) {}
        static func isContentEqual(_ a: Row, _ b: Row) -> Bool? {
            a.id.counts.contentComparisons += 1
            return a.id.text == b.id.text
        }
    }

    /// The seed's pattern: one section, one group of all the rows.
    static func section(_ ids: [CountedID]) -> Section {
        Section(id: "feed") {
            VGroup(of: ids, width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0) }
        }
    }

    /// 200 rows on a 375 × 812 screen: rows 0 … 18 are visible (row 18
    /// spans 792 to 836), 19 elements.
    static let visible = 19

    @Test func eachIDIsHashedOncePerRenderFromTheFirstUpdateOn() {
        let counts = Counts()
        let ids = (0..<200).map { CountedID(text: "post-\($0)", counts: counts) }
        // One deleted (100), one inserted (at 66), one moved (50 to 159):
        // 199 pairs match.
        var updated = ids
        updated.remove(at: 100)
        updated.insert(CountedID(text: "new", counts: counts), at: 66)
        updated.insert(updated.remove(at: 50), at: 160)
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 1))

        // The first render (a reload): the check hashes the 200 ids, the
        // lifecycle the 19 visible ones; nothing is compared (no element
        // was tracked before).
        renderer.render(sections: [Self.section(ids)])
        #expect(counts.take() == [200 + Self.visible, 0, 0])
        // The first update hashes the 200 new ids only: the old ones' hashes
        // are the first render's, and the visible rows keep their ids. 199
        // pairs match: one id comparison and one content comparison each.
        // No content changed, and every change lies off the screen (no view
        // on it made, ended or carried elsewhere): the visible cells are not
        // compared again, and the lifecycle asks for no id at all.
        renderer.render(sections: [Self.section(updated)])
        #expect(renderer.issues.isEmpty)
        #expect(counts.take() == [200, 199, 199])
        // Back, and the same list again: the same, with 200 pairs for the latter.
        renderer.render(sections: [Self.section(ids)])
        #expect(counts.take() == [200, 199, 199])
        renderer.render(sections: [Self.section(ids)])
        #expect(counts.take() == [200, 200, 200])
        // A row inserted at the top: every visible row moves one down. The
        // check hashes 201 ids, the lifecycle the new row's (its id is new).
        // 200 pairs match. The lifecycle compares the new row with the ids
        // that were at its place and one row after (2), the next row with
        // the ids at its place, one after and one before, where it finds
        // its own (3), and each row after at one before straight away (17).
        // Row 18, pushed off the screen, ends its display: the view it
        // had went to the new row, so its component is told apart from the
        // one that view shows now by their ids (1).
        let top = CountedID(text: "top", counts: counts)
        renderer.render(sections: [Self.section([top] + ids)])
        #expect(renderer.issues.isEmpty)
        #expect(counts.take() == [201 + 1, 200 + 2 + 3 + 17 + 1, 200])
    }

    @Test func aNonAnimatedRenderKeepsItsHashesForTheNextUpdate() {
        let counts = Counts()
        let ids = (0..<200).map { CountedID(text: "post-\($0)", counts: counts) }
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 1))
        renderer.render(sections: [Self.section(ids)])
        _ = counts.take()
        // Shown without animation (a reload), then updated: the update
        // hashes only its own 198 ids (the visible rows keep their ids).
        renderer.render(sections: [Self.section(Array(ids.dropLast()))], animated: false)
        _ = counts.take()
        renderer.render(sections: [Self.section(Array(ids.dropLast(2)))])
        #expect(counts.take()[0] == 198)
        let last = (renderer.dataSource as? DiffableDataSource)?.lastUpdate
        #expect(last?.changes.deleted == 1)
    }
}
