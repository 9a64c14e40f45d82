// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKitCore
import ListKitDiff
import ListKitEngine

/// Documentation/CollectionView.md#3
extension Doc_Documentation_CollectionView_md {
    static func sample3() throws {
        let rows = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [.item(LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))])

        let names = Names()
        let collectionView = HeadlessCollectionView(viewport: Viewport(size: Size(width: 375, height: 812), scale: 3)) { counts in
            CompositionalLayout(sections: counts.map { LayoutSection(group: rows, itemCount: $0) })
        }
        collectionView.register(forCellWithReuseIdentifier: "name") { CollectionViewCell() }
        collectionView.dataSource = names            // held weakly, as in UIKit
        try collectionView.layoutIfNeeded()
        print(collectionView.indexPathsForVisibleItems)

        names.names = ["Alan", "Ada", "Barbara"]       // the data source changes first
        var updates = BatchUpdates()
        updates.deleteItems(at: [ElementIndexPath(section: 0, item: 1)])    // Grace, before the update
        updates.insertItems(at: [ElementIndexPath(section: 0, item: 0)])    // Alan, after the update
        try collectionView.performBatchUpdates(updates)
        print(collectionView.visibleCells.map { ($0.content as? Label)?.text ?? "?" })

        names.names = (1...30).map { "Message \($0)" }  // 30 rows, 1320 high
        collectionView.reloadData()
        try collectionView.layoutIfNeeded()
        try collectionView.setContentOffset(Point(x: 0, y: 440))  // row 10 (Message 11) at the top
        collectionView.contentAnchor = .topItem
        names.names = (1...20).map { "Older \($0)" } + names.names
        try collectionView.performBatchUpdates(BatchUpdates(insertedItems: (0..<20).map { ElementIndexPath(section: 0, item: $0) }))
        let top = collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 30))
        print(collectionView.contentOffset.y, (top?.content as? Label)?.text ?? "?")
    }
}
