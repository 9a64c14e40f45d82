import ListKitCore
import ListKitSupplementary
@testable import ListKitEngine
import Testing

/// A `LayoutSection` is a value: its copies share their fields until one
/// changes, a change to a copy leaves the others as they were, and two
/// sections are equal (and hash alike) exactly when every field is.
@Suite struct LayoutSectionValueTests {
    func section() -> LayoutSection {
        LayoutSection(
            group: rows(44), itemCount: 3, interGroupSpacing: 4,
            contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            boundarySupplementaryItems: [BoundarySupplementaryItem(
                elementKind: "header",
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                alignment: .top)],
            decorationItems: [DecorationItem(elementKind: "background")])
    }

    /// One change of each field.
    static let changes: [(name: String, change: @Sendable (inout LayoutSection) -> Void)] = [
        ("group", { $0.group = rows(45) }),
        ("group's subitems, in place", { $0.group.subitems.append($0.group.subitems[0]) }),
        ("itemCount", { $0.itemCount = 4 }),
        ("interGroupSpacing", { $0.interGroupSpacing = 5 }),
        ("contentInsets", { $0.contentInsets.bottom = 9 }),
        ("contentInsetsReference", { $0.contentInsetsReference = .none }),
        ("supplementariesFollowContentInsets", { $0.supplementariesFollowContentInsets = false }),
        ("orthogonalScrollingBehavior", { $0.orthogonalScrollingBehavior = .continuous }),
        ("boundarySupplementaryItems", { $0.boundarySupplementaryItems.removeAll() }),
        ("decorationItems", { $0.decorationItems.append(DecorationItem(elementKind: "other")) }),
        ("list", { $0.list = ListConfiguration(appearance: .plain) }),
        ("flow", { $0.flow = FlowConfiguration() }),
    ]

    @Test(arguments: 0..<changes.count) func aCopyChangesAloneAndIsThenAnother(index: Int) {
        let original = section()
        var copy = original
        #expect(copy == original)
        Self.changes[index].change(&copy)
        #expect(copy != original, "\(Self.changes[index].name)")
        #expect(original == section(), "\(Self.changes[index].name) changed the original")
        #expect(original.group.subitems.count == 1 && original.itemCount == 3 && original.decorationItems.count == 1)
    }

    @Test func sectionsBuiltApartAreEqualAndHashAlikeWhenEveryFieldIs() {
        let (a, b) = (section(), section())
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var c = section()
        c.itemCount = 4
        c.itemCount = 3
        #expect(c == a && c.hashValue == a.hashValue)
        // Changed the same way apart, they are equal again.
        for (name, change) in Self.changes {
            var x = section()
            var y = section()
            change(&x)
            change(&y)
            #expect(x == y, "\(name)")
            #expect(x.hashValue == y.hashValue, "\(name)")
        }
    }

    /// Equal but for the item count: every field but the count compares
    /// equal, whether the two share their fields or were built apart.
    @Test(arguments: 0..<changes.count) func equalButForTheItemCount(index: Int) {
        let name = Self.changes[index].name
        let original = section()
        for other in [original, section()] {
            var changed = other
            Self.changes[index].change(&changed)
            #expect(changed.isEqual(ignoringItemCount: original) == (name == "itemCount"), "\(name)")
            #expect(original.isEqual(ignoringItemCount: changed) == (name == "itemCount"), "\(name)")
        }
    }
}
