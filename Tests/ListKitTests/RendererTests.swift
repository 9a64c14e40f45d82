import ListKitSeedComponents
import ListKit
import Testing

/// The seed's examples rendered headlessly, and the renderer's promises.
@Suite struct RendererTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    @Test func emojiListRendersThenUpdatesInPlace() throws {
        var emojiList = ["😊"]
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        func render() {
            renderer.render(animated: true) {
                Section(id: "main") {
                    HGroup(of: emojiList, width: .fractionalWidth(1.0), height: .estimated(30)) { item in
                        EmojiBoxComponent(emoji: item)
                    }
                }
            }
        }
        render()
        let first = try #require(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)))
        // 30 × 30 boxes inset 2: (2, 2, 26, 26).
        #expect(first.frame == Rect(x: 2, y: 2, width: 26, height: 26))
        // The seed's content: a #555555 box, and a label child drawing the emoji at its origin.
        #expect((first as? ComponentCell)?.contentView?.flattenedDisplayList() == [
            .fillRect(Rect(x: 0, y: 0, width: 26, height: 26), Color(rgb: 0x555555)),
            .text("😊", at: .zero, size: 14, color: .white),
        ])

        emojiList.insert("🐶", at: 0)
        render()
        #expect(renderer.issues.isEmpty)
        // The smiley moved to item 1 and kept its cell; the dog got a new one at 0.
        #expect(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 1)) === first)
        #expect(first.frame == Rect(x: 32, y: 2, width: 26, height: 26))
        let dog = renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)) as? ComponentCell
        #expect(dog?.component?.id == AnyHashable("🐶"))
        #expect(renderer.collectionView.createdCellCount == 2)
    }

    @Test func complexLayoutOfTenSections() throws {
        // The seed's complex layout: 10 sections of 15 boxes with a 44-pt header
        // each (194 tall): the first screen (0 … 812) shows sections 0 … 4.
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(of: Array(0..<10)) { index in
            Section(id: index) {
                HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
                    for box in 0..<3 {
                        ColorBox2Component(id: "\(index)-\(box)-a", color: .white, width: .fractionalWidth(0.5), height: .fractionalHeight(1.0))
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { i in
                            ColorBox2Component(id: "\(index)-\(box)-b\(i)", color: .black, width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { i in
                            ColorBox2Component(id: "\(index)-\(box)-c\(i)", color: .black, width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                    }
                }
            }
            .orthogonalScrollingBehavior(.groupPaging)
            .boundarySupplementaryItem(SectionHeaderComponent(title: "Section \(index + 1)"))
        }
        #expect(renderer.issues.isEmpty)
        // Section 4 starts at 4 × 194 = 776: its header (776 … 820) is visible,
        // its boxes (from 820) are not. Only the first group (5 boxes) of each row is on screen.
        let sections = Set(renderer.collectionView.indexPathsForVisibleItems.map(\.section))
        #expect(sections == [0, 1, 2, 3])
        #expect(renderer.collectionView.indexPathsForVisibleItems.count == 20)
        #expect(renderer.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "header").map(\.section) == [0, 1, 2, 3, 4])
        let header = renderer.collectionView.supplementaryView(forElementKind: "header", at: ElementIndexPath(section: 4, item: 0))
        #expect((header as? ComponentReusableView)?.contentView?.displayList
            == [.text("Section 5", at: Point(x: 16, y: 12), size: 17, color: .black)])
    }

    @Test func todoListWithDeletesMatchesAFreshRender() throws {
        var todos = (0..<20).map { TodoComponent(todoID: $0, title: "Todo \($0)") }
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        func sections() -> [Section] {
            [Section(id: "todos") {
                VGroup(of: todos, width: .fractionalWidth(1), height: .estimated(44)) { $0 }
            }]
        }
        renderer.render(sections: sections())
        let kept = renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 5))
        let first = try #require(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)))
        todos.removeAll { [1, 2, 3].contains($0.todoID) }
        todos[0] = TodoComponent(todoID: 0, title: "Todo 0 (done)")
        renderer.render(sections: sections())
        #expect(renderer.issues.isEmpty)
        // Todo 5 moved up to item 2 and kept its cell; todo 0 was re-rendered in place.
        #expect(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 2)) === kept)
        let zero = renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)) as? ComponentCell
        #expect(zero?.contentView?.displayList == [.text("Todo 0 (done)", at: Point(x: 16, y: 12), size: 17, color: .black)])
        // In place: the same cell, never reloaded (never prepared for reuse).
        #expect(zero === first)
        #expect(first.reuseCount == 0)
        let fresh = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        fresh.render(sections: sections())
        #expect(Screen(renderer) == Screen(fresh))
    }

    @Test func scrolledAwayContentIsReused() throws {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render {
            Section(id: 0) {
                VGroup(of: Array(0..<200), width: .fractionalWidth(1), height: .estimated(44)) {
                    TodoComponent(todoID: $0, title: "Row \($0)")
                }
            }
        }
        let top = try #require(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)) as? ComponentCell)
        let content = try #require(top.contentView)
        renderer.scroll(to: Point(x: 0, y: 44 * 100))
        // The first row's cell now shows another row, with the same content view.
        #expect(top.indexPath != ElementIndexPath(section: 0, item: 0))
        #expect(top.contentView === content)
        #expect(content.displayList == [.text("Row \(top.indexPath?.item ?? -1)", at: Point(x: 16, y: 12), size: 17, color: .black)])
        // About two screens of cells were ever made: 812 / 44 → 19 visible rows.
        #expect(renderer.collectionView.createdCellCount <= 40)
    }

    @Test func duplicateIDsAreReportedNotFatal() {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        var reported: [RenderIssue] = []
        renderer.onIssue = { reported.append($0) }
        renderer.render {
            Section(id: "a") {
                VGroup(width: .fractionalWidth(1), height: .estimated(44)) {
                    TodoComponent(todoID: 1, title: "one")
                    TodoComponent(todoID: 1, title: "again")
                }
            }
            Section(id: "a") { VGroup(width: .fractionalWidth(1), height: .estimated(44)) { TodoComponent(todoID: 2, title: "x") } }
        }
        #expect(reported == [.duplicateComponentID(section: 0, id: "1"), .duplicateSectionID(id: "a")])
        #expect(reported.map(\.description) == ["section 0: duplicate component id 1", "duplicate section id a"])
        #expect(renderer.collectionView.indexPathsForVisibleItems.count == 3)
        // A second render with the duplicates diffs without trouble.
        renderer.render {
            Section(id: "a") {
                VGroup(width: .fractionalWidth(1), height: .estimated(44)) {
                    TodoComponent(todoID: 1, title: "again")
                    TodoComponent(todoID: 1, title: "one")
                }
            }
        }
        #expect(renderer.collectionView.indexPathsForVisibleItems.count == 2)
    }

    final class Selections: ComposeRendererDelegate {
        var selected: [(AnyHashable, ElementIndexPath)] = []
        func renderer(_ renderer: ComposeRenderer, didSelect component: AnyComponent, at indexPath: ElementIndexPath) {
            selected.append((component.id, indexPath))
        }
    }

    @Test func tapSelectsTheComponentUnderThePoint() {
        let selections = Selections()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), delegate: selections, viewport: viewport)
        renderer.render {
            Section(id: 0) {
                VGroup(of: Array(0..<5), width: .fractionalWidth(1), height: .estimated(44)) {
                    TodoComponent(todoID: $0, title: "\($0)")
                }
            }
        }
        // y 100 is in row 2 (88 … 132).
        #expect(renderer.tap(at: Point(x: 10, y: 100)) == ElementIndexPath(section: 0, item: 2))
        #expect(selections.selected.map(\.0) == [AnyHashable(2)])
        #expect(renderer.tap(at: Point(x: 10, y: 1000)) == nil)
    }

    @Test func lifecycleReachesTheComponents() {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render {
            Section(id: 0) {
                VGroup(of: Array(0..<20), width: .fractionalWidth(1), height: .estimated(100)) {
                    LoggingComponent(id: $0, log: log)
                }
            }
        }
        // 812 / 100: rows 0 … 8 visible.
        #expect(log.events == (0...8).map { "will \($0)" })
        log.events = []
        renderer.scroll(to: Point(x: 0, y: 100))
        // Row 0 (0 … 100) leaves, row 9 (900 … 1000, bounds 100 … 912) arrives.
        #expect(log.events.sorted() == ["end 0", "will 9"])
    }

    final class TodoDataSource: DiffableDataSource {
        var configured = 0
        override func configure(cell: CollectionViewCell) { configured += 1 }
    }

    @Test func customDataSourceHooks() {
        let dataSource = TodoDataSource()
        let renderer = ComposeRenderer(dataSource: dataSource, viewport: viewport)
        renderer.render {
            Section(id: 0) {
                VGroup(of: Array(0..<3), width: .fractionalWidth(1), height: .estimated(44)) {
                    TodoComponent(todoID: $0, title: "\($0)")
                }
            }
        }
        #expect(dataSource.configured == 3)
        #expect(dataSource.component(at: ElementIndexPath(section: 0, item: 1), to: TodoComponent.self)?.title == "1")
        #expect(dataSource.component(at: ElementIndexPath(section: 0, item: 9), to: TodoComponent.self) == nil)
        #expect(dataSource.component(at: ElementIndexPath(section: 3, item: 0), to: TodoComponent.self) == nil)
        #expect(dataSource.component(at: ElementIndexPath(section: 0, item: 1), to: EmojiBoxComponent.self) == nil)
    }
}

