import ListKit
import Testing

/// The seed's renderer shape: `ComposeRenderer(dataSource:delegate:cellClass:)`
/// and a delegate that hears selection, display, end of display and the end
/// of the list.
@Suite struct RendererDelegateTests {
    final class SwipeCell: ComponentCell {}

    final class Recorder: ComposeRendererDelegate {
        var events: [String] = []
        func renderer(_ renderer: ComposeRenderer, didSelect component: AnyComponent, at indexPath: ElementIndexPath) {
            events.append("select \(indexPath.item)")
        }
        func renderer(_ renderer: ComposeRenderer, willDisplay component: AnyComponent, at indexPath: ElementIndexPath) {
            events.append("display \(indexPath.item)")
        }
        func renderer(_ renderer: ComposeRenderer, didEndDisplay component: AnyComponent, at indexPath: ElementIndexPath) {
            events.append("end \(indexPath.item)")
        }
        func rendererDidReachEnd(_ renderer: ComposeRenderer) { events.append("reach end") }
    }

    @Test func theDelegateHearsTheListAndTheCellClassIsUsed() throws {
        let recorder = Recorder()
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), delegate: recorder, cellClass: SwipeCell.self,
            viewport: Viewport(size: Size(width: 375, height: 300), scale: 3))
        // Five 100-pt rows on a 300-pt screen: rows 0 … 2 show.
        renderer.render {
            Section(id: "rows") {
                VGroup(of: Array(0..<5), width: .fractionalWidth(1), height: .absolute(500)) {
                    LoggingComponent(id: $0, log: DisplayLog())
                }
            }
        }
        #expect(recorder.events == ["display 0", "display 1", "display 2"])
        #expect(renderer.collectionView.visibleCells.allSatisfy { $0 is SwipeCell })
        recorder.events = []
        renderer.tap(at: Point(x: 10, y: 150))
        #expect(recorder.events == ["select 1"])
        recorder.events = []
        // To the end (500 − 300 = 200): rows 0 and 1 leave, 3 and 4 arrive; 4 is the last.
        renderer.scroll(to: Point(x: 0, y: 200))
        #expect(recorder.events.sorted() == ["display 3", "display 4", "end 0", "end 1", "reach end"])
    }
}
