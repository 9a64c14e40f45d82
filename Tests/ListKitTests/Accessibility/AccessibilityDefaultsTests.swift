import ListKit
import Testing

/// A row that draws a title and a subtitle as two child views, and reads
/// them as one element or as its children.
private struct TwoLineRow: Component {
    let id: String
    var behavior: AccessibilityBehavior = .element
    var priority: Double = 0

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)) }

    func render(in content: ContentView) {
        for child in content.children { child.removeFromParent() }
        // The subtitle is added first but sits below: reading order, not drawing order.
        let subtitle = ContentView(frame: Rect(x: 16, y: 32, width: 200, height: 20))
        subtitle.draw(.text("\(id) subtitle", at: .zero, size: 13, color: .black))
        let title = ContentView(frame: Rect(x: 16, y: 8, width: 200, height: 22))
        title.draw(.text(id, at: .zero, size: 17, color: .black))
        content.addChild(subtitle)
        content.addChild(title)
    }

    func accessibility() -> Accessibility? { Accessibility(behavior: behavior, sortPriority: priority) }
}

/// ListKit's defaults (`Documentation/Accessibility.md`): labels from the
/// texts drawn in reading order, children read one by one, sort priority,
/// selection, moves of a reorderable item, and a select action's button trait.
@Suite struct AccessibilityDefaultsTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    fileprivate func screen(_ rows: [TwoLineRow], source: ListKitDataSource = PlainDataSource()) -> ComposeRenderer {
        let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
        renderer.render(sections: [Section(id: "s") {
            VGroup(of: rows, width: .fractionalWidth(1), height: .absolute(60)) { $0 }
        }])
        return renderer
    }

    @Test func theLabelIsTheTextsInReadingOrderAndChildrenReadOneByOne() {
        let one = screen([TwoLineRow(id: "Mail")]).accessibilityElements()
        // The title (y 8) before the subtitle (y 32), whatever the drawing order.
        #expect(one.map(\.label) == ["Mail, Mail subtitle"])
        let children = screen([TwoLineRow(id: "Mail", behavior: .children), TwoLineRow(id: "Notes")]).accessibilityElements()
        #expect(children.map(\.label) == ["Mail", "Mail subtitle", "Notes, Notes subtitle"])
        // Child 1 (the title) comes first; its frame is the child's on screen.
        #expect(children.map(\.child) == [1, 0, nil])
        #expect(children[0].frame == Rect(x: 16, y: 8, width: 200, height: 22))
        let hidden = screen([TwoLineRow(id: "Mail", behavior: .hidden), TwoLineRow(id: "Notes")]).accessibilityElements()
        #expect(hidden.map(\.label) == ["Notes, Notes subtitle"])
    }

    @Test func focusWalksAContainersChildrenOneByOne() {
        // Mail reads its children (title, then subtitle); Notes is one element.
        let renderer = screen([TwoLineRow(id: "Mail", behavior: .children), TwoLineRow(id: "Notes")])
        #expect(renderer.focusNext()?.label == "Mail")
        #expect(renderer.focusNext()?.label == "Mail subtitle")
        #expect(renderer.focusNext()?.label == "Notes, Notes subtitle")
        // Back into Mail: its last child first.
        #expect(renderer.focusPrevious()?.label == "Mail subtitle")
        #expect(renderer.focusPrevious()?.label == "Mail")
        #expect(renderer.focusPrevious() == nil)
    }

    @Test func anElementIsReadWhenItHasOnlyAValueAndPassedOverWhenItHasNothing() {
        // A gauge that draws nothing: with a value it is read (empty label);
        // without one, nothing to read, it is passed over.
        struct Gauge: Component {
            let id: Int
            let value: String?
            func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
            func render(in content: ContentView) {}
            func accessibility() -> Accessibility? { Accessibility(value: value) }
        }
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(sections: [Section(id: "s") {
            VGroup(of: [Gauge(id: 0, value: "50 %"), Gauge(id: 1, value: nil)], width: .fractionalWidth(1), height: .absolute(44)) { $0 }
        }])
        let elements = renderer.accessibilityElements()
        #expect(elements.map(\.value) == ["50 %"] && elements.map(\.label) == [""])
        #expect(elements.first?.description == "(no label), 50 %")
    }

    @Test func aHigherSortPriorityIsReadFirst() {
        let rows = [TwoLineRow(id: "A"), TwoLineRow(id: "B", priority: 1), TwoLineRow(id: "C"), TwoLineRow(id: "D", priority: -1)]
        #expect(screen(rows).accessibilityElements().map { String($0.label.prefix(1)) } == ["B", "A", "C", "D"])
    }

    @Test func aSelectedCellIsSelectedAndASelectActionMakesAButton() {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        var selected: [String] = []
        renderer.render(sections: [Section(id: "s") {
            VGroup(of: ["A", "B"], width: .fractionalWidth(1), height: .absolute(60)) { id in
                TwoLineRow(id: id).onSelect { selected.append(id) }
            }
        }])
        #expect(renderer.accessibilityElements().map(\.traits) == [.button, .button])
        // Activating B (the default action) taps its centre (187.5, 90): it is selected.
        renderer.focusNext()
        renderer.focusNext()
        guard case .tapped(let point, let path)? = renderer.activate() else {
            Issue.record("not tapped")
            return
        }
        #expect(point == Point(x: 187.5, y: 90) && path == ElementIndexPath(section: 0, item: 1))
        #expect(selected == ["B"])
        #expect(renderer.accessibilityElements().map(\.traits) == [.button, [.button, .selected]])
    }

    @Test func aReorderableItemOffersMovesThatMoveIt() throws {
        let source = DiffableDataSource()
        var order = ["A", "B", "C"]
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { move in
            order.insert(order.remove(at: move.source.item), at: move.target.item)
        }
        let renderer = screen(order.map { TwoLineRow(id: $0) }, source: source)
        // The first can only go down, the last only up.
        #expect(renderer.accessibilityElements().map { $0.customActions.map(\.name) }
            == [["Move down"], ["Move up", "Move down"], ["Move up"]])
        renderer.focusNext()
        guard case .moved(_, let move)? = renderer.activate(customAction: "Move down") else {
            Issue.record("not moved")
            return
        }
        #expect(move == Move(source: ElementIndexPath(section: 0, item: 0), target: ElementIndexPath(section: 0, item: 1)))
        #expect(order == ["B", "A", "C"])
        // The focus follows A to its new place.
        #expect(renderer.accessibilityFocus?.attributes.indexPath == ElementIndexPath(section: 0, item: 1))
        #expect(renderer.activate(customAction: "Jump") == nil)
        // Horizontally, right to left, earlier is to the right.
        #expect(AccessibilityMoveAction.names(along: .horizontal, direction: .rightToLeft) == ("Move right", "Move left"))
        #expect(AccessibilityMoveAction.names(along: .horizontal, direction: .leftToRight) == ("Move left", "Move right"))
    }
}
