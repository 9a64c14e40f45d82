import ListKitCore
import ListKitDSL
import ListKitJSON
import Testing

/// Kind names to components: built-in kinds, app kinds, refusals.
@Suite struct ComponentRegistryTests {
    func drawn(_ component: AnyComponent, size: Size) -> [DrawOperation] {
        let content = component.contentView()
        content.frame = Rect(origin: .zero, size: size)
        component.render(in: content)
        return content.displayList
    }

    @Test func builtInKindsDrawTheirProps() throws {
        let registry = ComponentRegistry.builtIn
        #expect(registry.kinds == ["background", "badge", "box", "label", "listRow", "placeholder"])
        let label = try registry.make(ComponentRequest(
            kind: "label", id: "a",
            props: try ComponentProps(json: #"{"text":"Hi","fontSize":10}"#)))
        #expect(label.id == AnyHashable("a"))
        // Within the default margins (8): the box 8, 8, 84 × 28; a 12-pt line centred down it at 8 + (28 − 12) / 2.
        #expect(drawn(label, size: Size(width: 100, height: 44)) == [
            .textBox("Hi", in: Rect(x: 8, y: 16, width: 84, height: 12), size: 10, color: .black),
        ])
        let box = try registry.make(ComponentRequest(
            kind: "box", id: "b", props: try ComponentProps(json: ##"{"color":"#34c759"}"##)))
        // #34c759: 0x34 = 52, 0xc7 = 199, 0x59 = 89.
        #expect(drawn(box, size: Size(width: 10, height: 10)) == [
            .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)),
        ])
        // A colour of the wrong type falls back to the default grey #D1D1D6.
        let grey = try registry.make(ComponentRequest(
            kind: "box", id: "c", props: try ComponentProps(json: #"{"color":3}"#)))
        #expect(drawn(grey, size: Size(width: 1, height: 1)) == [.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), Color(rgb: 0xD1D1D6))])
        let placeholder = BuiltInComponent.placeholder(ComponentRequest(kind: "header", id: "header"))
        #expect(drawn(placeholder, size: Size(width: 5, height: 5)).isEmpty)
    }

    @Test func appKindsAreMadeWithTheRequest() throws {
        struct Price: Component {
            let id: AnyHashable
            let amount: Double
            func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(20)) }
            func render(in content: ContentView) { content.draw(.text("\(amount)", at: .zero, size: 12, color: .black)) }
        }
        var registry = ComponentRegistry()
        try registry.register("price") { AnyComponent(Price(id: $0.id, amount: $0.props.number("amount") ?? 0)) }
        let made = try registry.make(ComponentRequest(
            kind: "price", id: "p1", props: try ComponentProps(json: #"{"amount":2.5}"#)))
        #expect(made.as(Price.self)?.amount == 2.5)
        #expect(made.id == AnyHashable("p1"))
    }

    @Test func refusalsAreTyped() {
        var registry = ComponentRegistry.builtIn
        #expect(throws: ComponentRegistryError.duplicateKind("box")) {
            try registry.register("box") { BuiltInComponent.placeholder($0) }
        }
        #expect(throws: ComponentRegistryError.emptyKindName) {
            try registry.register("") { BuiltInComponent.placeholder($0) }
        }
        #expect(throws: ComponentRegistryError.unknownKind("lable", known: ["background", "badge", "box", "label", "listRow", "placeholder"])) {
            try registry.make(ComponentRequest(kind: "lable", id: "x"))
        }
        #expect(ComponentRegistryError.unknownKind("lable", known: ["box", "label"]).description
            == #"unknown component kind "lable" (known: box, label)"#)
    }

    @Test func hexColours() {
        #expect(Color(hex: "#FF000080") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(Color(hex: "#00ff00") == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hex: "00ff00") == nil)
        #expect(Color(hex: "#00ff0") == nil)
        #expect(Color(hex: "#00gg00") == nil)
    }

    @Test func componentListsMadeOnDemand() {
        var made = 0
        let list = ComponentList(count: 1_000_000, idsAreUnique: true, id: { AnyHashable($0) }) { position in
            made += 1
            return BuiltInComponent.placeholder(ComponentRequest(kind: "box", id: String(position)))
        }
        #expect(list.count == 1_000_000)
        #expect(list.id(at: 999_999) == AnyHashable(999_999))
        #expect(made == 0)
        #expect(list[42].id == AnyHashable("42"))
        #expect(made == 1)
        let listed: ComponentList = [BuiltInComponent.placeholder(ComponentRequest(kind: "box", id: "a"))]
        #expect(listed.count == 1 && listed.id(at: 0) == AnyHashable("a") && !listed.idsAreUnique)
    }

    /// Props are parsed once and written once: the value, its compact text,
    /// fields read from the value; text that is not JSON is refused.
    @Test func propsHoldTheirValueAndItsText() throws {
        let props = try ComponentProps(json: #"{ "text" : "Hi", "n": 2, "on": true, "tags": [1] }"#)
        #expect(String(decoding: props.json, as: UTF8.self) == #"{"text":"Hi","n":2,"on":true,"tags":[1]}"#)
        #expect(props.string("text") == "Hi" && props.number("n") == 2 && props.bool("on") == true)
        #expect(props.string("n") == nil && props.number("missing") == nil && props.bool("tags") == nil)
        #expect(props == ComponentProps(["text": "Hi", "n": 2, "on": true, "tags": [1]]))
        #expect(props != ComponentProps(["text": "Hi"]))
        #expect(String(decoding: ComponentProps.empty.json, as: UTF8.self) == "{}")
        // Not an object: no fields.
        #expect(try ComponentProps(json: "5").number("n") == nil)
        #expect(throws: JSONParseError.self) { try ComponentProps(json: "{") }
    }
}
