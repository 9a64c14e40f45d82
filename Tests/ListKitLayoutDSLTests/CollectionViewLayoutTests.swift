import ListKitLayoutDSL
import Testing

/// A layout given to a collection view: handlers called, the layout read
/// back, the environment the viewport's.
@Suite struct CollectionViewLayoutTests {
    /// Fades each item by its section index: section 0 to 0.5, section 1 left alone.
    private func fadingLayout() -> CompositionalLayout {
        CompositionalLayout { index, _ in
            let section = Section { HGroup { Item(width: .fractionalWidth(0.5)) }.height(.absolute(50)) }
            guard index == 0 else { return section }
            return section.visibleItemsInvalidationHandler { items, _, _ in
                items.forEach { $0.alpha = 0.5 }
            }
        }
    }

    @Test func aSectionsHandlerDecidesWhatItsCellsShow() throws {
        let (collectionView, dataSource) = makeCollectionView(width: 300, counts: [2, 2])
        defer { withExtendedLifetime(dataSource) {} }
        var completed: Bool?
        collectionView.setCollectionViewLayout(fadingLayout(), animated: true) { completed = $0 }
        #expect(completed == true)
        try collectionView.layoutIfNeeded()

        let alphas = { (section: Int) in
            (0..<2).map { collectionView.cellForItem(at: ElementIndexPath(section: section, item: $0))?.alpha }
        }
        #expect(alphas(0) == [0.5, 0.5])
        #expect(alphas(1) == [1, 1])
        // Section 1's second cell sits beside its first, below section 0.
        #expect(itemFrame(collectionView, 1, 1) == Rect(x: 150, y: 50, width: 150, height: 50))
    }

    @Test func theLayoutReadBackMakesTheSameLayoutAndHandlers() throws {
        let (collectionView, dataSource) = makeCollectionView(width: 300, counts: [2, 2])
        defer { withExtendedLifetime(dataSource) {} }
        collectionView.collectionViewLayout = fadingLayout()
        try collectionView.layoutIfNeeded()
        let before = collectionView.solvedLayout
        #expect(before?.allElements().count == 4)

        let readBack = collectionView.collectionViewLayout
        collectionView.collectionViewLayout = readBack
        collectionView.invalidateLayout()
        try collectionView.layoutIfNeeded()

        #expect(collectionView.solvedLayout?.allElements() == before?.allElements())
        #expect(collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 1))?.alpha == 0.5)
        let made = readBack.make(itemCounts: [2, 2], environment: ListKitEngine.LayoutEnvironment(viewport: collectionView.viewport))
        #expect(made.visibleItemsInvalidationHandlers.map { $0 != nil } == [true, false])
    }

    @Test func theProviderSeesTheViewportAsItsContainer() throws {
        let (collectionView, dataSource) = makeCollectionView(width: 320, counts: [1])
        defer { withExtendedLifetime(dataSource) {} }
        collectionView.viewport.contentInset = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        var widths: [Double] = []
        collectionView.collectionViewLayout = CompositionalLayout { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            return Section { HGroup { Item() }.height(.absolute(40)) }
        }
        try collectionView.layoutIfNeeded()
        #expect(widths == [300])
    }
}
