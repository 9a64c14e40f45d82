import ListKit
import ListKitSeedComponents
import Testing

/// A row with a badge that shows the row's count.
private struct CountedRow: Component, Equatable {
    let name: String
    let count: Int
    var id: AnyHashable { name }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) { content.draw(.text(name, at: .zero, size: 17, color: .black)) }
    func supplementComponents() -> [AnySupplementaryComponent] { [AnySupplementaryComponent(CountBadge(count: count))] }
}

/// A 20 × 20 badge drawing a number.
private struct CountBadge: SupplementaryComponent, Equatable {
    let count: Int
    var id: AnyHashable { "badge" }
    var elementKind: String { "badge" }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)) }
    func render(in content: ContentView) { content.draw(.text("\(count)", at: .zero, size: 12, color: .white)) }
}

/// Headers, footers and badges show the new content after any render.
@Suite struct SupplementaryContentTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    func render(_ renderer: ComposeRenderer, title: String, count: Int, animated: Bool) {
        renderer.render(animated: animated) {
            Section(id: "list") {
                VGroup(width: .fractionalWidth(1), height: .absolute(88)) {
                    CountedRow(name: "inbox", count: count)
                    CountedRow(name: "sent", count: 0)
                }
            }
            .boundarySupplementaryItem(SectionHeaderComponent(title: title))
        }
    }

    func drawing(_ renderer: ComposeRenderer, _ kind: String, _ path: ElementIndexPath) -> [DrawOperation]? {
        (renderer.collectionView.supplementaryView(forElementKind: kind, at: path) as? ComponentReusableView)?
            .contentView?.displayList
    }

    @Test(arguments: [true, false])
    func aChangedHeaderAndBadgeShowTheirNewContent(animated: Bool) {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        render(renderer, title: "Mail", count: 3, animated: false)
        #expect(drawing(renderer, "header", ElementIndexPath(section: 0, item: 0))
            == [.text("Mail", at: Point(x: 16, y: 12), size: 17, color: .black)])
        #expect(drawing(renderer, "badge", ElementIndexPath(section: 0, item: 0)) == [.text("3", at: .zero, size: 12, color: .white)])
        render(renderer, title: "Mailbox", count: 4, animated: animated)
        #expect(renderer.issues.isEmpty)
        #expect(drawing(renderer, "header", ElementIndexPath(section: 0, item: 0))
            == [.text("Mailbox", at: Point(x: 16, y: 12), size: 17, color: .black)])
        #expect(drawing(renderer, "badge", ElementIndexPath(section: 0, item: 0)) == [.text("4", at: .zero, size: 12, color: .white)])
        #expect(drawing(renderer, "badge", ElementIndexPath(section: 0, item: 1)) == [.text("0", at: .zero, size: 12, color: .white)])
    }
}

/// A tag anchored to a group, drawing its title.
private struct GroupTag: SupplementaryComponent {
    let title: String
    var id: AnyHashable { title }
    var elementKind: String { "tag" }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(20)) }
    func render(in content: ContentView) { content.draw(.text(title, at: .zero, size: 12, color: .black)) }
}

/// Each group's supplementary shows that group's component.
@Suite struct GroupSupplementaryTests {
    @Test func twoGroupsWithTheSameKindShowTheirOwnComponents() {
        // Two rows of two 44-pt boxes; each row carries a "tag". The engine
        // places a group's supplementary at its group's first item: 0 and 2.
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        renderer.render {
            Section(id: "rows") {
                VGroup(width: .fractionalWidth(1), height: .absolute(88)) {
                    HGroup(of: ["a", "b"], width: .fractionalWidth(1), height: .absolute(44)) {
                        ColorBox2Component(id: $0, color: .white, width: .fractionalWidth(0.5), height: .fractionalHeight(1))
                    }
                    .supplementaryItem(GroupTag(title: "first row"))
                    HGroup(of: ["c", "d"], width: .fractionalWidth(1), height: .absolute(44)) {
                        ColorBox2Component(id: $0, color: .white, width: .fractionalWidth(0.5), height: .fractionalHeight(1))
                    }
                    .supplementaryItem(GroupTag(title: "second row"))
                }
            }
        }
        #expect(renderer.issues.isEmpty)
        let tags = renderer.collectionView.visibleSupplementaryViews(ofKind: "tag")
        #expect(tags.map(\.indexPath) == [ElementIndexPath(section: 0, item: 0), ElementIndexPath(section: 0, item: 2)])
        #expect(tags.map { ($0 as? ComponentReusableView)?.contentView?.displayList } == [
            [.text("first row", at: .zero, size: 12, color: .black)],
            [.text("second row", at: .zero, size: 12, color: .black)],
        ])
    }
}

