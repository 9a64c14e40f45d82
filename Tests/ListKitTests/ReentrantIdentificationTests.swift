import ListKit
import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle
import Testing

/// The app's code the renderer runs to tell elements apart (a made list's
/// `id` closure here) may read the renderer while a tracker updates, and a
/// call that would change the renderer is refused: neither stops the
/// process on Swift's exclusivity check, as both did.
@Suite struct ReentrantIdentificationTests {
    struct Row: Component, Equatable {
        let id: Int
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)) }
        func render(in content: ContentView) {}
    }

    static let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// 500 rows 100 pt high, made on demand; `asked` runs each time an id is asked.
    static func rows(_ asked: @escaping (Int) -> Void) -> ComposedLayout {
        let row = LayoutElement.item(LayoutItem(layoutSize: Row(id: 0).layoutSize()))
        let model = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [row]),
            itemCount: 500)
        let components = ComponentList(count: 500, idsAreUnique: true, id: { position in
            asked(position)
            return AnyHashable(position)
        }) { AnyComponent(Row(id: $0)) }
        return ComposedLayout(
            configuration: LayoutConfiguration(), composing: [ComposedSection(id: "rows", model: model, components: components)])
    }

    /// Rows 0 … 8 meet 0 … 812 at first; scrolled to 250 (250 … 1062),
    /// rows 2 … 10 are displayed and the tracker asks only for the new
    /// rows 9 and 10, with the 9 rows of before displayed.
    @Test func readsAnswerTheStateBeforeTheUpdateAndChangesAreRefused() {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Self.viewport)
        nonisolated(unsafe) weak var watched = renderer
        nonisolated(unsafe) var elementsSeen = -1
        nonisolated(unsafe) var deadline: Milliseconds? = -1
        renderer.render(Self.rows { position in
            log.events.append("id \(position) with \(watched?.displayedCount ?? -1)")
            if position == 10 {
                elementsSeen = watched?.displayedElements.count ?? -1
                deadline = watched?.nextLifecycleDeadline
                watched?.scroll(to: Point(x: 0, y: 5000))
            }
        }, animated: false)
        #expect(log.events == (0...8).map { "id \($0) with 0" })
        #expect(renderer.issues.isEmpty)

        log.events = []
        renderer.scroll(to: Point(x: 0, y: 250))
        #expect(log.events == ["id 9 with 9", "id 10 with 9"])
        #expect(elementsSeen == 0)
        #expect(deadline == nil)
        #expect(renderer.collectionView.contentOffset == Point(x: 0, y: 250))
        #expect(renderer.displayedCount == 9)
        #expect(renderer.issues == [
            .reentrantCall("displayedElements"), .reentrantCall("nextLifecycleDeadline"),
            .reentrantCall("a step (render, scroll, resize, advance, swipe or move)"),
        ])
    }

    /// With one screen of prefetch, the prefetch tracker asks for rows
    /// ahead after the lifecycle tracker's update: read then, the renderer
    /// answers its 9 displayed rows (2 … 10 at 250) and the distance, and
    /// a change of the distance is refused.
    @Test func readsDuringThePrefetchTrackersUpdate() throws {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Self.viewport)
        let distance = try PrefetchDistance.screens(1)
        renderer.prefetchDistance = distance
        nonisolated(unsafe) weak var watched = renderer
        nonisolated(unsafe) var prefetchReads: [String] = []
        nonisolated(unsafe) var scrolled = false
        renderer.render(Self.rows { position in
            // Rows past 10 are only ever asked for by the prefetch tracker.
            guard scrolled, position > 10, let renderer = watched else { return }
            prefetchReads.append(
                "\(renderer.displayedCount) \(renderer.displayedElements.count) \(renderer.prefetchDistance == distance)")
            renderer.prefetchDistance = nil
        }, animated: false)
        scrolled = true
        renderer.scroll(to: Point(x: 0, y: 250))
        #expect(!prefetchReads.isEmpty)
        #expect(Set(prefetchReads) == ["9 9 true"])
        #expect(renderer.prefetchDistance == distance)
        #expect(Set(renderer.issues) == [.reentrantCall("prefetchDistance")])
    }

    /// Code run while the tracker asks for ids scrolls the collection view
    /// itself, to 400: the pass is not shown to the tracker then (reported);
    /// the next step shows it, rows 4 … 12 (400 … 1212) displayed.
    @Test func aLayoutPassCausedWhileIdentifyingWaitsForTheNextStep() {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Self.viewport)
        nonisolated(unsafe) weak var watched = renderer
        renderer.render(Self.rows { position in
            if position == 10 { try? watched?.collectionView.setContentOffset(Point(x: 0, y: 400)) }
        }, animated: false)
        renderer.scroll(to: Point(x: 0, y: 250))
        #expect(renderer.issues == [.reentrantCall("a layout pass of collectionView")])
        #expect(renderer.collectionView.contentOffset == Point(x: 0, y: 400))
        // The tracker saw 250 … 1062: rows 2 … 10.
        #expect(renderer.displayedElements.map(\.attributes.indexPath.item) == Array(2...10))
        renderer.advance(to: 1)
        #expect(renderer.displayedElements.map(\.attributes.indexPath.item) == Array(4...12))
    }
}
