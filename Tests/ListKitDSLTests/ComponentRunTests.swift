import Foundation
import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle
import Testing

/// Components kept in runs of one type (``ComponentRun``): what
/// `VGroup(of:) { Row($0) }` and `[Row]` in a group build, and how a
/// ``ComponentList`` of runs answers by position.
@Suite struct ComponentRunTests {
    /// A row 44 pt tall with an `Int` id; `text` is its content.
    struct Row: Component, Equatable {
        let id: Int
        var text = ""
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) {}
        func measure(proposed: Size) -> Size? { Size(width: proposed.width, height: Double(id)) }
    }

    /// A header with a `String` id (its type's ids are not `Int`s).
    struct Header: Component, Equatable {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)) }
        func render(in content: ContentView) {}
        func measure(proposed: Size) -> Size? { Size(width: proposed.width, height: 20) }
    }

    /// The children of the root group of `section`.
    func children(_ section: Section) -> [GroupChild] { section.group.children }

    @Test func elementIDsAreTheIDsWrapped() {
        // A run of rows, a run of headers, components listed one by one,
        // and components made on demand.
        let section = Section(id: 0) {
            VGroup(width: .fractionalWidth(1), height: .estimated(500)) {
                VGroup(of: [3, 1, 2], width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0) }
                VGroup(of: ["a", "b"], width: .fractionalWidth(1), height: .estimated(20)) { Header(id: $0) }
                Row(id: 9)
                Header(id: "c")
            }
        }
        let made = ComponentList(count: 3, id: { AnyHashable("m\($0)") }, make: { AnyComponent(Header(id: "m\($0)")) })
        for list in [ComposedLayout(sections: [section]).sections[0].components, made] {
            for position in list.indices {
                #expect(list.elementID(at: position) == ElementID(uncheckedSendable: list.id(at: position)))
            }
        }
        let list = ComposedLayout(sections: [section]).sections[0].components
        #expect(list.indices.map { list.elementID(at: $0) } == [3, 1, 2, "a", "b", 9, "c"])
        #expect(made.indices.map { made.elementID(at: $0) } == ["m0", "m1", "m2"])
    }

    @Test func oneComponentExpressionMakesOneRun() {
        let typed = Section(id: 0) {
            VGroup(of: [3, 1, 2], width: .fractionalWidth(1), height: .estimated(44)) { Row(id: $0) }
        }
        // One child holding the three rows in one run.
        #expect(children(typed).count == 1)
        guard case .components(let run) = children(typed).first else {
            Issue.record("not a run: \(children(typed))")
            return
        }
        #expect(run.count == 3)
        #expect((0..<3).map { run.component(at: $0).id } == [AnyHashable(3), AnyHashable(1), AnyHashable(2)])

        // Two statements go through the result builder: one child each.
        let built = Section(id: 0) {
            VGroup(of: [3, 1, 2], width: .fractionalWidth(1), height: .estimated(44)) { number in
                let id = number
                Row(id: id)
            }
        }
        #expect(children(built).count == 3)
        #expect(children(built).allSatisfy { if case .component = $0 { true } else { false } })

        // Both compile to the same model and the same components.
        let a = ComposedLayout(sections: [typed])
        let b = ComposedLayout(sections: [built])
        #expect(a.layout == b.layout)
        #expect(a.sections[0].components.map(\.id) == b.sections[0].components.map(\.id))
    }

    @Test func eachBuilderStatementGivesItsOwnChildren() {
        let rows = [7, 8, 9].map { Row(id: $0) }
        let erased = [AnyComponent(Header(id: "a")), AnyComponent(Header(id: "b"))]
        let present: Row? = Row(id: 10)
        let absent: Row? = nil
        let section = Section(id: 0) {
            VGroup(width: .fractionalWidth(1), height: .estimated(44)) {
                rows
                erased
                present
                absent
                Header(id: "c")
            }
        }
        // An array of one component type: one run of three. Erased
        // components: one child each. A present optional: one child; an
        // absent one: none. A component: one child.
        let kinds = children(section).map { child -> String in
            switch child {
            case .components(let run): "run of \(run.count)"
            case .component(let component): "component \(component.id)"
            case .group: "group"
            }
        }
        #expect(kinds == ["run of 3", "component a", "component b", "component 10", "component c"])
    }

    /// A header, a run of two rows written as an array, a header, and a
    /// nested group's run of two rows: positions 0 … 5.
    func mixed(texts: [String] = ["", "", "", ""]) -> ComponentList {
        let section = Section(id: 0) {
            VGroup(width: .fractionalWidth(1), height: .estimated(200)) {
                Header(id: "top")
                [Row(id: 1, text: texts[0]), Row(id: 2, text: texts[1])]
                Header(id: "middle")
                VGroup(of: [4, 5], width: .fractionalWidth(1), height: .estimated(88)) { Row(id: $0) }
            }
        }
        return ComposedLayout(sections: [section]).sections[0].components
    }

    @Test func aListOfRunsAnswersByPosition() {
        let list = mixed()
        #expect(list.count == 6)
        #expect(list.map(\.id) == [AnyHashable("top"), 1, 2, AnyHashable("middle"), 4, 5])
        #expect((0..<6).map { list.id(at: $0) } == list.map(\.id))
        // A String id among them: the ids are not all integers.
        #expect(list.integerIDs() == nil)
        #expect(list.idHashes() == list.map(\.id.hashValue))
        #expect(list.isIDEqual(at: 1, to: list, at: 1))
        #expect(!list.isIDEqual(at: 1, to: list, at: 2))
        #expect(!list.isIDEqual(at: 0, to: list, at: 3))

        // Measured across the runs, in order: header 20, rows 1 and 2 (their
        // id), header 20, row 4.
        let sizes = list.measure(0..<5, proposed: Size(width: 100, height: 44))
        #expect(sizes.map { $0?.height } == [20, 1, 2, 20, 4])
        #expect(list.measure(2..<5, proposed: Size(width: 100, height: 44)).map { $0?.height } == [2, 20, 4])
    }

    @Test func contentIsComparedByPosition() {
        let before = mixed(texts: ["a", "b", "", ""])
        let after = mixed(texts: ["a", "changed", "", ""])
        // Row 1 ("a") is equal, row 2 changed; the headers are equal; a row
        // and a header never are.
        #expect(before.isContentEqual(at: 1, to: after, at: 1))
        #expect(!before.isContentEqual(at: 2, to: after, at: 2))
        #expect(before.isContentEqual(at: 0, to: after, at: 0))
        #expect(!before.isContentEqual(at: 1, to: after, at: 0))
        #expect(before.isContentEqual(at: 4, to: after, at: 4))
    }

    @Test func integerIDsOnlyWhenEveryTypeHasThem() {
        let rows = ComponentList(runs: [ComponentRun([Row(id: 7), Row(id: -3)]), ComponentRun([Row(id: 7)])])
        #expect(rows.integerIDs() == [7, -3, 7])
        // Erased components have `AnyHashable` ids.
        #expect(ComponentList([AnyComponent(Row(id: 7))]).integerIDs() == nil)
        let withHeader = ComponentList(runs: [ComponentRun([Row(id: 7)]), ComponentRun([Header(id: "h")])])
        #expect(withHeader.integerIDs() == nil)
    }

    @Test func aListOfOtherIDsAsksForNoMemoryAndIntegerRunsForRoomForAll() {
        // A list whose first run has `String` ids: refused before any memory is asked for.
        var ids: [Int] = []
        let headers = ComponentList(runs: [ComponentRun((0..<1_000).map { Header(id: "h\($0)") })])
        #expect(!headers.integerIDs(into: &ids))
        #expect(ids.capacity == 0)
        // Three runs of `Int` ids: room for all five once the first has shown them.
        let rows = ComponentList(runs: [
            ComponentRun([Row(id: 1)]), ComponentRun([Row(id: 2), Row(id: 3)]), ComponentRun([Row(id: 4), Row(id: 5)]),
        ])
        #expect(rows.integerIDs(into: &ids))
        #expect(ids == [1, 2, 3, 4, 5] && ids.capacity >= 5)
    }

    @Test func emptyRunsTakeNoPosition() {
        let list = ComponentList(runs: [
            ComponentRun([Row]()), ComponentRun([Row(id: 1)]), ComponentRun([Row]()), ComponentRun([Row(id: 2)]),
            ComponentRun([Row]()),
        ])
        #expect(list.count == 2)
        #expect(list.map(\.id) == [AnyHashable(1), AnyHashable(2)])
        #expect(list.integerIDs() == [1, 2])
    }
}

