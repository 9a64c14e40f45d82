import ListKitCore
import Testing

/// Interned element kinds: equal exactly when their strings are, from any thread.
@Suite struct ElementKindTests {
    @Test func equalStringsGiveEqualKinds() {
        let header = ElementKind("header")
        #expect(header == ElementKind("head" + "er"))
        #expect(header != ElementKind("footer"))
        #expect(header.name == "header")
        #expect(Set([header, ElementKind("header"), ElementKind("badge")]).count == 2)
    }

    @Test func attributesKeepTheKindTheyAreGiven() {
        var attributes = LayoutAttributes(
            category: .supplementary, elementKind: "badge", indexPath: ElementIndexPath(section: 0, item: 3),
            frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(attributes.elementKind == "badge")
        #expect(attributes.kind == ElementKind("badge"))
        attributes.elementKind = nil
        #expect(attributes.kind == nil)
        let interned = LayoutAttributes(
            category: .supplementary, kind: ElementKind("badge"), indexPath: ElementIndexPath(section: 0, item: 3),
            frame: Rect(x: 0, y: 0, width: 10, height: 10))
        attributes.elementKind = "badge"
        #expect(interned == attributes)
    }

    /// Eight tasks intern the same 200 names at once: one kind per name.
    @Test func concurrentInterningGivesOneKindPerName() async {
        let names = (0..<200).map { "concurrent-kind-\($0)" }
        let results = await withTaskGroup(of: [ElementKind].self) { group in
            for _ in 0..<8 { group.addTask { names.map(ElementKind.init) } }
            var all: [[ElementKind]] = []
            for await kinds in group { all.append(kinds) }
            return all
        }
        for kinds in results {
            #expect(kinds == results[0])
        }
        #expect(Set(results[0]).count == 200)
        #expect(results[0].map(\.name) == names)
    }
}