/// A content view that frames itself once, when it is made (the seed's
/// `setupView()` pattern); the component only sets the text.
private final class FramedContent: ContentView {
    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        draw(.strokeRect(Rect(x: 0, y: 0, width: 10, height: 10), .black, lineWidth: 1))
    }
}

private struct FramedRow: Component, Equatable {
    let name: String
    let title: String
    var id: AnyHashable { name }
    func contentView() -> FramedContent { FramedContent() }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: FramedContent) { content.draw(.text(title, at: .zero, size: 17, color: .black)) }
}

/// What a content view draws when it is made stays; renders add to it.
@Suite struct ContentSetupTests {
    @Test func drawingDoneAtSetUpSurvivesRenders() throws {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        let frame = DrawOperation.strokeRect(Rect(x: 0, y: 0, width: 10, height: 10), .black, lineWidth: 1)
        for title in ["one", "two"] {
            renderer.render {
                Section(id: "s") {
                    VGroup(width: .fractionalWidth(1), height: .absolute(44)) { FramedRow(name: "row", title: title) }
                }
            }
            let cell = try #require(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)) as? ComponentCell)
            #expect(cell.contentView?.displayList == [frame, .text(title, at: .zero, size: 17, color: .black)])
        }
    }
}

/// A background that logs its display.
private struct LoggedBackground: DecorationComponent {
    let log: DisplayLog
    var id: AnyHashable { "background" }
    var elementKind: String { "background" }
    func contentInsets() -> DirectionalEdgeInsets { DirectionalEdgeInsets(all: 5) }
    func render(in content: ContentView) { content.backgroundColor = Color(rgb: 0xEEEEEE) }
    func willDisplay(content: ContentView) { log.events.append("will background") }
    func didEndDisplay(content: ContentView) { log.events.append("end background") }
}

/// Decoration components get views, reused like UIKit's, and their lifecycle.
@Suite struct DecorationViewTests {
    /// Three sections of nine 100-pt rows (900 pt each, taller than the
    /// 812-pt screen), each with a background inset 5.
    func render(_ renderer: ComposeRenderer, log: DisplayLog) {
        renderer.render(of: [0, 1, 2]) { index in
            Section(id: index) {
                VGroup(of: Array(0..<9), width: .fractionalWidth(1), height: .absolute(900)) {
                    LoggingComponent(id: "\(index)-\($0)", log: DisplayLog())
                }
            }
            .decorationItem(LoggedBackground(log: log))
        }
    }

    @Test func backgroundsAreRenderedIntoReusedViews() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        render(renderer, log: log)
        let first = try #require(renderer.collectionView.decorationView(forElementKind: "background", at: ElementIndexPath(section: 0, item: 0)))
        // Section 0 spans 0 … 900: its background, inset 5, is (5, 5, 365, 890).
        #expect(first.frame == Rect(x: 5, y: 5, width: 365, height: 890))
        let content = try #require((first as? ComponentReusableView)?.contentView)
        #expect(content.backgroundColor == Color(rgb: 0xEEEEEE))
        #expect(content.frame.size == Size(width: 365, height: 890))
        #expect(log.events == ["will background"])
        // Scrolled to section 2 (1800 … 2700; the largest offset is 2700 − 812 = 1888):
        // section 0's view went back to the pool and shows section 2's background.
        renderer.scroll(to: Point(x: 0, y: 1888))
        #expect(renderer.collectionView.visibleDecorationViews(ofKind: "background").map(\.indexPath)
            == [ElementIndexPath(section: 2, item: 0)])
        #expect(renderer.collectionView.decorationView(forElementKind: "background", at: ElementIndexPath(section: 2, item: 0)) === first)
        #expect(renderer.collectionView.createdDecorationViewCount == 1)
        #expect(first.frame == Rect(x: 5, y: 1805, width: 365, height: 890))
        #expect(log.events == ["will background", "end background", "will background"])
    }
}