/// A run's id hashes are `AnyHashable(id).hashValue` for every id type: a
/// `UUID` or an app's struct hashes as itself (no custom `AnyHashable`
/// representation), an `Int8` or a `Double` as `AnyHashable` makes it (equal
/// to the `Int` of the same value), so that equal ids of two component types
/// hash alike.
@Suite struct IDHashTests {
    struct PostKey: Hashable, Sendable {
        let feed: Int
        let post: Int
    }

    struct Tagged<ID: Hashable & Sendable>: Component, Equatable {
        let id: ID
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) {}
    }

    func hashes<ID: Hashable & Sendable>(_ ids: [ID]) -> [Int] {
        ComponentList(runs: [ComponentRun(ids.map { Tagged(id: $0) })]).idHashes()
    }

    @Test func everyIDTypeHashesAsAnyHashableDoes() {
        let uuids = [UUID(), UUID()]
        #expect(hashes(uuids) == uuids.map { AnyHashable($0).hashValue })
        let keys = [PostKey(feed: 1, post: 2), PostKey(feed: 3, post: 4)]
        #expect(hashes(keys) == keys.map { AnyHashable($0).hashValue })
        // Custom representations: an Int8 and a Double hash as the Int of their value.
        #expect(hashes([Int8(3), Int8(-7)]) == [AnyHashable(3).hashValue, AnyHashable(-7).hashValue])
        #expect(hashes([2.0]) == [AnyHashable(2.0).hashValue])
        #expect(hashes(["a", "b"]) == ["a", "b"].map { AnyHashable($0).hashValue })
    }
}