/// Item actions and the end-of-list hook.
@Suite struct ItemActionTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    @Test func actionsRunOnDisplayEndDisplayAndSelect() throws {
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        var endReached = 0
        renderer.onReachEnd = { endReached += 1 }
        renderer.render {
            Section(id: 0) {
                VGroup(of: Array(0..<30), width: .fractionalWidth(1), height: .estimated(100)) { i in
                    TodoComponent(todoID: i, title: "\(i)")
                        .onDisplay { log.events.append("show \(i)") }
                        .onEndDisplay { log.events.append("hide \(i)") }
                        .onSelect { log.events.append("select \(i)") }
                }
            }
        }
        // Rows are 44 tall (TodoComponent's absolute height): 812 / 44 → rows 0 … 18.
        #expect(log.events == (0...18).map { "show \($0)" })
        log.events = []
        renderer.tap(at: Point(x: 5, y: 50))
        #expect(log.events == ["select 1"])
        #expect(endReached == 0)
        // Scroll to the end (30 × 44 = 1320, offset 1320 − 812 = 508): row 29 appears.
        renderer.scroll(to: Point(x: 0, y: 508))
        #expect(endReached == 1)
        #expect(log.events.contains("hide 0"))
        #expect(log.events.contains("show 29"))
        // Look-ups see through the action wrapper.
        let todo = renderer.dataSource.component(at: ElementIndexPath(section: 0, item: 3), to: TodoComponent.self)
        #expect(todo?.title == "3")
    }

    /// The end is the last item of the last section that has items: a
    /// section's last item is not the end while a later section has items,
    /// and is when every later section is empty.
    @Test(arguments: [0, 1])
    func theEndIsTheLastItemOfTheLastNonEmptySection(laterItems: Int) {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        var endReached = 0
        renderer.onReachEnd = { endReached += 1 }
        // Section 0: rows 0 … 4, 44 tall (0 … 220), all on screen; then an
        // empty section; then `laterItems` rows below them (220 …).
        renderer.render {
            Section(id: 0) {
                VGroup(of: Array(0..<5), width: .fractionalWidth(1), height: .estimated(100)) { TodoComponent(todoID: $0, title: "\($0)") }
            }
            Section(id: 1) {
                VGroup(of: [Int](), width: .fractionalWidth(1), height: .estimated(100)) { TodoComponent(todoID: $0, title: "\($0)") }
            }
            Section(id: 2) {
                VGroup(of: Array(100..<100 + laterItems), width: .fractionalWidth(1), height: .estimated(100)) {
                    TodoComponent(todoID: $0, title: "\($0)")
                }
            }
        }
        // Without a later row, row 4 is the end; with one, that row (220 …
        // 264, on screen too) is, and row 4 is not: the end is reached once.
        #expect(endReached == 1)
        #expect(renderer.issues.isEmpty)
    }
}

/// Hostile input through the renderer is reported, never fatal.
@Suite struct RendererHostileInputTests {
    struct Broken: Component {
        let id: AnyHashable
        let width: Double
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(10)) }
        func render(in content: ContentView) {}
    }

    @Test(arguments: [Double.nan, -1, Double.infinity, 1e300])
    func aComponentWithAHostileSizeIsReported(width: Double) {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource())
        renderer.render {
            Section(id: 0) { HGroup(width: .fractionalWidth(1), height: .absolute(10)) { Broken(id: 1, width: width) } }
        }
        #expect(renderer.issues.count >= 1)
        #expect(renderer.issues.first?.description.contains("sections[0].group.subitems[0].item.size.width.absolute") == true)
        #expect(renderer.collectionView.visibleCells.isEmpty)
        // A good render afterwards shows normally.
        renderer.render {
            Section(id: 0) { HGroup(width: .fractionalWidth(1), height: .absolute(10)) { Broken(id: 1, width: 50) } }
        }
        #expect(renderer.issues.isEmpty)
        #expect(renderer.collectionView.visibleCells.count == 1)
    }
}
