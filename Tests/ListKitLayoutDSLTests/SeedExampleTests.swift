// The seed imports UIKit and CompositionalLayoutDSL; ListKitLayoutDSL is both.
import ListKitLayoutDSL
import Testing

/// The two examples of the CompositionalLayoutDSL library's README, with
/// only `UICollectionView` swapped for `HeadlessCollectionView`; frames
/// worked out by hand from the layout rules.
@Suite struct SeedExampleTests {
    /// README example 1 (from its GroupDSLTests): a row of an item, a column
    /// of two and a column of three, 100 points high.
    ///
    /// At 392 points wide the group's insets leave 360, so each third is 120:
    /// the item spans x 16…136 less its trailing 4; the column of two spans
    /// 136…256 less 4 on each side (x 140, width 112) and splits 100 − 8
    /// into 46 + 46; the column of three spans 256…376 less 4 leading
    /// (x 260, width 116) and splits 100 − 16 into three 28s. Six items fill
    /// a group; groups are 8 apart, sections 8 apart.
    @Test func groupExampleFramesAsWorkedOut() throws {
        let (collectionView, dataSource) = makeCollectionView(width: 392, counts: [6, 12])
        defer { withExtendedLifetime(dataSource) {} }

        let layout = CompositionalLayout { section, environment in
            Section {
                HGroup {
                    Item(width: .fractionalWidth(1 / 3))
                        .contentInsets(trailing: 4)
                    VGroup(count: 2) { Item() }
                        .width(.fractionalWidth(1 / 3))
                        .interItemSpacing(.fixed(8))
                        .contentInsets(horizontal: 4)
                    VGroup(count: 3) { Item() }
                        .width(.fractionalWidth(1 / 3))
                        .interItemSpacing(.fixed(8))
                        .contentInsets(leading: 4)
                }
                .height(.absolute(100))
                .contentInsets(horizontal: 16)
            }
            .interGroupSpacing(8)
        }
        .interSectionSpacing(8)

        // Apply to a collection view
        collectionView.setCollectionViewLayout(layout, animated: false)
        try collectionView.layoutIfNeeded()

        let group = [
            Rect(x: 16, y: 0, width: 116, height: 100),
            Rect(x: 140, y: 0, width: 112, height: 46), Rect(x: 140, y: 54, width: 112, height: 46),
            Rect(x: 260, y: 0, width: 116, height: 28), Rect(x: 260, y: 36, width: 116, height: 28),
            Rect(x: 260, y: 72, width: 116, height: 28),
        ]
        func shifted(_ rect: Rect, by dy: Double) -> Rect {
            Rect(x: rect.origin.x, y: rect.origin.y + dy, width: rect.size.width, height: rect.size.height)
        }
        for item in 0..<6 {
            #expect(itemFrame(collectionView, 0, item) == group[item])
            #expect(itemFrame(collectionView, 1, item) == shifted(group[item], by: 108))
            #expect(itemFrame(collectionView, 1, item + 6) == shifted(group[item], by: 216))
        }
        #expect(collectionView.contentSize == Size(width: 392, height: 316))

        // or
        collectionView.collectionViewLayout = LayoutBuilder { layout }
        try collectionView.layoutIfNeeded()
        #expect(itemFrame(collectionView, 1, 11) == Rect(x: 260, y: 288, width: 116, height: 28))
        #expect(collectionView.contentSize == Size(width: 392, height: 316))
    }

    /// README example 2 (its getting-started layout): an orthogonally
    /// scrolling row of squares under a pinned header.
    ///
    /// In an orthogonal section a root group's fractional width resolves
    /// against the full width (rule 14), so at 400 points a group is
    /// 0.3 × 400 = 120 square; groups sit 8 apart from the leading inset, x
    /// 16 + 128 i. The header does not follow the insets: it spans the full
    /// 400 × 30 at the top, and the groups start below it and the 8-point top
    /// inset, at y 38. The section is 30 + 8 + 120 + 8 = 166 high.
    @Test func gettingStartedExampleFramesAsWorkedOut() throws {
        let (collectionView, dataSource) = makeCollectionView(width: 400, counts: [5])
        defer { withExtendedLifetime(dataSource) {} }

        collectionView.collectionViewLayout = LayoutBuilder {
            Section {
                VGroup(count: 1) { Item() }
                    .height(.fractionalWidth(0.3))
                    .width(.fractionalWidth(0.3))
                    .interItemSpacing(.fixed(8))
            }
            .interGroupSpacing(8)
            .contentInsets(horizontal: 16, vertical: 8)
            .orthogonalScrollingBehavior(.continuous)
            .supplementariesFollowContentInsets(false)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: HeadlessCollectionView.elementKindSectionHeader)
                    .height(.absolute(30))
                    .alignment(.top)
                    .pinToVisibleBounds(true)
            }
        }
        try collectionView.layoutIfNeeded()

        for item in 0..<5 {
            #expect(itemFrame(collectionView, 0, item) == Rect(x: 16 + Double(item) * 128, y: 38, width: 120, height: 120))
        }
        let header = collectionView.supplementaryView(
            forElementKind: HeadlessCollectionView.elementKindSectionHeader, at: ElementIndexPath(section: 0, item: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 400, height: 30))
        #expect(collectionView.contentSize == Size(width: 400, height: 166))
        #expect(collectionView.orthogonalGeometry(forSection: 0) != nil)
    }
}
