import ListKitDSL
import Testing
import ListKitCore
import ListKitPlugins

@Suite("The C sample plugin, Plugins/Badge")
struct BadgeSampleTests {
    @Test func declaresOneKind() throws {
        let path = try Fixtures.get().path("Badge")
        let info = try PluginLoader().inspect(path: path).get()
        #expect(info.name == "Badge")
        #expect(info.version == "1.0.0")
        #expect(info.kinds.map(\.description) == ["com.listkit.badge (measure_batch, will_display, did_end_display, visibility_changed, accessibility)"])
    }

    @Test func measuresAndRendersItsText() throws {
        let plugin = try PluginLoader().load(path: Fixtures.get().path("Badge"))
        let badge = try #require(plugin.kind("com.listkit.badge"))
        let new = PluginProps(json: #"{"text": "NEW"}"#)
        let size = try badge.measure(proposed: Size(width: 375, height: .infinity), props: new)
        #expect(size == Size(width: 33, height: 20))
        #expect(try badge.render(size: size, props: new) == [
            .fillRect(Rect(x: 0, y: 0, width: 33, height: 20), Color(rgba: 0xe53935ff)),
            .textBox("NEW", in: Rect(x: 6, y: 4, width: 21, height: 12), size: 12, color: .white),
        ])
        let counts = try badge.measureBatch([
            PluginMeasureRequest(proposed: .zero, props: PluginProps(json: #"{"count": 3}"#)),
            PluginMeasureRequest(proposed: .zero, props: PluginProps(json: #"{"count": 250}"#)),
        ])
        #expect(counts == [Size(width: 20, height: 20), Size(width: 33, height: 20)])
    }

    @Test func rejectsPropsWithoutTextOrCount() throws {
        let path = try Fixtures.get().path("Badge")
        let plugin = try PluginLoader().load(path: path)
        let badge = try #require(plugin.kind("com.listkit.badge"))
        let error = try expectError { try badge.measure(proposed: .zero, props: PluginProps(json: #"{"title": "x"}"#)) }
        #expect(error?.description == #"\#(path): kind com.listkit.badge: measure rejected the props: props need "text" (a string) or "count" (an integer)"#)
    }

    @Test func findsEachKeyWhereItFirstOccurs() throws {
        let path = try Fixtures.get().path("Badge")
        let plugin = try PluginLoader().load(path: path)
        let badge = try #require(plugin.kind("com.listkit.badge"))
        let requests = [
            #"{"count": 5, "text": "AB"}"#,   // a text wins over a count: "AB"
            #"{"text" "x", "count": 123}"#,  // no colon after "text": the count, shown as "99+"
            #"{"text": "Größe!"}"#,          // six characters
            #"{"count": 7}"#,                // one character: never narrower than tall
        ].map { PluginMeasureRequest(proposed: .zero, props: PluginProps(json: $0)) }
        // Width max(20, 12 + 7 × characters): 12 + 14, 12 + 21, 12 + 42, 20.
        let sizes = [Size(width: 26, height: 20), Size(width: 33, height: 20), Size(width: 54, height: 20), Size(width: 20, height: 20)]
        #expect(try badge.measureBatch(requests) == sizes)
        #expect(try requests.map { try badge.measure(proposed: $0.proposed, props: $0.props) } == sizes)
        // Only a key's first occurrence is read: here "count" first appears as a value.
        let error = try expectError {
            try badge.measure(proposed: .zero, props: PluginProps(json: #"{"note": "count", "count": 12}"#))
        }
        #expect(error?.description == #"\#(path): kind com.listkit.badge: measure rejected the props: props need "text" (a string) or "count" (an integer)"#)
    }
}
