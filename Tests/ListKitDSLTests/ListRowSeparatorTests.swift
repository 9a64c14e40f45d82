import ListKitCore
import ListKitDSL
import ListKitEngine
import Testing

/// A list row's separator starts under its text (`Documentation/LayoutSemantics.md`,
/// "List sections", "Separators follow the text"): past a `ListRow`'s
/// image and its padding (29 + 16 = 45) from the layout margin, 20 on a
/// 393-pt screen. Scale 1: separators are 1 pt thick, 44-pt rows.
@Suite struct ListRowSeparatorTests {
    static let screen = Viewport(size: Size(width: 393, height: 600), scale: 1)

    func separators(_ composed: ComposedLayout, in viewport: Viewport = screen) throws -> [Rect] {
        let solved = try LayoutSolver.solve(composed.layout, in: viewport)
        return solved.allElements().filter { $0.elementKind == "separator" }.map(\.frame)
    }

    @Test func aRowWithAnImageHasItsSeparatorUnderItsText() throws {
        let composed = ComposedLayout {
            Section(id: "s") {
                List {
                    ListRow(id: "wifi", text: "Wi-Fi", image: "wifi")
                    ListRow(id: "about", text: "About")
                }
                .listAppearance(.plain)
            }
        }
        #expect(try separators(composed) == [
            Rect(x: 65, y: 43, width: 328, height: 1),
            Rect(x: 20, y: 87, width: 373, height: 1),
        ])
        // On a 375-pt screen the margin is 16: 16 + 45.
        let narrow = Viewport(size: Size(width: 375, height: 600), scale: 1)
        #expect(try separators(composed, in: narrow).first == Rect(x: 61, y: 43, width: 314, height: 1))
    }

    @Test func rowsOfAListMadeFromDataAreAlignedToo() throws {
        let composed = ComposedLayout {
            Section(id: "s") {
                List(of: ["a", "b", "c"]) { ListRow(id: $0, text: $0, image: $0 == "b" ? nil : "icon") }
                    .listAppearance(.plain)
            }
        }
        #expect(try separators(composed).map(\.minX) == [65, 20, 65])
    }

    @Test func givenInsetsAndTheGroupedBorderIgnoreTheText() throws {
        // The section's own insets: the text does not move them.
        let given = ComposedLayout {
            Section(id: "s") {
                List { ListRow(id: "a", text: "A", image: "i"); ListRow(id: "b", text: "B") }
                    .listAppearance(.plain)
                    .separatorInsets(leading: 30)
            }
        }
        #expect(try separators(given).map(\.minX) == [30, 30])
        // A row's own insets win over its text.
        let own = ComposedLayout {
            Section(id: "s") {
                List { ListRow(id: "a", text: "A", image: "i"); ListRow(id: "b", text: "B") }
                    .listAppearance(.plain)
                    .itemSeparatorHandler { item, separator in
                        var copy = separator
                        if item == 0 { copy.insets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0) }
                        return copy
                    }
            }
        }
        #expect(try separators(own).map(\.minX) == [5, 20])
        // A grouped section's last row: its full-width border.
        let grouped = ComposedLayout {
            Section(id: "s") {
                List { ListRow(id: "a", text: "A", image: "i"); ListRow(id: "b", text: "B", image: "i") }
                    .listAppearance(.grouped)
            }
        }
        let frames = try separators(grouped)
        #expect(frames.map(\.minX) == [65, 0])
        #expect(frames.last?.width == 393)
    }

    @Test func aNegativeTextOffsetOrContentMarginIsRefusedAtItsPath() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.itemSeparators[0] = ListItemSeparator(leadingContentInset: -1)
        let layout = CompositionalLayout(sections: [LayoutSection.list(using: configuration, itemCount: 2)])
        #expect(throws: LayoutValidationError(path: "sections[0].list.itemSeparators[0].leadingContentInset", problem: .negative(-1))) {
            try LayoutSolver.solve(layout, in: Self.screen)
        }
        for (keyPath, name) in [
            (\ListMetrics.rowContentVerticalMargin, "rowContentVerticalMargin"),
            (\ListMetrics.headerContentTopMargin, "headerContentTopMargin"),
            (\ListMetrics.headerContentBottomMargin, "headerContentBottomMargin"),
            (\ListMetrics.footerContentVerticalMargin, "footerContentVerticalMargin"),
        ] as [(WritableKeyPath<ListMetrics, Double>, String)] {
            var metrics = ListMetrics.uiKit
            metrics[keyPath: keyPath] = -2
            var listed = ListConfiguration(appearance: .plain)
            listed.metrics = metrics
            let bad = CompositionalLayout(sections: [LayoutSection.list(using: listed, itemCount: 1)])
            #expect(throws: LayoutValidationError(path: "sections[0].list.metrics.\(name)", problem: .negative(-2))) {
                try LayoutSolver.solve(bad, in: Self.screen)
            }
        }
        // 0 is a length like any other: accepted.
        configuration.itemSeparators[0] = ListItemSeparator(leadingContentInset: 0)
        _ = try LayoutSolver.solve(
            CompositionalLayout(sections: [LayoutSection.list(using: configuration, itemCount: 2)]), in: Self.screen)
    }

    @Test func listContentMarginsComeFromTheScreen() {
        let metrics = ListMetrics.uiKit
        #expect(metrics.contentMargins(of: .row, screenWidth: 389)
            == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(metrics.contentMargins(of: .row, screenWidth: 390)
            == DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
        #expect(metrics.contentMargins(of: .header, screenWidth: 393)
            == DirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20))
        #expect(metrics.contentMargins(of: .footer, screenWidth: 375)
            == DirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
    }
}
