import ListKitCore
import ListKitSupplementary
import ListKitEngine
import Testing

/// Hears every layout pass of a collection view.
private final class PassListener: CollectionViewDelegate {
    var passes: [LayoutPass] = []
    func collectionView(_ collectionView: HeadlessCollectionView, didCompleteLayoutPass pass: LayoutPass) {
        passes.append(pass)
    }
}

/// The delegate hears each layout pass once, with what it displayed.
@Suite struct LayoutPassDelegateTests {
    @Test func theDelegateHearsEachPassOnce() throws {
        // One section of 50 rows 100 high (`rows(100)`) in a 375 × 812 viewport.
        let listener = PassListener()
        let source = CountsDataSource([50])
        let collectionView = makeCollectionView(source) { LayoutSection(group: rows(100), itemCount: $1) }
        collectionView.delegate = listener
        try collectionView.layoutIfNeeded()
        // Nothing changed: no pass.
        try collectionView.layoutIfNeeded()
        try collectionView.setContentOffset(Point(x: 0, y: 250))
        try collectionView.setContentOffset(Point(x: 0, y: 250))
        #expect(listener.passes.map(\.number) == [1, 2, 3])
        #expect(listener.passes.map(\.contentOffset) == [Point(x: 0, y: 0), Point(x: 0, y: 250), Point(x: 0, y: 250)])
        // Rows 0 … 8 meet 0 … 812; rows 2 … 10 meet 250 … 1062.
        #expect(listener.passes.map { $0.elements.map(\.indexPath.item) } == [
            Array(0...8), Array(2...10), Array(2...10),
        ])
        #expect(collectionView.passCount == 3)
        #expect(collectionView.layoutPass?.number == 3)
        // The views shown are the pass's.
        #expect(collectionView.indexPathsForVisibleItems == paths(2...10))
        #expect(collectionView.displayedElements == listener.passes.last?.elements)
    }

    @Test func aResolveThatGivesTheShownLayoutBackMakesNoPass() throws {
        // 50 rows 100 high; the layout is invalidated with nothing changed,
        // then with rows 50 high.
        let listener = PassListener()
        let source = CountsDataSource([50])
        var height = 100.0
        let collectionView = makeCollectionView(source) { LayoutSection(group: rows(height), itemCount: $1) }
        collectionView.delegate = listener
        try collectionView.layoutIfNeeded()
        let first = try #require(collectionView.solvedLayout?.generation)
        // The same model for the same viewport: the solve kept is given back, no frame moves.
        collectionView.invalidateLayout()
        try collectionView.layoutIfNeeded()
        #expect(collectionView.solvedLayout?.generation == first)
        #expect(listener.passes.map(\.number) == [1])
        // A new model: a new layout, and a pass over it (rows 0 … 16 meet 0 … 812).
        height = 50
        collectionView.invalidateLayout()
        try collectionView.layoutIfNeeded()
        #expect(collectionView.solvedLayout?.generation != first)
        #expect(listener.passes.map(\.number) == [1, 2])
        #expect(listener.passes.last?.elements.map(\.indexPath.item) == Array(0...16))
        // Something else asking for a pass still gets one, the layout given back or not.
        collectionView.invalidateLayout()
        collectionView.contentOffset = Point(x: 0, y: 100)
        try collectionView.layoutIfNeeded()
        #expect(listener.passes.map(\.number) == [1, 2, 3])
        #expect(listener.passes.last?.elements.map(\.indexPath.item) == Array(2...18))
    }

    @Test func aPassAfterNewDataReadsTheNewLayout() throws {
        // 50 rows 100 high, scrolled to 250; then 30 rows (0 … 3000) and a scroll to 300.
        let source = CountsDataSource([50])
        let collectionView = makeCollectionView(source) { LayoutSection(group: rows(100), itemCount: $1) }
        try collectionView.setContentOffset(Point(x: 0, y: 250))
        let first = try #require(collectionView.layoutPass)
        source.counts = [30]
        collectionView.reloadData()
        try collectionView.setContentOffset(Point(x: 0, y: 300))
        let pass = try #require(collectionView.layoutPass)
        #expect(pass.layout.generation != first.layout.generation)
        #expect(pass.layout.generation == collectionView.solvedLayout?.generation)
        // Asked beyond its bounds, the pass answers from the new layout:
        // 4,000 … 4,812 held rows 40 … 48 of the old data and nothing of the new.
        let below = Rect(x: 0, y: 4000, width: 375, height: 812)
        #expect(first.elements(in: below, contentOffset: first.contentOffset, orthogonalOffsets: [:]).map(\.indexPath.item)
            == Array(40...48))
        #expect(pass.elements(in: below, contentOffset: pass.contentOffset, orthogonalOffsets: [:]).isEmpty)
        // Rows 3 … 11 meet 300 … 1112.
        #expect(pass.elements.map(\.indexPath.item) == Array(3...11))
    }
}

/// Counts of rows with a section background that has no view until asked to.
private final class LateDecorationSource: CollectionViewDataSource {
    var givesBackground = false
    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
    }
    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForDecorationOfKind kind: String, at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView? {
        guard givesBackground else { return nil }
        return try collectionView.dequeueReusableDecorationView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
}

/// An element shown without a view is asked for again by the next pass,
/// even when the pass shows the same elements.
@Suite struct ViewlessElementTests {
    @Test func aDecorationWithoutAViewIsAskedForAgainByTheNextPass() throws {
        let source = LateDecorationSource()
        let collectionView = makeCollectionView(source) { _, count in
            var section = LayoutSection(group: rows(100), itemCount: count)
            section.decorationItems = [DecorationItem(elementKind: "background")]
            return section
        }
        collectionView.register(forDecorationViewOfKind: "background", withReuseIdentifier: "view") { NameView() }
        try collectionView.layoutIfNeeded()
        #expect(collectionView.visibleDecorationViews(ofKind: "background").isEmpty)
        // One point down: rows 0 … 8 and the background still meet 1 … 813.
        source.givesBackground = true
        try collectionView.setContentOffset(Point(x: 0, y: 1))
        #expect(collectionView.visibleDecorationViews(ofKind: "background").count == 1)
        #expect(collectionView.indexPathsForVisibleItems == paths(0...8))
    }
}
