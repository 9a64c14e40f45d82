import ListKit
import Testing

/// A list header whose component measures its own height: 50 for "Inbox",
/// 70 for anything else. It logs what it is proposed.
private struct MeasuredHeader: SupplementaryComponent {
    let title: String
    let log: ProposalLog
    var id: AnyHashable { title }
    var elementKind: String { "header" }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)) }
    func render(in content: ContentView) { content.draw(.text(title, at: .zero, size: 13, color: .black)) }
    func measure(proposed: Size) -> Size? {
        log.proposals.append(proposed)
        return Size(width: proposed.width, height: title == "Inbox" ? 50 : 70)
    }
}

/// What the headers were proposed, in order.
private final class ProposalLog: @unchecked Sendable {
    var proposals: [Size] = []
}

/// A list row that keeps its estimate (it does not measure).
private struct PlainRow: Component, Equatable {
    let number: Int
    var id: AnyHashable { number }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) { content.draw(.text("\(number)", at: .zero, size: 17, color: .black)) }
}

/// List headers self-size through the renderer as they come into view, the
/// way UIKit sizes a list's supplementary header from its content.
@Suite struct HeaderSelfSizingTests {
    @Test func aPlainListsHeadersMeasureAsTheyComeIntoView() throws {
        let log = ProposalLog()
        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        renderer.render {
            for title in ["Inbox", "Archive"] {
                Section(id: title) {
                    List(of: Array(0..<30)) { PlainRow(number: $0) }
                        .listAppearance(.plain)
                        .headerMode(.supplementary)
                }
                .boundarySupplementaryItem(MeasuredHeader(title: title, log: log))
            }
        }
        #expect(renderer.issues.isEmpty)
        // A plain list's header is estimated 28 tall (ListMetrics) and
        // proposed the full width. "Inbox" (0–28) is on screen and measures
        // 50; the rows keep 44: section 0 is 50 + 30 × 44 = 1,370 tall.
        // "Archive" (at 1,370) is not on screen: it keeps 28.
        #expect(log.proposals == [Size(width: 375, height: 28)])
        var solved = try #require(renderer.collectionView.solvedLayout)
        #expect(renderer.collectionView.contentOffset == Point(x: 0, y: 0))
        #expect(header(solved, section: 0) == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(solved.sections[0].cellFrame(at: 0) == Rect(x: 0, y: 50, width: 375, height: 44))
        #expect(header(solved, section: 1) == Rect(x: 0, y: 1370, width: 375, height: 28))
        #expect(solved.contentSize.height == 1370 + 28 + 1320)

        // At 1,000 "Archive" is on screen: it measures 70, and section 1's
        // rows start at 1,440. Row 21 of section 0 (974–1,018), first on
        // screen, keeps its place: the offset stays.
        renderer.scroll(to: Point(x: 0, y: 1000))
        #expect(log.proposals.count == 2)
        solved = try #require(renderer.collectionView.solvedLayout)
        #expect(renderer.collectionView.contentOffset == Point(x: 0, y: 1000))
        #expect(header(solved, section: 1) == Rect(x: 0, y: 1370, width: 375, height: 70))
        #expect(solved.sections[1].cellFrame(at: 0) == Rect(x: 0, y: 1440, width: 375, height: 44))
        #expect(solved.contentSize.height == 1370 + 70 + 1320)
        let view = renderer.collectionView.supplementaryView(
            forElementKind: "header", at: ElementIndexPath(section: 1, item: 0))
        #expect(view?.frame == Rect(x: 0, y: 1370, width: 375, height: 70))
    }

    /// The natural frame of `section`'s header.
    private func header(_ solved: SolvedLayout, section: Int) -> Rect? {
        solved.allElements().first {
            $0.category == .supplementary && $0.elementKind == "header" && $0.indexPath.section == section
        }?.frame
    }
}
