import Testing
import ListKit
import ListKitPlugins

@Suite("PluginComponent inside ListKit's ComposeRenderer")
struct PluginComponentRendererTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// The visible cell at `item` of section 0, as the renderer's cell.
    func cell(_ renderer: ComposeRenderer, _ item: Int) throws -> ComponentCell {
        let cell = renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: item))
        return try #require(cell as? ComponentCell)
    }

    @Test func badgesWithEstimatedWidthsGetTheirMeasuredWidths() throws {
        let badge = try PluginComponentTests.badge()
        let errors = ErrorRecorder()
        func component(_ id: String, _ json: String) -> PluginComponent {
            PluginComponent(
                id: id, kind: badge, props: PluginProps(json: json), width: .estimated(44), height: .absolute(20),
                onError: errors.handler)
        }
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render {
            Section(id: "badges") {
                HGroup(width: .fractionalWidth(1), height: .absolute(20)) {
                    component("new", #"{"text": "NEW"}"#)
                    component("three", #"{"count": 3}"#)
                    component("hello", #"{"text": "Hello"}"#)
                }
            }
        }
        #expect(renderer.issues.isEmpty)
        #expect(errors.recorded.isEmpty)
        // width = max(20, 12 + 7 × characters), height 20; side by side from x = 0:
        // "NEW" 33, "3" max(20, 19) = 20, "Hello" 47.
        let new = try cell(renderer, 0), three = try cell(renderer, 1), hello = try cell(renderer, 2)
        #expect(new.frame == Rect(x: 0, y: 0, width: 33, height: 20))
        #expect(three.frame == Rect(x: 33, y: 0, width: 20, height: 20))
        #expect(hello.frame == Rect(x: 53, y: 0, width: 47, height: 20))
        // Each content is drawn at its measured size; the label is 12 pt, centred: y = (20 − 12) / 2,
        // in a box inset 6 pt on each side: 33 − 12 = 21 and 47 − 12 = 35 wide.
        #expect(new.contentView?.displayList == [
            .fillRect(Rect(x: 0, y: 0, width: 33, height: 20), Color(rgb: 0xe53935)),
            .textBox("NEW", in: Rect(x: 6, y: 4, width: 21, height: 12), size: 12, color: .white),
        ])
        #expect(hello.contentView?.displayList == [
            .fillRect(Rect(x: 0, y: 0, width: 47, height: 20), Color(rgb: 0xe53935)),
            .textBox("Hello", in: Rect(x: 6, y: 4, width: 35, height: 12), size: 12, color: .white),
        ])
        #expect(renderer.dataSource.component(at: ElementIndexPath(section: 0, item: 1), to: PluginComponent.self)?.itemID == "three")
    }

    @Test func rowsWithEstimatedHeightsGetTheirMeasuredHeightsAndDisplayCallsReachThePlugin() throws {
        let box = try Loaded.shapes("com.test.box")
        let path = try Fixtures.get().path("Shapes")
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render {
            Section(id: "rows") {
                VGroup(of: [30, 50], width: .fractionalWidth(1), height: .estimated(44)) { height in
                    PluginComponent(
                        id: "renderer-row-\(height)", kind: box, props: PluginProps(json: #"{"height":\#(height)}"#),
                        width: .fractionalWidth(1), height: .estimated(44))
                }
            }
        }
        #expect(renderer.issues.isEmpty)
        // The box measures as wide as offered and as tall as its props say.
        #expect(try cell(renderer, 0).frame == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(try cell(renderer, 1).frame == Rect(x: 0, y: 30, width: 375, height: 50))
        #expect(try cell(renderer, 1).contentView?.displayList.first
            == .fillRect(Rect(x: 0, y: 0, width: 375, height: 50), Color(red: 1, green: 0, blue: 0)))
        let logged = Loaded.recorder.logged
        #expect(logged.contains(PluginLogMessage(path: path, level: .info, text: "will_display renderer-row-30")))
        #expect(logged.contains(PluginLogMessage(path: path, level: .info, text: "will_display renderer-row-50")))
    }

    @Test func aFailingMeasureKeepsTheEstimateAndIsReported() throws {
        let nan = try Loaded.misbehaving("com.test.nan")
        let path = try Fixtures.get().path("Misbehaving")
        let errors = ErrorRecorder()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render {
            Section(id: "broken") {
                HGroup(width: .fractionalWidth(1), height: .absolute(10)) {
                    PluginComponent(
                        id: "nan", kind: nan, width: .estimated(50), height: .absolute(10), onError: errors.handler)
                }
            }
        }
        #expect(renderer.issues.isEmpty)
        #expect(try cell(renderer, 0).frame == Rect(x: 0, y: 0, width: 50, height: 10))
        let defect = SizeDefect(axis: .horizontal, problem: .notANumber)
        #expect(!errors.recorded.isEmpty)
        #expect(errors.recorded.allSatisfy {
            $0 == .invalidSize(path: path, kind: "com.test.nan", function: .measure, defect: defect)
        })
    }
}

@Suite("A renderer measures plugin items in batches")
struct PluginBatchRendererTests {
    @Test func threeThousandRowsMeasureWhatIsShownInBatchCallsOnly() throws {
        // A fresh copy of the shapes plugin, so that its call counters start at 0.
        let plugins = PluginRegistry()
        try plugins.load(path: Fixtures.get().path("ShapesRenderer"))
        var components = ComponentRegistry()
        try plugins.register(into: &components)
        let counter = try #require(plugins.kind("com.test.counter"))
        let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [.item(row)])
        // Row i is 10 + i mod 50 tall (the box kind answers its props' height).
        let list = ComponentList(count: 3000, idsAreUnique: true, id: { AnyHashable(String($0)) }) { index in
            (try? components.make(ComponentRequest(
                kind: "com.test.box", id: String(index),
                props: try ComponentProps(json: #"{"height":\#(10 + index % 50)}"#))))
                ?? BuiltInComponent.placeholder(ComponentRequest(kind: "box", id: String(index)))
        }
        let composed = ComposedLayout(
            configuration: LayoutConfiguration(),
            composing: [ComposedSection(id: "rows", model: LayoutSection(group: group, itemCount: 3000), components: list)])
        let renderer = ComposeRenderer(
            dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        renderer.render(composed, animated: false)
        #expect(renderer.issues.isEmpty)
        // Only the rows shown are measured (rows estimated 44 tall, the
        // viewport 812): pass 1, rows 0–18 meet it, and measure 10 + … + 28
        // = 361; pass 2, rows 19–29 (at 361 + 44k), 29 + … + 39 = 374, to
        // 735; pass 3, rows 30 and 31 (735–779, 779–823), 40 + 41, to 816.
        // The 2,968 others keep 44: 816 + 2,968 × 44 = 131,408.
        #expect(renderer.collectionView.contentSize.height == 131_408)
        // One solve remembers its runs across its passes; runs double while
        // all of the last was used: pass 1 asks 1, 2, 4, 8, 16 (rows 0–30);
        // pass 2's rows 19–29 are in the last run; pass 3's row 30 is its
        // last answer, and row 31 starts a run of 32 (rows 31–62): 6
        // measure_batch calls, no measure.
        #expect(try counter.measure(proposed: .zero) == Size(width: 6, height: 0))
    }
}
