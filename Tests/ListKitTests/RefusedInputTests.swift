import ListKit
import ListKitSeedComponents
import ListKitTestSupport
import Testing

/// A bad number or a refused input to any of the renderer's entry points
/// leaves the last good state in place and is reported once, in one wording.
@Suite struct RefusedInputTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// Section 0: thirty 100-pt rows (row r at 100 r); section 1 (from
    /// 3,000): a 100-pt orthogonal row of ten 200-pt boxes.
    func sections(_ log: DisplayLog) -> [Section] {
        [
            Section(id: "rows") {
                VGroup(of: Array(0..<30), width: .fractionalWidth(1), height: .absolute(3000)) { row in
                    LoggingComponent(id: row, log: log)
                }
            },
            Section(id: "carousel") {
                HGroup(of: Array(100..<110), width: .absolute(2000), height: .absolute(100)) {
                    ColorBox2Component(id: $0, color: .white, width: .absolute(200), height: .fractionalHeight(1))
                }
            }
            .orthogonalScrollingBehavior(.continuous),
        ]
    }

    /// A renderer showing ``sections(_:)`` scrolled to 500.
    func scrolledRenderer(_ log: DisplayLog) -> ComposeRenderer {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(sections: sections(log), animated: false)
        renderer.scroll(to: Point(x: 0, y: 500))
        return renderer
    }

    /// The issues `renderer` reports while `step` runs, in words.
    func issues(_ renderer: ComposeRenderer, _ step: () -> Void) -> [String] {
        var heard: [String] = []
        renderer.onIssue = { heard.append($0.description) }
        step()
        renderer.onIssue = nil
        return heard
    }

    /// The visible cells: index path and frame.
    func cells(_ renderer: ComposeRenderer) -> [String] {
        renderer.collectionView.visibleCells.map { "\($0.indexPath.map(\.description) ?? "-") \($0.frame)" }
    }

    @Test func aScrollToNaNKeepsTheScreen() {
        let log = DisplayLog()
        let renderer = scrolledRenderer(log)
        let before = cells(renderer)
        log.events = []
        #expect(issues(renderer) { renderer.scroll(to: Point(x: 0, y: .nan)) } == ["contentOffset.y is nan; it must be finite"])
        #expect(renderer.collectionView.contentOffset == Point(x: 0, y: 500))
        #expect(cells(renderer) == before)
        #expect(log.events == [])
        // Rows 5 … 13 meet 500 … 1312; the next render shows them again.
        renderer.render(sections: sections(log), animated: false)
        #expect(renderer.issues.isEmpty)
        #expect(renderer.collectionView.indexPathsForVisibleItems.map(\.item) == Array(5...13))
        // Setting the collection view's offset to infinity directly is not taken either.
        renderer.collectionView.contentOffset = Point(x: .infinity, y: 0)
        #expect(renderer.collectionView.contentOffset == Point(x: 0, y: 500))
    }

    @Test func badOrthogonalScrollsAreReportedOnce() {
        let log = DisplayLog()
        let renderer = scrolledRenderer(log)
        #expect(issues(renderer) { renderer.scrollOrthogonally(section: 1, to: Point(x: .infinity, y: 0)) }
            == ["orthogonalOffset.x is inf; it must be finite"])
        #expect(issues(renderer) { renderer.scrollOrthogonally(section: 0, to: Point(x: 50, y: 0)) }
            == ["section 0 does not scroll orthogonally"])
        #expect(issues(renderer) { renderer.scrollOrthogonally(section: 2, to: Point(x: 50, y: 0)) }
            == ["section 2 does not exist (the layout has 2 sections)"])
        #expect(issues(renderer) { renderer.scrollOrthogonally(section: -1, to: Point(x: 50, y: 0)) }
            == ["section -1 does not exist (the layout has 2 sections)"])
        #expect(renderer.collectionView.orthogonalOffsets.isEmpty)
        // Section 1 does scroll: no issue.
        #expect(issues(renderer) { renderer.scrollOrthogonally(section: 1, to: Point(x: 50, y: 0)) } == [])
        #expect(renderer.collectionView.orthogonalOffsets == [1: Point(x: 50, y: 0)])
    }

    @Test func aNegativeResizeIsOneIssueAndKeepsTheSize() {
        let log = DisplayLog()
        let renderer = scrolledRenderer(log)
        let before = cells(renderer)
        #expect(issues(renderer) { renderer.resize(to: Size(width: -10, height: 812)) }
            == ["the layout cannot be solved: viewport.width: must not be negative (found -10)"])
        #expect(renderer.collectionView.viewport.size == Size(width: 375, height: 812))
        #expect(cells(renderer) == before)
        #expect(issues(renderer) { renderer.resize(to: Size(width: 375, height: .nan)) }
            == ["the layout cannot be solved: viewport.height: number must be finite"])
        // A good size is taken: 375 × 400 at 500 shows rows 5 … 8.
        #expect(issues(renderer) { renderer.resize(to: Size(width: 375, height: 400)) } == [])
        #expect(renderer.collectionView.indexPathsForVisibleItems.map(\.item) == Array(5...8))
    }

    @Test func badTimesAreReportedInTheirOwnWords() {
        let log = DisplayLog()
        let renderer = scrolledRenderer(log)
        renderer.advance(to: 100)
        #expect(issues(renderer) { renderer.advance(to: .nan) } == ["time is nan; it must be finite"])
        #expect(renderer.time == 100)
        #expect(issues(renderer) { renderer.advance(to: 99) }
            == [RenderIssue.lifecycle(.timeWentBackwards(previous: 100, given: 99)).description])
        #expect(renderer.time == 100)
    }

    @Test func aTapAtNaNSelectsNothingAndClosesNothing() {
        let log = DisplayLog()
        let renderer = scrolledRenderer(log)
        #expect(renderer.tap(at: Point(x: 10, y: 650)) == ElementIndexPath(section: 0, item: 6))
        var hit: ElementIndexPath? = ElementIndexPath(section: -1, item: -1)
        #expect(issues(renderer) { hit = renderer.tap(at: Point(x: .nan, y: 650)) } == ["tap.x is nan; it must be finite"])
        #expect(hit == nil)
        #expect(renderer.collectionView.indexPathsForSelectedItems == [ElementIndexPath(section: 0, item: 6)])
    }

    @Test func aDragToNaNIsReportedAndMovesNothing() {
        let log = DisplayLog()
        let source = DiffableDataSource()
        source.reorderingHandlers.canReorderItem = { _ in true }
        let renderer = ComposeRenderer(dataSource: source, viewport: viewport)
        renderer.render(sections: sections(log))
        #expect(renderer.beginMove(item: ElementIndexPath(section: 0, item: 2)))
        // Row 4 is at 400 … 500: the item moves there.
        renderer.updateMove(to: Point(x: 10, y: 450))
        #expect(renderer.collectionView.interactiveMovement?.targetIndexPath == ElementIndexPath(section: 0, item: 4))
        #expect(issues(renderer) { renderer.updateMove(to: Point(x: .nan, y: 700)) } == ["move.x is nan; it must be finite"])
        #expect(issues(renderer) { renderer.updateMove(to: Point(x: 10, y: -.infinity)) } == ["move.y is -inf; it must be finite"])
        #expect(renderer.collectionView.interactiveMovement?.targetIndexPath == ElementIndexPath(section: 0, item: 4))
        #expect(renderer.collectionView.interactiveMovement?.position == Point(x: 10, y: 450))
    }

    @Test func aLayoutThatCannotBeSolvedIsReportedOnceAtTheDimensionThatIsWrong() {
        let log = DisplayLog()
        let renderer = scrolledRenderer(log)
        renderer.render(sections: [Section(id: "bad") {
            HGroup(width: .fractionalWidth(.nan), height: .absolute(100)) {
                LoggingComponent(id: 1, log: log)
            }
        }], animated: false)
        #expect(renderer.issues.count == 1)
        let description = renderer.issues.first?.description ?? ""
        #expect(description.hasSuffix(".width.fractionalWidth: number must be finite"))
    }

    /// Random inputs, finite and not, to every entry point: after every
    /// valid one the screen equals a fresh renderer's that got only the
    /// valid inputs.
    @Test(arguments: 0..<20) func refusedInputsLeaveTheScreenAsValidOnesMakeIt(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let log = DisplayLog()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(sections: sections(log), animated: false)
        var valid: [(ComposeRenderer) -> Void] = []
        let bad: [Double] = [.nan, .infinity, -.infinity]
        func number(_ range: ClosedRange<Double>) -> (value: Double, isValid: Bool) {
            random.chance(30) ? (bad[random.below(bad.count)], false) : (random.double(range), true)
        }
        var clock = 0.0
        for _ in 0..<30 {
            let input: (ComposeRenderer) -> Void
            let isValid: Bool
            switch random.below(5) {
            case 0:
                let (y, ok) = number(-100...3500)
                input = { $0.scroll(to: Point(x: 0, y: y)) }
                isValid = ok
            case 1:
                let (x, ok) = number(0...1700)
                let section = random.chance(80) ? 1 : random.below(4) - 1
                input = { $0.scrollOrthogonally(section: section, to: Point(x: x, y: 0)) }
                isValid = ok && section == 1
            case 2:
                let (height, ok) = number(-50...900)
                input = { $0.resize(to: Size(width: 375, height: height)) }
                isValid = ok && height >= 0
            case 3:
                let (step, ok) = number(0...100)
                let time = clock + step
                input = { $0.advance(to: time) }
                isValid = ok
                if ok { clock = time }
            default:
                let (y, ok) = number(0...3100)
                input = { $0.tap(at: Point(x: 10, y: y)) }
                isValid = ok
            }
            #expect(issues(renderer) { input(renderer) }.count == (isValid ? 0 : 1))
            guard isValid else { continue }
            valid.append(input)
            let fresh = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
            fresh.render(sections: sections(DisplayLog()), animated: false)
            for input in valid { input(fresh) }
            #expect(cells(renderer) == cells(fresh))
            #expect(renderer.collectionView.contentOffset == fresh.collectionView.contentOffset)
            #expect(renderer.collectionView.orthogonalOffsets == fresh.collectionView.orthogonalOffsets)
        }
    }
}
