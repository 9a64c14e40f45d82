import ListKitCore
import Testing

/// Two attributes describe one layout element when category, element kind
/// and index path agree, whatever their frames.
@Suite struct SameLayoutElementTests {
    func attributes(_ category: ElementCategory, _ kind: String?, item: Int, y: Double = 0) -> LayoutAttributes {
        LayoutAttributes(
            category: category, elementKind: kind, indexPath: ElementIndexPath(section: 0, item: item),
            frame: Rect(x: 0, y: y, width: 10, height: 10))
    }

    @Test func categoryKindAndIndexPathEachTell() {
        let badge = attributes(.supplementary, "badge", item: 2)
        #expect(badge.isSameLayoutElement(as: attributes(.supplementary, "badge", item: 2, y: 500)))
        #expect(!badge.isSameLayoutElement(as: attributes(.decoration, "badge", item: 2)))
        #expect(!badge.isSameLayoutElement(as: attributes(.supplementary, "header", item: 2)))
        #expect(!badge.isSameLayoutElement(as: attributes(.supplementary, "badge", item: 3)))
        #expect(!attributes(.cell, nil, item: 2).isSameLayoutElement(as: badge))
    }
}
