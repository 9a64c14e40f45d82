// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKitCore
import ListKitDiff
import ListKitEngine

/// Documentation/CollectionView.md#1
extension Doc_Documentation_CollectionView_md {
    /// What a cell shows here: any object (the DSL puts its `ContentView` there).
    final class Label {
        let text: String
        init(_ text: String) { self.text = text }
    }
    final class Names: CollectionViewDataSource {
        var names = ["Ada", "Grace", "Barbara"]

        func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
            names.count
        }

        func collectionView(
            _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
        ) throws(CollectionViewError) -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
            cell.content = Label(names[indexPath.item])
            return cell
        }
    }

    static func sample1() throws {
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
    }
}
