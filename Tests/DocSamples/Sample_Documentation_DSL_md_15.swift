// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKitLayoutDSL

/// Documentation/DSL.md#15
extension Doc_Documentation_DSL_md {
    /// One section of three items.
    final class ThreeItems: CollectionViewDataSource {
        func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(
            _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
        ) throws(CollectionViewError) -> CollectionViewCell {
            try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    static func sample15() throws {
        let items = ThreeItems()
        let collectionView = HeadlessCollectionView(viewport: Viewport(size: Size(width: 375, height: 812), scale: 3)) { _ in
            ListKitEngine.CompositionalLayout(sections: [])
        }
        collectionView.register(forCellWithReuseIdentifier: "cell") { CollectionViewCell() }
        collectionView.dataSource = items

        let layout = CompositionalLayout { section, environment in
            Section {
                HGroup {
                    Item(width: .fractionalWidth(1 / 3))
                        .contentInsets(trailing: 4)
                    VGroup(count: 2) { Item() }
                        .width(.fractionalWidth(1 / 3))
                        .interItemSpacing(.fixed(8))
                        .contentInsets(horizontal: 4)
                }
                .height(.absolute(100))
                .contentInsets(horizontal: 16)
            }
            .interGroupSpacing(8)
        }
        .interSectionSpacing(8)

        collectionView.setCollectionViewLayout(layout, animated: false)
        // or
        collectionView.collectionViewLayout = LayoutBuilder { layout }
        try collectionView.layoutIfNeeded()
        for cell in collectionView.visibleCells { print(cell.indexPath.map { "\($0)" } ?? "-", cell.frame) }
    }
}
