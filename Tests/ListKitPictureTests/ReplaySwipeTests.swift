import ListKitDocument
import ListKitPicture
import ListKitSimulation
import Testing

/// Swipe steps on a replay page: one event line each, saying what the swipe did.
@Suite struct ReplaySwipeTests {
    @Test func swipesAreEventsWithTheirOutcome() throws {
        // Rows a … d, 100 × 50, each with a destructive Delete: one 74-point
        // button, open from 37 points, performed from 0.6 × 100 = 60.
        let items = ["a", "b", "c", "d"].map {
            #"{"id": "\#($0)", "component": "label", "trailingSwipeActions": [{"title": "Delete", "style": "destructive"}]}"#
        }
        let document = try LayoutDocument(text: """
            {"format": 1, "viewport": {"width": 100, "height": 100},
             "sections": [{"id": "s", "group": {"axis": "horizontal",
               "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
               "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
               "items": [\(items.joined(separator: ", "))]}]}
            """)
        let script = ScrollScript(steps: [
            .swipe(section: 0, item: 1, direction: .left, distance: .points(40)),
            .swipe(section: 0, item: 0, direction: .left, distance: .full),
        ])
        let recording = try record(document, script, fps: 10)
        let swipes = recording.events.filter { $0.name == "swipe" }
        #expect(swipes.map(\.frame) == [1, 2])
        #expect(swipes.map(\.detail) == ["[0, 1] s/b left 40: revealed Delete", "[0, 0] s/a left full: performed Delete, item deleted"])
        #expect(recording.counts["swipe"] == 2)
        #expect(recording.counts["update"] == 1)
        // a ends; b moves up to y 0 and c to y 50, where it begins to display.
        #expect(recording.events.filter { $0.frame == 2 }.map(\.name) == ["swipe", "update", "didEndDisplay", "willDisplay"])
    }
}
