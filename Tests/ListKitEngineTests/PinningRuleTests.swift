import ListKitCore
import ListKitEngine
import ListKitSupplementary
import Testing

/// Rule 17: pinned headers and footers.
///
/// Viewport 375 × 400 at scale 1 with content inset top 50: the visible rect
/// runs from offset.y + 50 to offset.y + 400. Section 0: four rows of 50
/// (0 … 200). Section 1 from 200: header 40 (200 … 240), ten rows of 50
/// (240 … 740), then (in the footer tests) a footer 30 at 740; section 2 after it.
@Suite struct PinningRuleTests {
    let viewport = Viewport(size: Size(width: 375, height: 400), contentInset: DirectionalEdgeInsets(top: 50), scale: 1)

    func layout(headerPinned: Bool, footer: Bool = false, footerPinned: Bool = false) throws -> SolvedLayout {
        var middle = LayoutSection(group: rows(50), itemCount: 10)
        middle.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(40), .top, pinned: headerPinned, zIndex: 2)
        ]
        if footer {
            middle.boundarySupplementaryItems.append(
                boundary("footer", .fractionalWidth(1), .absolute(30), .bottom, pinned: footerPinned))
        }
        let layout = CompositionalLayout(sections: [
            LayoutSection(group: rows(50), itemCount: 4), middle, LayoutSection(group: rows(50), itemCount: 4),
        ])
        return try LayoutSolver.solve(layout, in: viewport)
    }

    @Test(arguments: [
        // offset y, header y, pinned
        (-50.0, 200.0, false),  // at rest, the visible top (0) is above the header: natural
        (150, 200, false),      // visible top 200: exactly natural
        (300, 350, true),       // inside the section: held at the visible top 350
        (650, 700, true),       // at the cap: section end 740 − 40
        (900, 700, true),       // past the section: stays at the cap, off screen
    ])
    func headerPinsToTheVisibleTopUntilItsSectionEnds(offset: Double, y: Double, pinned: Bool) throws {
        let solved = try layout(headerPinned: true)
        let header = solved.supplementaries("header", section: 1, offset: Point(x: 0, y: offset)).first
        expectFrame(header?.frame, 0, y, 375, 40)
        #expect(header?.isPinned == pinned)
        #expect(header?.pinsToVisibleBounds == true)
        #expect(header?.zIndex == 2)
    }

    @Test func headerIsCappedByItsFooter() throws {
        // With a footer at 740 the cap is 740 − 40 = 700 still; past it the
        // header stops above the footer.
        let solved = try layout(headerPinned: true, footer: true)
        let header = solved.supplementaries("header", section: 1, offset: Point(x: 0, y: 1000)).first
        expectFrame(header?.frame, 0, 700, 375, 40)
    }

    @Test(arguments: [
        // offset y, footer y, pinned
        (-50.0, 320.0, true),  // visible bottom 350: 350 − 30 = 320
        (500, 740, false),     // visible bottom 900: natural 740
        (-250, 240, true),     // visible bottom 150 → 120, held at the floor 200 + 40
    ])
    func footerPinsToTheVisibleBottomAboveItsHeader(offset: Double, y: Double, pinned: Bool) throws {
        let solved = try layout(headerPinned: false, footer: true, footerPinned: true)
        let footer = solved.supplementaries("footer", section: 1, offset: Point(x: 0, y: offset)).first
        expectFrame(footer?.frame, 0, y, 375, 30)
        #expect(footer?.isPinned == pinned)
    }

    @Test func unpinnedElementsDoNotReportPinning() throws {
        let solved = try layout(headerPinned: false)
        let header = solved.supplementaries("header", section: 1, offset: Point(x: 0, y: 300)).first
        expectFrame(header?.frame, 0, 200, 375, 40)
        #expect(header?.pinsToVisibleBounds == false)
        #expect(header?.isPinned == false)
    }

    @Test func queriesFindPinnedHeadersAtAnyOffset() throws {
        // At offset 600 the bounds are 600 … 1000; the header (natural 200) is
        // pinned at 650 and must be found by the visible-elements query.
        let solved = try layout(headerPinned: true)
        let visible = solved.visibleElements(contentOffset: Point(x: 0, y: 600))
        let header = visible.first { $0.elementKind == "header" }
        expectFrame(header?.frame, 0, 650, 375, 40)
    }
}
