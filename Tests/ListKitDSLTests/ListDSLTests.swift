import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitSupplementary
import Testing

/// A settings row: a title; its own layout size is not what a list uses.
private struct SettingRow: Component, Equatable {
    let id: String
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
    func render(in content: ContentView) { content.draw(.text(id, at: .zero, size: 17, color: .black)) }
}

/// A section header or footer (by alignment).
private struct Caption: SupplementaryComponent, Equatable {
    let id: String
    let elementKind: String
    let alignment: RectAlignment
    var pins = false
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
    func pinToVisibleBounds() -> Bool { pins }
    func render(in content: ContentView) { content.draw(.text(id, at: .zero, size: 13, color: .black)) }
}

/// `List` in a `Section` compiles to a list section; a settings-style screen
/// (grouped sections with headers and footers, then a sidebar) lays out
/// with frames worked out by hand from the metrics table: a grouped header
/// is 38 (estimated), a footer 28, a row 44; separators are 1/3 pt at
/// scale 3, from the layout margin (16 on screens narrower than 390 pt, 20 from 390); a
/// grouped section's last separator spans its row; the sidebar insets its
/// rows by the margin and shows no separators.
@Suite struct ListDSLTests {
    func settings() -> ComposedLayout {
        ComposedLayout {
            Section(id: "general") {
                List {
                    SettingRow(id: "about")
                    SettingRow(id: "storage")
                }
                .listAppearance(.grouped)
                .headerMode(.supplementary)
                .footerMode(.supplementary)
            }
            .boundarySupplementaryItem(Caption(id: "General", elementKind: "header", alignment: .top))
            .boundarySupplementaryItem(Caption(id: "Storage is shared.", elementKind: "footer", alignment: .bottom))
            Section(id: "privacy") {
                List(of: ["tracking"]) { SettingRow(id: $0) }
                    .listAppearance(.grouped)
                    .headerMode(.supplementary)
            }
            .boundarySupplementaryItem(Caption(id: "Privacy", elementKind: "header", alignment: .top))
            Section(id: "sidebar") {
                List(of: ["inbox", "drafts", "sent"]) { SettingRow(id: $0) }
                    .listAppearance(.sidebar)
            }
        }
    }

    @Test(arguments: [(320.0, 16.0), (375, 16), (389, 16), (390, 20), (393, 20), (430, 20)])
    func settingsScreen(width: Double, margin: Double) throws {
        let composed = settings()
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: width, height: 800), scale: 3))
        let all = solved.allElements()
        func frames(_ section: Int, _ category: ElementCategory, _ kind: String? = nil) -> [Rect] {
            all.filter { $0.indexPath.section == section && $0.category == category && $0.elementKind == kind }.map(\.frame)
        }
        let third = 1.0 / 3
        // General: header, two rows, footer.
        expectFrames(frames(0, .supplementary, "header"), [(0, 0, width, 38)])
        expectFrames(frames(0, .cell), [(0, 38, width, 44), (0, 82, width, 44)])
        expectFrames(frames(0, .supplementary, "footer"), [(0, 126, width, 28)])
        expectFrames(frames(0, .decoration, "separator"), [(margin, 82 - third, width - margin, third), (0, 126 - third, width, third)])
        // Privacy: header and one row, from 154.
        expectFrames(frames(1, .supplementary, "header"), [(0, 154, width, 38)])
        expectFrames(frames(1, .cell), [(0, 192, width, 44)])
        expectFrames(frames(1, .decoration, "separator"), [(0, 236 - third, width, third)])
        // Sidebar: rows inset by the margin, no separators.
        expectFrames(frames(2, .cell), [
            (margin, 236, width - 2 * margin, 44), (margin, 280, width - 2 * margin, 44), (margin, 324, width - 2 * margin, 44),
        ])
        #expect(frames(2, .decoration, "separator").isEmpty)
        #expect(solved.contentSize.height == 368)
        // The components: the header's and the separator's.
        let header = all.first { $0.elementKind == "header" && $0.indexPath.section == 1 }
        #expect(header.flatMap { composed.component(for: $0) }?.base as? Caption
            == Caption(id: "Privacy", elementKind: "header", alignment: .top))
        let separator = all.first { $0.elementKind == "separator" }
        #expect(separator.flatMap { composed.component(for: $0) }?.base as? ListSeparatorComponent
            == ListSeparatorComponent(item: 0))
    }

    /// The modifiers reach the model; the item separator handler's answers
    /// are kept for the rows where they differ; a header mode without a
    /// header component shows no header (nothing to show it with).
    @Test func modifiersReachTheModel() throws {
        let composed = ComposedLayout {
            Section(id: 0) {
                List(of: Array(0..<4)) { SettingRow(id: "\($0)") }
                    .listAppearance(.insetGrouped)
                    .headerMode(.supplementary)
                    .showsSeparators(true)
                    .separatorInsets(leading: 40, trailing: 4)
                    .headerTopPadding(6)
                    .estimatedRowHeight(52)
                    .itemSeparatorHandler { item, separator in
                        var own = separator
                        if item == 1 { own.visibility = .hidden }
                        return own
                    }
            }
        }
        let section = composed.layout.sections[0]
        let list = try #require(section.list)
        #expect(list.appearance == .insetGrouped)
        #expect(list.headerMode == .none)
        #expect(section.boundarySupplementaryItems.isEmpty)
        #expect(list.separatorInsets == DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 4))
        #expect(list.headerTopPadding == 6)
        #expect(list.itemSeparators == [1: ListItemSeparator(visibility: .hidden)])
        #expect(section.group.layoutSize.heightDimension == .estimated(52))
        #expect(section.itemCount == 4)
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 800), scale: 1))
        let separators = solved.allElements().filter { $0.elementKind == "separator" }
        // Rows at 20, 72, 124, 176 (52 each); row 1 hidden by the handler, row 3 the last.
        #expect(separators.map(\.indexPath.item) == [0, 2])
        expectFrames(separators.map(\.frame), [(16 + 40, 71, 343 - 44, 1), (56, 175, 299, 1)])
    }

    /// A plain list pins its header (UIKit's default for plain lists);
    /// `.pinsHeaders(false)` unpins it, and a header item that asks to pin
    /// is pinned in any list.
    @Test func plainListHeadersPin() throws {
        func pins(_ list: List, itemPins: Bool = false) throws -> Bool {
            let composed = ComposedLayout {
                Section(id: 0) { list.headerMode(.supplementary) }
                    .boundarySupplementaryItem(Caption(id: "Fruit", elementKind: "header", alignment: .top, pins: itemPins))
            }
            return try #require(composed.layout.sections[0].boundarySupplementaryItems.first).pinToVisibleBounds
        }
        let rows = List(of: ["apple", "pear"]) { SettingRow(id: $0) }
        #expect(try pins(rows))
        #expect(try pins(rows.listAppearance(.sidebarPlain)))
        #expect(try !pins(rows.pinsHeaders(false)))
        #expect(try !pins(rows.listAppearance(.insetGrouped)))
        #expect(try pins(rows.listAppearance(.insetGrouped), itemPins: true))
        #expect(try pins(rows.listAppearance(.grouped).pinsHeaders(true)))
    }
}
