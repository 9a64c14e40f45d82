import ListKit
import ListKitTestSupport
import Testing

/// Interactive reordering through the renderer and the diffable data source:
/// two sections of five 375 × 44 todo rows, no headers (section 0 at y 0…220,
/// section 1 at y 220…440), all visible in 375 × 812.
@Suite struct ReorderTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    static func sections(_ data: [[TodoComponent]]) -> [Section] {
        data.enumerated().map { index, rows in
            Section(id: "s\(index)") {
                VGroup(of: rows, width: .fractionalWidth(1), height: .absolute(44)) { $0 }
            }
        }
    }

    static func todos(_ ids: [Int]) -> [TodoComponent] { ids.map { TodoComponent(todoID: $0, title: "Todo \($0)") } }

    /// The component ids of each section the data source shows.
    static func ids(_ renderer: ComposeRenderer) -> [[AnyHashable]] {
        renderer.dataSource.composed.sections.map { section in section.components.indices.map { section.components.id(at: $0) } }
    }

    @Test func aDragAcrossSectionsMovesTheComponentAndMatchesAFreshRenderOfTheFinalData() throws {
        var data = [Self.todos([0, 1, 2, 3, 4]), Self.todos([10, 11, 12, 13, 14])]
        let source = DiffableDataSource()
        let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
        renderer.render(sections: Self.sections(data))
        var events: [String] = []
        renderer.onLifecycleEvent = { events.append("\($0.kind) \($0.attributes.indexPath)") }
        var reorders: [Move<ElementIndexPath>] = []
        source.reorderingHandlers.canReorderItem = { $0.as(TodoComponent.self)?.todoID != 13 }
        source.reorderingHandlers.didReorder = { move in
            reorders.append(move)
            let row = data[move.source.section].remove(at: move.source.item)
            data[move.target.section].insert(row, at: move.target.item)
        }
        #expect(renderer.beginMove(item: ElementIndexPath(section: 1, item: 3)) == false)
        #expect(renderer.beginMove(item: ElementIndexPath(section: 0, item: 1)))
        // y 318: todo 12's row (308…352); section 0 loses a row, so todo 12
        // moves up to 264 and todo 1 goes on to (1, 3), under the point.
        renderer.updateMove(to: Point(x: 100, y: 318))
        #expect(renderer.collectionView.interactiveMovement?.targetIndexPath == ElementIndexPath(section: 1, item: 3))
        // Every row stays on screen, so no component hears anything while dragged.
        #expect(events.isEmpty)
        #expect(Self.ids(renderer) == [[0, 1, 2, 3, 4], [10, 11, 12, 13, 14]])
        let move = renderer.endMove()
        #expect(move == Move(source: ElementIndexPath(section: 0, item: 1), target: ElementIndexPath(section: 1, item: 3)))
        #expect(reorders == [move].compactMap { $0 })
        #expect(Self.ids(renderer) == [[0, 2, 3, 4], [10, 11, 12, 1, 13, 14]])
        #expect(data.map { $0.map(\.todoID) } == [[0, 2, 3, 4], [10, 11, 12, 1, 13, 14]])
        // Element ids name their section: the moved row leaves "s0" and
        // appears in "s1" (as the equivalent diff shows it).
        #expect(events == ["didEndDisplay [1, 3]", "willDisplay [1, 3]"])
        #expect(renderer.issues.isEmpty)

        // Rendering the app's data after the move changes nothing…
        renderer.render(sections: Self.sections(data))
        #expect(renderer.issues.isEmpty)
        #expect(source.lastUpdate?.stages == 0)
        // …and the screen equals a fresh render of it.
        let fresh = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        fresh.render(sections: Self.sections(data))
        #expect(Screen(renderer) == Screen(fresh))
        #expect(Screen(fresh).cells.map(\.frame.minY) == [0, 44, 88, 132, 176, 220, 264, 308, 352, 396])
    }

    @Test func cancellingLeavesTheDataAsItWas() {
        let source = DiffableDataSource()
        let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
        renderer.render(sections: Self.sections([Self.todos([0, 1, 2]), Self.todos([10])]))
        var reordered = false
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { _ in reordered = true }
        renderer.beginMove(item: ElementIndexPath(section: 1, item: 0))
        // y 10 is on todo 0 (0…44): todo 10 is shown at (0, 0).
        renderer.updateMove(to: Point(x: 10, y: 10))
        #expect(renderer.collectionView.numberOfItems(inSection: 0) == 4)
        renderer.cancelMove()
        #expect(reordered == false)
        #expect(Self.ids(renderer) == [[0, 1, 2], [10]])
        #expect(renderer.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(renderer.issues.isEmpty)
    }

    @Test func randomDragsEndWhereAFreshRenderOfTheAppsDataIs() {
        var rng = SplitMix64(seed: 1_904)
        var next = 0
        for round in 0..<100 {
            var data = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                    next += 1
                    return TodoComponent(todoID: next, title: "Todo \(next)")
                }
            }
            let total = data.reduce(0) { $0 + $1.count }
            guard total > 0 else { continue }
            let source = DiffableDataSource()
            let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
            renderer.render(sections: Self.sections(data))
            source.reorderingHandlers.canReorderItem = { _ in true }
            source.reorderingHandlers.didReorder = { move in
                let row = data[move.source.section].remove(at: move.source.item)
                data[move.target.section].insert(row, at: move.target.item)
            }
            let paths = data.indices.flatMap { s in data[s].indices.map { ElementIndexPath(section: s, item: $0) } }
            renderer.beginMove(item: paths[Int.random(in: 0..<paths.count, using: &rng)])
            let height = Double(total) * 44
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                if Bool.random(using: &rng) {
                    renderer.scroll(to: Point(x: 0, y: Double.random(in: 0...max(0, height - 812), using: &rng)))
                }
                renderer.updateMove(to: Point(x: 100, y: Double.random(in: 0..<height, using: &rng)))
            }
            if Bool.random(using: &rng) { renderer.endMove() } else { renderer.cancelMove() }
            #expect(renderer.issues.isEmpty, "round \(round): \(renderer.issues)")
            #expect(Self.ids(renderer) == data.map { $0.map { AnyHashable($0.todoID) } }, "round \(round)")
            let fresh = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
            fresh.render(sections: Self.sections(data))
            fresh.scroll(to: renderer.collectionView.contentOffset)
            // Right after the drop, and after rendering the app's data (no change).
            #expect(Screen(renderer) == Screen(fresh), "round \(round)")
            renderer.render(sections: Self.sections(data))
            #expect(source.lastUpdate?.stages == 0, "round \(round)")
            #expect(Screen(renderer) == Screen(fresh), "round \(round)")
            // Every component shown is displayed once, none twice.
            #expect(renderer.displayedCount == fresh.displayedCount, "round \(round)")
        }
    }

    @Test func badgesFollowTheirRowsThroughADrag() {
        let rows = (0..<60).map { BadgedTodo(todoID: $0) }
        var data = rows
        let source = DiffableDataSource()
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { move in data.insert(data.remove(at: move.source.item), at: move.target.item) }
        let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
        renderer.render { Section(id: "s0") { VGroup(of: rows, width: .fractionalWidth(1), height: .absolute(44)) { $0 } } }
        var events: [String] = []
        renderer.onLifecycleEvent = { events.append("\($0.kind) \($0.attributes.elementKind ?? "cell") \($0.attributes.indexPath.item)") }
        func badge(_ item: Int) -> [DrawOperation]? {
            (renderer.collectionView.supplementaryView(forElementKind: "badge", at: ElementIndexPath(section: 0, item: item))
                as? ComponentReusableView)?.contentView?.displayList
        }
        #expect(renderer.beginMove(item: ElementIndexPath(section: 0, item: 0)))
        renderer.scroll(to: Point(x: 0, y: 1000))
        // y 1100 is on row 25 (1100…1144): todo 0 is shown there, todos
        // 1…25 a row up.
        renderer.updateMove(to: Point(x: 100, y: 1100))
        #expect(renderer.collectionView.interactiveMovement?.targetIndexPath == ElementIndexPath(section: 0, item: 25))
        // Back at the top rows 0…18 (18 × 44 = 792 < 812) appear again: row
        // k shows todo k + 1, and so does its badge.
        renderer.scroll(to: .zero)
        #expect((0...18).map { badge($0) } == (0...18).map { [BadgedTodo.badgeText($0 + 1)] })
        events = []
        // The drop moves nothing on screen: no row and no badge is told it
        // ended or began displaying.
        #expect(renderer.endMove() == Move(source: ElementIndexPath(section: 0, item: 0), target: ElementIndexPath(section: 0, item: 25)))
        #expect(data.prefix(2).map(\.todoID) == [1, 2] && data[25].todoID == 0)
        #expect(events.isEmpty)
        #expect(badge(0) == [BadgedTodo.badgeText(1)])
        #expect(renderer.issues.isEmpty)
    }
}

/// A 44-point todo row with a badge that shows the todo's number.
private struct BadgedTodo: Component, Equatable {
    let todoID: Int
    var id: AnyHashable { todoID }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) { content.draw(.text("Todo \(todoID)", at: .zero, size: 17, color: .black)) }
    func supplementComponents() -> [AnySupplementaryComponent] { [AnySupplementaryComponent(Badge(todoID: todoID))] }

    /// What the badge of todo `todoID` draws.
    static func badgeText(_ todoID: Int) -> DrawOperation { .text("\(todoID)", at: .zero, size: 12, color: .white) }

    /// A 20 × 20 badge.
    struct Badge: SupplementaryComponent, Equatable {
        let todoID: Int
        var id: AnyHashable { "badge" }
        var elementKind: String { "badge" }
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)) }
        func render(in content: ContentView) { content.draw(BadgedTodo.badgeText(todoID)) }
    }
}
