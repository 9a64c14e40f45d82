import ListKitCore
import ListKitDSL
import Testing

/// `AnyComponent.hasSameID(as:)`: the answer of `id == other.id`, whether
/// the two components share a type (ids compared as their own type) or not
/// (compared as `AnyHashable`s).
@Suite struct ComponentIDTests {
    struct Named: Component {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
        func render(in content: ContentView) {}
    }

    struct Numbered: Component {
        let id: Int
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
        func render(in content: ContentView) {}
    }

    struct AlsoNamed: Component {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)) }
        func render(in content: ContentView) {}
    }

    @Test func oneTypeComparesItsIDs() {
        let a = AnyComponent(Named(id: "row-1"))
        #expect(a.hasSameID(as: AnyComponent(Named(id: "row-1"))))
        #expect(!a.hasSameID(as: AnyComponent(Named(id: "row-2"))))
        #expect(AnyComponent(Numbered(id: 7)).hasSameID(as: AnyComponent(Numbered(id: 7))))
        #expect(!AnyComponent(Numbered(id: 7)).hasSameID(as: AnyComponent(Numbered(id: 8))))
    }

    @Test func twoTypesCompareTheirIDsAsAnyHashable() {
        // Equal strings under two component types are equal ids; the
        // integer 1 and the string "1" are not.
        let named = AnyComponent(Named(id: "1"))
        #expect(named.hasSameID(as: AnyComponent(AlsoNamed(id: "1"))))
        #expect(!named.hasSameID(as: AnyComponent(AlsoNamed(id: "2"))))
        #expect(!named.hasSameID(as: AnyComponent(Numbered(id: 1))))
        #expect(!AnyComponent(Numbered(id: 1)).hasSameID(as: named))
    }
}
