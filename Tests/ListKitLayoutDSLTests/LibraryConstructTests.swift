import ListKitLayoutDSL
import Testing

/// The CompositionalLayoutDSL library's constructs, laid out by a collection
/// view 300 points wide; every frame is worked out from the layout's numbers.
@Suite struct LibraryConstructTests {
    private func solved(_ counts: [Int], _ layout: CompositionalLayout) throws -> [LayoutAttributes] {
        let (collectionView, dataSource) = makeCollectionView(width: 300, counts: counts, kinds: ["badge", "tag"])
        defer { withExtendedLifetime(dataSource) {} }
        collectionView.collectionViewLayout = layout
        try collectionView.layoutIfNeeded()
        return collectionView.solvedLayout?.allElements() ?? []
    }

    private func frames(_ elements: [LayoutAttributes], kind: String? = nil) -> [Rect] {
        elements.filter { kind == nil ? $0.category == .cell : $0.elementKind == kind }.map(\.frame)
    }

    @Test func aCustomSectionOfCustomGroupsFilledByAnItemProvider() throws {
        let elements = try solved([4], CompositionalLayout { _, _ in ThreeUpSection() })
        // Three slots in 300 with 6 between: (300 − 2 × 6) / 3 = 96 each, at
        // x = 0, 102, 204. Each item is inset 5: 86 × 40 at x + 5, y + 5.
        // The second row starts at 50 + 10 (inter-group spacing) = 60.
        #expect(frames(elements) == [
            Rect(x: 5, y: 5, width: 86, height: 40),
            Rect(x: 107, y: 5, width: 86, height: 40),
            Rect(x: 209, y: 5, width: 86, height: 40),
            Rect(x: 5, y: 65, width: 86, height: 40),
        ])
    }

    @Test func aGroupNestsItselfTwice() throws {
        let elements = try solved([5], CompositionalLayout { _, _ in
            Section { Split(depth: 2).height(.absolute(200)) }
        })
        // Depth 2, 300 × 200: item 0 takes the leading half (150 × 200); the
        // trailing column (x 150, 150 wide) holds item 1 (top half, 100 tall)
        // and a depth-1 copy 150 × 100 at (150, 100): its item 2 is 75 × 100;
        // its column (x 225, 75 wide) holds item 3 (75 × 50) and a depth-0
        // copy, one item 75 × 50 at (225, 150).
        #expect(frames(elements) == [
            Rect(x: 0, y: 0, width: 150, height: 200),
            Rect(x: 150, y: 0, width: 150, height: 100),
            Rect(x: 150, y: 100, width: 75, height: 100),
            Rect(x: 225, y: 100, width: 75, height: 50),
            Rect(x: 225, y: 150, width: 75, height: 50),
        ])
    }

    @Test func aUsersEnvironmentAndContainerReachTheirSection() throws {
        var scales: [Double] = []
        let elements = try solved([2], CompositionalLayout { _, environment in
            let narrower = NarrowerEnvironment(environment, inset: 20)
            scales.append(narrower.traitCollection.displayScale)
            return HalfColumn(environment: narrower)
        })
        // The container is 300 − 2 × 20 = 260 wide: the group is 260 / 2 =
        // 130 wide, after the section's 20-point leading inset; the groups
        // stack 40 apart.
        #expect(frames(elements) == [
            Rect(x: 20, y: 0, width: 130, height: 40),
            Rect(x: 20, y: 40, width: 130, height: 40),
        ])
        #expect(scales == [1])
    }

    @Test func supplementariesAnchorToItemsAndGroups() throws {
        let elements = try solved([2], CompositionalLayout { _, _ in
            Section {
                HGroup(count: 2) {
                    Item {
                        SupplementaryItem(elementKind: "badge")
                            .width(.absolute(20))
                            .height(.absolute(20))
                            .containerAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5))
                            .zIndex(zIndex: 7)
                    }
                }
                .height(.absolute(100))
                .supplementaryItems {
                    SupplementaryItem(widthDimension: .absolute(30), heightDimension: .absolute(10), elementKind: "tag")
                        .containerAnchor(edges: .bottom)
                }
            }
        })
        // Items are 150 × 100 at x 0 and 150. A badge sits inside its item's
        // top trailing corner (x = 150 − 20 = 130) moved by half its size
        // (+10, −10): (140, −10); the second item's at 150 + 140 = 290.
        let badges = elements.filter { $0.elementKind == "badge" }
        #expect(badges.map(\.frame) == [
            Rect(x: 140, y: -10, width: 20, height: 20),
            Rect(x: 290, y: -10, width: 20, height: 20),
        ])
        #expect(badges.map(\.zIndex) == [7, 7])
        // The group's tag: on its bottom edge (y = 100 − 10 = 90), centred
        // across (x = (300 − 30) / 2 = 135); zIndex the default 1.
        let tags = elements.filter { $0.elementKind == "tag" }
        #expect(tags.map(\.frame) == [Rect(x: 135, y: 90, width: 30, height: 10)])
        #expect(tags.map(\.zIndex) == [1])
    }

    @Test func aDecorationItemBacksItsSection() throws {
        let elements = try solved([4], CompositionalLayout { _, _ in
            Section { HGroup(count: 4) { Item() }.height(.absolute(40)).interItemSpacing(.fixed(8)) }
                .contentInsets(value: 16)
                .decorationItems {
                    DecorationItem(elementKind: "card")
                        .contentInsets(value: 4)
                        .zIndex(zIndex: -3)
                }
        })
        // The section is 16 + 40 + 16 = 72 tall and 300 wide; the card is
        // inset 4 from it: (4, 4, 292, 64). Items: (268 − 3 × 8) / 4 = 61
        // wide, from x 16 every 69.
        let cards = elements.filter { $0.elementKind == "card" }
        #expect(cards.map(\.frame) == [Rect(x: 4, y: 4, width: 292, height: 64)])
        #expect(cards.map(\.zIndex) == [-3])
        #expect(frames(elements).map(\.origin.x) == [16, 85, 154, 223])
    }

    @Test func aTypeThatNeverResolvesIsLeftOutWithoutLooping() {
        #expect(Endless().layoutGroupModel == nil)
        #expect(Endless().layoutElement == nil)
        let group = HGroup {
            Endless()
            Item()
        }
        #expect(group.model.subitems.count == 1)
        #expect(Endless().contentInsets(value: 4).layoutElement == nil)
    }
}
