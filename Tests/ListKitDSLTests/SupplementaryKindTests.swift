import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitSupplementary
import Testing

/// The seed example repository's header: names its kind with
/// `SupplementaryComponentKind` instead of an element-kind string.
private struct KindHeader: SupplementaryComponent {
    var id: AnyHashable { "header" }
    var kind: SupplementaryComponentKind { .header }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)) }
    func render(in content: ContentView) {}
}

/// A footer named by kind, placed at the bottom.
private struct KindFooter: SupplementaryComponent {
    var id: AnyHashable { "footer" }
    var kind: SupplementaryComponentKind { .footer }
    var alignment: RectAlignment { .bottom }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)) }
    func render(in content: ContentView) {}
}

/// A badge named by a custom kind.
private struct KindBadge: SupplementaryComponent {
    var id: AnyHashable { "badge" }
    var kind: SupplementaryComponentKind { .custom(name: "badge") }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
    func render(in content: ContentView) {}
}

/// Names neither kind nor element kind: the seed's default, a header.
private struct UnnamedSupplementary: SupplementaryComponent {
    var id: AnyHashable { "plain" }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)) }
    func render(in content: ContentView) {}
}

/// A 375-wide row 44 tall.
private struct KindRow: Component {
    var id: AnyHashable { "row" }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) {}
}

/// `SupplementaryComponentKind` (the seed example repository's spelling) and
/// `elementKind` name the same thing.
@Suite struct SupplementaryKindTests {
    @Test func eachKindMapsToItsElementKind() {
        #expect(KindHeader().elementKind == "header")
        #expect(KindFooter().elementKind == "footer")
        #expect(KindBadge().elementKind == "badge")
        #expect(UnnamedSupplementary().elementKind == "header")
        #expect(SupplementaryComponentKind.background.elementKind == "background")
        #expect(SupplementaryComponentKind(elementKind: "footer") == .footer)
        #expect(SupplementaryComponentKind(elementKind: "badge") == .custom(name: "badge"))
    }

    @Test func anElementKindStringWinsOverTheDefaultKind() {
        #expect(SectionTitle().elementKind == "title")
    }

    /// Header 30 at the top, row 44, footer 20 at the bottom, in a 375-wide
    /// list: header y 0, row y 30, footer y 74.
    @Test func headerAndFooterNamedByKindTakeTheirPlaces() throws {
        let section = Section(id: "s") {
            VGroup(width: .fractionalWidth(1), height: .absolute(44)) { KindRow() }
        }
        .boundarySupplementaryItem(KindHeader())
        .boundarySupplementaryItem(KindFooter())
        let composed = ComposedLayout(sections: [section])
        let boundary = composed.layout.sections[0].boundarySupplementaryItems
        #expect(boundary.map(\.elementKind) == ["header", "footer"])
        #expect(boundary.map(\.alignment) == [.top, .bottom])
        let viewport = Viewport(size: Size(width: 375, height: 812), scale: 1)
        let solved = try LayoutSolver.solve(composed.layout, in: viewport)
        let frames = solved.allElements(contentOffset: nil).map { ($0.elementKind ?? "cell", $0.frame) }
        #expect(frames.first { $0.0 == "header" }?.1 == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(frames.first { $0.0 == "cell" }?.1 == Rect(x: 0, y: 30, width: 375, height: 44))
        #expect(frames.first { $0.0 == "footer" }?.1 == Rect(x: 0, y: 74, width: 375, height: 20))
    }
}

/// Names its element kind with a string, the ListKit spelling.
private struct SectionTitle: SupplementaryComponent {
    var id: AnyHashable { "title" }
    var elementKind: String { "title" }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)) }
    func render(in content: ContentView) {}
}

/// The seed example repository's header: placement written as methods.
private struct MethodStyleHeader: SupplementaryComponent {
    var id: AnyHashable { "header" }
    var kind: SupplementaryComponentKind { .header }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)) }
    func pinToVisibleBounds() -> Bool { true }
    func alignment() -> RectAlignment { .bottom }
    func offset() -> Point { Point(x: 0, y: 4) }
    func extendsBoundary() -> Bool { false }
    func render(in content: ContentView) {}
}

/// A badge whose container anchor is written as a method.
private struct MethodStyleBadge: SupplementaryComponent {
    var id: AnyHashable { "badge" }
    var kind: SupplementaryComponentKind { .custom(name: "badge") }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
    func containerAnchor() -> LayoutAnchor { LayoutAnchor(edges: [.top, .leading]) }
    func render(in content: ContentView) {}
}

/// Placement written as methods (the seed example repository) or as
/// properties (ListKit) reaches the layout the same.
@Suite struct MethodStylePlacementTests {
    @Test func methodsReachTheBoundaryItem() {
        let item = MethodStyleHeader().boundaryItem()
        #expect(item.pinToVisibleBounds == true)
        #expect(item.alignment == .bottom)
        #expect(item.absoluteOffset == Point(x: 0, y: 4))
        #expect(item.extendsBoundary == false)
    }

    @Test func methodsReachTheAnchoredItem() {
        #expect(MethodStyleBadge().anchoredItem().containerAnchor == LayoutAnchor(edges: [.top, .leading]))
        #expect(KindBadge().anchoredItem().containerAnchor == LayoutAnchor(edges: [.top, .trailing]))
    }

    @Test func propertiesWinAndDefaultsAreUIKits() {
        let item = KindFooter().boundaryItem()
        #expect(item.alignment == .bottom)
        #expect(item.pinToVisibleBounds == false)
        #expect(item.extendsBoundary == true)
        #expect(item.absoluteOffset == .zero)
    }

    /// A 30 header at the bottom of a 44 row, not extending: y 44 − 30 + 4 = 18.
    @Test func aMethodStyleFooterLandsWhereItsMethodsSay() throws {
        let section = Section(id: "s") {
            VGroup(width: .fractionalWidth(1), height: .absolute(44)) { KindRow() }
        }
        .boundarySupplementaryItem(MethodStyleHeader())
        let solved = try LayoutSolver.solve(
            ComposedLayout(sections: [section]).layout, in: Viewport(size: Size(width: 375, height: 812), scale: 1))
        let header = solved.allElements(contentOffset: nil).first { $0.elementKind == "header" }
        #expect(header?.frame == Rect(x: 0, y: 18, width: 375, height: 30))
    }
}

/// The seed example repository's background: its stacking order as a method.
private struct MethodStyleBackground: DecorationComponent {
    var id: AnyHashable { "background" }
    var elementKind: String { "background" }
    func zIndex() -> Int { -5 }
    func render(in content: ContentView) {}
}

/// A background that names nothing but its kind.
private struct PlainBackground: DecorationComponent {
    var id: AnyHashable { "background" }
    var elementKind: String { "background" }
    func render(in content: ContentView) {}
}

/// A background whose stacking order is written as a property.
private struct PropertyBackground: DecorationComponent {
    var id: AnyHashable { "background" }
    var elementKind: String { "background" }
    var zIndex: Int { 3 }
    func render(in content: ContentView) {}
}

/// A decoration's stacking order, written either way, reaches its item.
@Suite struct DecorationZIndexSpellingTests {
    @Test func theMethodThePropertyAndTheDefault() {
        #expect(MethodStyleBackground().decorationItem().zIndex == -5)
        #expect(PropertyBackground().decorationItem().zIndex == 3)
        #expect(PlainBackground().decorationItem().zIndex == -1)
    }
}
