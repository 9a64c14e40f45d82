import ListKitLayoutDSL

/// Counts of items per section; cells and headers come from the pools.
final class CountsDataSource: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
}

/// A collection view of `width` × 800 points over `counts` (keep the data
/// source alive: the collection view holds it weakly), with a
/// placeholder layout until the test sets one; headers, footers and the
/// supplementaries of `kinds` are registered.
func makeCollectionView(
    width: Double, counts: [Int], kinds: [String] = []
) -> (HeadlessCollectionView, CountsDataSource) {
    let collectionView = HeadlessCollectionView(viewport: Viewport(size: Size(width: width, height: 800))) { _ in
        ListKitEngine.CompositionalLayout(sections: [])
    }
    collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
    for kind in [HeadlessCollectionView.elementKindSectionHeader, HeadlessCollectionView.elementKindSectionFooter] + kinds {
        collectionView.register(forSupplementaryViewOfKind: kind, withReuseIdentifier: "view") { CollectionReusableView() }
    }
    let dataSource = CountsDataSource(counts)
    collectionView.dataSource = dataSource
    return (collectionView, dataSource)
}

/// The frame of the item at (`section`, `item`).
func itemFrame(_ collectionView: HeadlessCollectionView, _ section: Int, _ item: Int) -> Rect? {
    collectionView.layoutAttributesForItem(at: ElementIndexPath(section: section, item: item))?.frame
}
