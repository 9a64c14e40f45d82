import ListKitCore
import ListKitEngine
import Testing

/// Layout margins come from the screen the collection view is on
/// (`Documentation/LayoutSemantics.md`, "Screen and margins"): 16 on
/// screens narrower than 390 pt, 20 from 390, whatever the collection
/// view's own width.
@Suite struct ScreenMarginTests {
    /// An inset grouped list of two rows in a collection view 375 wide at 3×.
    func rows(on screen: Screen?) throws -> (rows: [Rect], separator: Rect?) {
        let viewport = Viewport(size: Size(width: 375, height: 700), scale: 3, screen: screen)
        let section = LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped), itemCount: 2)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport)
        let elements = solved.allElements()
        return (elements.filter { $0.category == .cell }.map(\.frame), elements.first { $0.elementKind == "separator" }?.frame)
    }

    /// On its own, a 375-pt collection view is its screen: rows inset 16
    /// (x 16, 343 wide), the separator from 16 inside the row (x 32, 327).
    /// On a 393-pt iPhone 15 the margin is the screen's 20: rows at 20, 335
    /// wide, the separator at 40, 315 wide (UIKit output, issue 36).
    @Test func theScreenNotTheWindowGivesTheMargin() throws {
        let alone = try rows(on: nil)
        #expect(alone.rows.map(\.minX) == [16, 16])
        #expect(alone.rows.map(\.width) == [343, 343])
        #expect(alone.separator.map { [$0.minX, $0.width] } == [32, 327])
        let onPhone = try rows(on: .iPhone15)
        #expect(onPhone.rows.map(\.minX) == [20, 20])
        #expect(onPhone.rows.map(\.width) == [335, 335])
        #expect(onPhone.separator.map { [$0.minX, $0.width] } == [40, 315])
    }

    /// The threshold itself: a 389-pt screen gives 16, a 390-pt one 20.
    @Test(arguments: [(389.0, 16.0), (390, 20)])
    func theThreshold(width: Double, margin: Double) throws {
        let screen = Screen(size: Size(width: width, height: 800), scale: 3)
        #expect(try rows(on: screen).rows.first?.minX == margin)
        #expect(ListMetrics.uiKit.layoutMargin(screenWidth: width) == margin)
    }

    /// `.layoutMargins` on a compositional section takes the screen's
    /// margin too: a 375-pt collection view on a 430-pt screen puts its
    /// full-width item at 20, 335 wide.
    @Test func aSectionsLayoutMarginsComeFromTheScreen() throws {
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
            itemCount: 1)
        section.contentInsetsReference = .layoutMargins
        let viewport = Viewport(size: Size(width: 375, height: 700), scale: 3, screen: .iPhone15ProMax)
        let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport)
        #expect(solved.allElements().first?.frame == Rect(x: 20, y: 0, width: 335, height: 50))
    }

    /// A viewport that fills a screen takes its size, scale and safe area.
    @Test func aViewportFillsItsScreen() {
        let viewport = Viewport(screen: .iPhone15)
        #expect(viewport.size == Size(width: 393, height: 852))
        #expect(viewport.scale == 3)
        #expect(viewport.contentInset == DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(viewport.screenWidth == 393)
        #expect(Viewport(size: Size(width: 320, height: 500)).screenWidth == 320)
        #expect(Screen.named("iPhone SE") == .iPhoneSE)
        #expect(Screen.named("iPhone 16") == nil)
    }

    /// A screen's numbers are checked like the viewport's, at their path.
    @Test func aScreenOfNegativeWidthIsRefused() {
        let viewport = Viewport(size: Size(width: 375, height: 700), screen: Screen(size: Size(width: -1, height: 800), scale: 3))
        #expect(throws: LayoutValidationError.self) { try LayoutValidator.validate(viewport: viewport) }
        do {
            try LayoutValidator.validate(viewport: viewport)
        } catch {
            #expect(error.path == "viewport.screen.width")
        }
        let badScale = Viewport(size: Size(width: 375, height: 700), screen: Screen(size: Size(width: 393, height: 852), scale: 4))
        do {
            try LayoutValidator.validate(viewport: badScale)
            Issue.record("a screen at 4× was taken")
        } catch {
            #expect(error.path == "viewport.screen.scale")
        }
    }
}
