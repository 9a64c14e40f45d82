import Testing
import ListKitCore
import ListKitDSL
import ListKitPlugins

@Suite("PluginComponent: a plugin kind as a ListKit component")
struct PluginComponentTests {
    /// The Badge sample's only kind.
    static func badge() throws -> PluginKind {
        let plugin = try PluginLoader().load(path: Fixtures.get().path("Badge"))
        return try #require(plugin.kind("com.listkit.badge"))
    }

    @Test func hasTheLayoutSizeOfItsDimensions() throws {
        let component = try PluginComponent(
            id: "a", kind: Self.badge(), width: .estimated(44), height: .absolute(20))
        #expect(component.layoutSize() == LayoutSize(widthDimension: .estimated(44), heightDimension: .absolute(20)))
        #expect(component.id == AnyHashable("a"))
        #expect(component.itemID == "a")
        #expect(try PluginComponent(id: 42, kind: Self.badge(), width: .absolute(1), height: .absolute(1)).itemID == "42")
    }

    @Test func measuresThroughTheKind() throws {
        let errors = ErrorRecorder()
        let badge = try Self.badge()
        let new = PluginComponent(
            id: "new", kind: badge, props: PluginProps(json: #"{"text": "NEW"}"#),
            width: .estimated(44), height: .absolute(20), onError: errors.handler)
        // width = max(20, 12 + 7 × 3), whatever is offered.
        #expect(new.measure(proposed: Size(width: 375, height: 20)) == Size(width: 33, height: 20))
        let wrapped = AnyComponent(new)
        #expect(wrapped.measure(proposed: Size(width: 44, height: 20)) == Size(width: 33, height: 20))
        let box = PluginComponent(
            id: "box", kind: try Loaded.shapes("com.test.box"), props: PluginProps(json: #"{"height":30}"#),
            width: .fractionalWidth(1), height: .estimated(44), onError: errors.handler)
        #expect(box.measure(proposed: Size(width: 375, height: 44)) == Size(width: 375, height: 30))
        #expect(errors.recorded.isEmpty)
    }

    @Test func rendersEveryOperationTypeIntoAContentView() throws {
        let errors = ErrorRecorder()
        let box = PluginComponent(
            id: "box", kind: try Loaded.shapes("com.test.box"), width: .absolute(100), height: .absolute(24),
            onError: errors.handler)
        let content = box.contentView()
        content.frame = Rect(x: 10, y: 20, width: 100, height: 24)
        box.render(in: content)
        #expect(content.displayList == [
            .fillRect(Rect(x: 0, y: 0, width: 100, height: 24), Color(red: 1, green: 0, blue: 0)),
            .strokeRect(Rect(x: 1, y: 1, width: 98, height: 22), Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255),
                        lineWidth: 2),
            .textBox("héllo", in: Rect(x: 8, y: 4, width: 40, height: 16), size: 14, color: .black),
            .image("avatar.png", in: Rect(x: 50, y: 4, width: 16, height: 16)),
        ])
        #expect(errors.recorded.isEmpty)
    }

    @Test func rendersTheBadgeAtTheContentsSize() throws {
        let badge = PluginComponent(
            id: "count", kind: try Self.badge(), props: PluginProps(json: #"{"count": 250}"#),
            width: .estimated(44), height: .absolute(20))
        let content = ContentView(frame: Rect(x: 0, y: 0, width: 33, height: 20))
        AnyComponent(badge).render(in: content)
        #expect(content.displayList == [
            .fillRect(Rect(x: 0, y: 0, width: 33, height: 20), Color(rgb: 0xe53935)),
            .textBox("99+", in: Rect(x: 6, y: 4, width: 21, height: 12), size: 12, color: .white),
        ])
    }

    @Test func translatesColoursByte255ToOne() {
        #expect(Color(rgba: 0xe53935ff) == Color(rgb: 0xe53935))
        #expect(Color(rgba: 0xffffff00) == Color(red: 1, green: 1, blue: 1, alpha: 0))
        #expect(Color(rgba: 0x336699cc).description == "#336699CC")
    }

    @Test func forwardsTheLifecycleWithItsIDAsTheItemID() throws {
        let errors = ErrorRecorder()
        let path = try Fixtures.get().path("Shapes")
        let box = PluginComponent(
            id: "component-item-7", kind: try Loaded.shapes("com.test.box"), width: .absolute(10),
            height: .absolute(10), onError: errors.handler)
        let wrapped = AnyComponent(box)
        let content = wrapped.contentView()
        wrapped.willDisplay(content: content)
        #expect(Loaded.recorder.logged.contains(
            PluginLogMessage(path: path, level: .info, text: "will_display component-item-7")))
        #expect(!Loaded.recorder.logged.contains(
            PluginLogMessage(path: path, level: .info, text: "did_end_display component-item-7")))
        wrapped.didEndDisplay(content: content)
        #expect(Loaded.recorder.logged.contains(
            PluginLogMessage(path: path, level: .info, text: "did_end_display component-item-7")))
        // A kind without lifecycle functions: nothing happens, nothing fails.
        let many = PluginComponent(
            id: "component-item-8", kind: try Loaded.shapes("com.test.many"), width: .absolute(10),
            height: .absolute(10), onError: errors.handler)
        many.willDisplay(content: content)
        many.didEndDisplay(content: content)
        #expect(errors.recorded.isEmpty)
    }

    @Test func aFailingMeasureGivesNilAndReportsTheError() throws {
        let errors = ErrorRecorder()
        let path = try Fixtures.get().path("Misbehaving")
        let nan = PluginComponent(
            id: "nan", kind: try Loaded.misbehaving("com.test.nan"), width: .estimated(50), height: .absolute(10),
            onError: errors.handler)
        #expect(nan.measure(proposed: Size(width: 50, height: 10)) == nil)
        #expect(errors.recorded == [.invalidSize(
            path: path, kind: "com.test.nan", function: .measure, defect: SizeDefect(axis: .horizontal, problem: .notANumber))])

        let rejected = ErrorRecorder()
        let shapes = try Fixtures.get().path("Shapes")
        let bad = PluginComponent(
            id: "bad", kind: try Loaded.shapes("com.test.box"), props: PluginProps(json: #"{"bad":1}"#),
            width: .absolute(10), height: .estimated(10)
        ).onError(rejected.handler)
        #expect(bad.measure(proposed: Size(width: 10, height: 10)) == nil)
        #expect(rejected.recorded == [.propsRejected(
            path: shapes, kind: "com.test.box", function: .measure, message: #"props contain "bad""#)])
    }

    @Test func aFailingMeasureWithoutAHandlerStillGivesNil() throws {
        let nan = PluginComponent(
            id: "nan", kind: try Loaded.misbehaving("com.test.nan"), width: .estimated(50), height: .absolute(10))
        #expect(nan.measure(proposed: Size(width: 50, height: 10)) == nil)
    }

    @Test func aFailingRenderDrawsNothingAndReportsTheError() throws {
        let errors = ErrorRecorder()
        let path = try Fixtures.get().path("Misbehaving")
        let failing = PluginComponent(
            id: "fails", kind: try Loaded.misbehaving("com.test.render-fails"), width: .absolute(10),
            height: .absolute(10), onError: errors.handler)
        let content = ContentView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        failing.render(in: content)
        #expect(content.displayList.isEmpty)
        #expect(errors.recorded == [.callFailed(
            path: path, kind: "com.test.render-fails", function: .render, status: 4, message: "disk on fire")])
    }

    @Test func isEqualWhenItShowsTheSameThing() throws {
        let badge = try Self.badge()
        let props = PluginProps(json: #"{"text": "NEW"}"#)
        let one = PluginComponent(id: "a", kind: badge, props: props, width: .estimated(44), height: .absolute(20))
        let handled = one.onError { _ in }
        #expect(one == handled)
        #expect(AnyComponent(one).isContentEqual(to: AnyComponent(handled)))
        #expect(one != PluginComponent(id: "a", kind: badge, props: .empty, width: .estimated(44), height: .absolute(20)))
        #expect(one != PluginComponent(id: "b", kind: badge, props: props, width: .estimated(44), height: .absolute(20)))
        #expect(one != PluginComponent(id: "a", kind: badge, props: props, width: .estimated(40), height: .absolute(20)))
    }
}
