import ListKitSeedComponents
import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle
import ListKitSupplementary
import Testing

/// The DSL compiles to exactly the model one would build by hand.
@Suite struct DSLCompileTests {
    let white = Color.white

    /// The seed README's complex layout: 10 sections, each an HGroup 150 tall
    /// holding three times an item 0.5 wide and two VGroups 0.25 wide of two
    /// items 0.5 tall; group paging; a header per section.
    func complexSections() -> [Section] {
        (0..<10).map { index in
            Section(id: index) {
                HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
                    for _ in 0..<3 {
                        ColorBoxComponent(color: white, width: .fractionalWidth(0.5), height: .fractionalHeight(1.0))
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { _ in
                            ColorBoxComponent(color: white, width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                        VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { _ in
                            ColorBoxComponent(color: white, width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
                        }
                    }
                }
            }
            .orthogonalScrollingBehavior(.groupPaging)
            .boundarySupplementaryItem(SectionHeaderComponent(title: "Section \(index + 1)"))
        }
    }

    @Test func complexLayoutEqualsTheHandBuiltModel() {
        let composed = ComposedLayout(sections: complexSections())
        let half = LayoutElement.item(LayoutItem(layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))))
        let quarter = LayoutElement.item(LayoutItem(layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))))
        let column = LayoutElement.group(LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            subitems: [quarter, quarter]))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
            subitems: Array(repeating: [half, column, column], count: 3).flatMap { $0 })
        for (index, section) in composed.layout.sections.enumerated() {
            let header = BoundarySupplementaryItem(
                elementKind: "header",
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                alignment: .top)
            let expected = LayoutSection(
                group: row, itemCount: 15, orthogonalScrollingBehavior: .groupPaging,
                boundarySupplementaryItems: [header])
            #expect(section == expected, "section \(index)")
            #expect(composed.sections[index].id == AnyHashable(index))
        }
    }

    @Test func complexLayoutSolvesLikeTheExampleDocument() throws {
        // Same frames as Examples/complex-layout.json (see EndToEndTests) plus the
        // header: 44 tall, so section 1 starts at 194 and its rows at 238.
        let composed = ComposedLayout(sections: complexSections())
        let solved = try LayoutSolver.solve(
            composed.layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3))
        let s = solved.sections[1]
        #expect(abs((s.cellFrame(at: 7)?.minX ?? 0) - 562.667) < 0.001)
        #expect(abs((s.cellFrame(at: 7)?.minY ?? 0) - (194 + 44 + 75)) < 0.001)
        #expect(solved.contentSize.height == 10 * 194)
    }

    @Test func emojiListCompilesToThirtyPointBoxes() throws {
        // The seed's emoji example: HGroup(of: emojiList, width 1, height estimated 30).
        // Boxes 30 × 30, inset 2: (2, 2, 26, 26), (32, 2, 26, 26) …; 12 per row of 375.
        let emojiList = ["😊", "😂", "🥳", "😎", "🤖", "👻", "🐶", "🐱", "🦊", "🐻", "🐼", "🐨", "🐯"]
        let composed = ComposedLayout {
            Section(id: "main") {
                HGroup(of: emojiList, width: .fractionalWidth(1.0), height: .estimated(30)) { item in
                    EmojiBoxComponent(emoji: item)
                }
            }
        }
        #expect(composed.layout.sections[0].itemCount == 13)
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3))
        #expect(solved.sections[0].cellFrame(at: 1) == Rect(x: 32, y: 2, width: 26, height: 26))
        // 12 × 30 = 360 ≤ 375, the 13th starts row two.
        #expect(solved.sections[0].cellFrame(at: 12) == Rect(x: 2, y: 32, width: 26, height: 26))
        #expect(composed.component(at: ElementIndexPath(section: 0, item: 12))?.id == AnyHashable("🐯"))
    }

    @Test func sectionModifiersReachTheModel() {
        let composed = ComposedLayout {
            Section(id: "s") {
                VGroup(width: .fractionalWidth(1), height: .absolute(100)) {
                    ColorBoxComponent(color: white, width: .fractionalWidth(1), height: .fractionalHeight(1))
                }
                .interItemSpacing(.fixed(4))
                .contentInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                .edgeSpacing(top: .fixed(5), leading: .flexible(6))
                .supplementaryItem(BadgeComponent())
            }
            .interGroupSpacing(8)
            .contentInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            .contentInsetsReference(.layoutMargins)
            .supplementariesFollowContentInsets(false)
            .boundarySupplementaryItem(SectionHeaderComponent(title: "A"))
            .boundarySupplementaryItem(SectionHeaderComponent(title: "B"))
            .decorationItem(SectionBackgroundComponent())
        }
        let section = composed.layout.sections[0]
        #expect(section.interGroupSpacing == 8)
        #expect(section.contentInsets == DirectionalEdgeInsets(all: 16))
        #expect(section.contentInsetsReference == .layoutMargins)
        #expect(section.supplementariesFollowContentInsets == false)
        #expect(section.boundarySupplementaryItems.count == 2)
        #expect(section.decorationItems == [DecorationItem(
            elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 5), zIndex: -1)])
        #expect(section.group.arrangement == .vertical)
        #expect(section.group.interItemSpacing == .fixed(4))
        #expect(section.group.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(section.group.edgeSpacing == EdgeSpacing(
            leading: .flexible(6), top: .fixed(5), trailing: .fixed(0), bottom: .fixed(0)))
        #expect(section.group.supplementaryItems.first?.zIndex == 1)
        #expect(section.group.supplementaryItems.first?.containerAnchor.edges == [.top, .trailing])
    }

    @Test func componentLookupIsSafeOutOfRange() {
        let composed = ComposedLayout(sections: complexSections())
        #expect(composed.component(at: ElementIndexPath(section: 0, item: 14)) != nil)
        #expect(composed.component(at: ElementIndexPath(section: 0, item: 15)) == nil)
        #expect(composed.component(at: ElementIndexPath(section: 10, item: 0)) == nil)
        #expect(composed.component(at: ElementIndexPath(section: -1, item: 0)) == nil)
        #expect(composed.component(at: ElementIndexPath(section: 0, item: -1)) == nil)
        let header = composed.component(for: LayoutAttributes(
            category: .supplementary, elementKind: "header", indexPath: ElementIndexPath(section: 3, item: 0),
            frame: .zero))
        #expect(header?.as(SectionHeaderComponent.self)?.title == "Section 4")
    }

    @Test func emptyGroupsAndSectionsCompileToValidModels() throws {
        let none: [String] = []
        let composed = ComposedLayout {
            Section(id: "empty") {
                HGroup(of: none, width: .fractionalWidth(1), height: .absolute(44)) { EmojiBoxComponent(emoji: $0) }
            }
            Section(id: "nested-empty") {
                HGroup(width: .fractionalWidth(1), height: .absolute(44)) {
                    EmojiBoxComponent(emoji: "a")
                    VGroup(of: none, width: .fractionalWidth(0.5), height: .fractionalHeight(1)) { EmojiBoxComponent(emoji: $0) }
                    EmojiBoxComponent(emoji: "b")
                }
            }
        }
        #expect(composed.layout.sections[0].itemCount == 0)
        #expect(composed.layout.sections[1].group.subitems.count == 2)
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 812)))
        // Section 0 is empty (0 tall); "b" sits right after "a" in section 1.
        #expect(solved.sections[1].cellFrame(at: 1) == Rect(x: 32, y: 2, width: 26, height: 26))
    }

    @Test func aSectionsModelAlwaysCountsItsComponents() {
        var section = ComposedSection(Section(id: "s") {
            HGroup(of: ["a", "b", "c"], width: .fractionalWidth(1), height: .absolute(44)) { EmojiBoxComponent(emoji: $0) }
        })
        #expect(section.model.itemCount == 3)
        // A model set, or changed in place, takes the components' count.
        var other = section.model
        other.itemCount = 99
        section.model = other
        #expect(section.model.itemCount == 3)
        section.model.itemCount = 7
        #expect(section.model.itemCount == 3)
        // New components give the model their count.
        section.components = ComponentList([AnyComponent(EmojiBoxComponent(emoji: "d"))])
        #expect(section.model.itemCount == 1)
    }

    /// A section's copies share its parts until one changes: a change to a
    /// copy, of any of them, leaves the original as it was.
    @Test func aCopyOfASectionChangesAlone() {
        let original = ComposedSection(Section(id: "s") {
            HGroup(of: ["a", "b", "c"], width: .fractionalWidth(1), height: .absolute(44)) { EmojiBoxComponent(emoji: $0) }
        })
        var copy = original
        copy.id = "t"
        copy.components = ComponentList([AnyComponent(EmojiBoxComponent(emoji: "d"))])
        copy.model.interGroupSpacing = 8
        copy.boundaryComponents = [AnySupplementaryComponent(
            AnyComponent(EmojiBoxComponent(emoji: "h")),
            boundaryItem: BoundarySupplementaryItem(
                elementKind: "header", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                alignment: .top))]
        copy.swipeActions = { _, _ in nil }
        copy.accessibility = { _ in nil }
        copy.visibleItemsInvalidationHandler = { _, _, _ in }
        #expect(original.id == AnyHashable("s"))
        #expect(original.elementID == ElementID("s"))
        #expect(original.components.count == 3)
        #expect(original.model.itemCount == 3)
        #expect(original.model.interGroupSpacing == 0)
        #expect(original.boundaryComponents.isEmpty)
        #expect(original.swipeActions == nil)
        #expect(original.accessibility == nil)
        #expect(original.visibleItemsInvalidationHandler == nil)
        // The copy has what it was given; its id's element id follows it.
        #expect(copy.id == AnyHashable("t"))
        #expect(copy.elementID == ElementID("t"))
        #expect(copy.model.itemCount == 1)
        #expect(copy.model.interGroupSpacing == 8)
        #expect(copy.boundaryComponents.count == 1)
        #expect(copy.swipeActions != nil && copy.accessibility != nil && copy.visibleItemsInvalidationHandler != nil)
    }
}
