import ListKitCore
import ListKitLifecycle
import ListKitEngine

/// What a run does for its components. Every run is one of its subclasses
/// (``TypedComponentRun``, ``ErasedComponentRun``, ``MadeComponentRun``),
/// each overriding every method; this class's own answers are those of an
/// empty run.
///
/// A class rather than a protocol, so that a diff can hold a run as an
/// `Unmanaged` reference and call it without counting references. The
/// package's data source does (`ComponentRuns.forEachRun(_:)`), so the
/// methods a diff calls are `package`.
@usableFromInline
package class ComponentRunStorage {
    @usableFromInline
    init() {}

    /// The number of components.
    package var count: Int { 0 }
    /// The component at `position`, boxed.
    package func component(at position: Int) -> AnyComponent { AnyComponent(EmptySlot()) }
    /// The id of the component at `position`.
    package func id(at position: Int) -> AnyHashable { AnyHashable(position) }
    /// The id of the component at `position` as the lifecycle tracker
    /// holds it: ``id(at:)`` wrapped, unless the run knows its id type.
    func elementID(at position: Int) -> ElementID { ElementID(uncheckedSendable: id(at: position)) }
    /// Appends the hash of each component's id, as `AnyHashable(id)`
    /// hashes it, to `hashes`.
    func appendIDHashes(to hashes: inout [Int]) {}
    /// Appends each component's id to `ids` when the ids are `Int`s;
    /// returns false (appending nothing) otherwise.
    func appendIntegerIDs(to ids: inout [Int]) -> Bool { false }
    /// Whether the component at `position` has the id of the one at
    /// `otherPosition` of `other`, as `AnyHashable` compares them.
    package func isIDEqual(at position: Int, to other: ComponentRunStorage, at otherPosition: Int) -> Bool {
        id(at: position) == other.id(at: otherPosition)
    }
    /// Appends the item each component describes to `items`.
    func appendItems(to items: inout [LayoutElement]) {}
    /// The one item every component describes, or `nil` when the run is
    /// empty or two components describe different items.
    func sharedItem() -> LayoutItem? { nil }
    /// Whether the component at `position` shows the same content as the
    /// one at `otherPosition` of `other` (see ``AnyComponent/isContentEqual(to:)``).
    package func isContentEqual(at position: Int, to other: ComponentRunStorage, at otherPosition: Int) -> Bool {
        component(at: position).isContentEqual(to: other.component(at: otherPosition))
    }
    /// Whether `shown` (the component a view shows) shows the same content
    /// as the component at `position`: `shown.isContentEqual(to:)` of it.
    func isShownContentEqual(_ shown: AnyComponent, at position: Int) -> Bool {
        shown.isContentEqual(to: component(at: position))
    }
    /// Measures the components at `positions`, all proposed `proposed`.
    func measure(_ positions: Range<Int>, proposed: Size) -> [Size?] { positions.map { _ in nil } }
}

/// What an empty run's ``ComponentRunStorage/component(at:)`` answers (it is
/// never asked: positions of an empty run are out of range).
private struct EmptySlot: Component {
    var id: Int { 0 }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)) }
    func render(in content: ContentView) {}
}

/// Erased components in one array: the components a section lists one by
/// one, between typed runs.
final class ErasedComponentRun: ComponentRunStorage {
    /// The components, in order.
    let components: [AnyComponent]

    init(_ components: [AnyComponent]) {
        self.components = components
    }

    override var count: Int { components.count }

    override func component(at position: Int) -> AnyComponent { components[position] }

    override func id(at position: Int) -> AnyHashable { components[position].id }

    override func appendIDHashes(to hashes: inout [Int]) {
        for component in components { hashes.append(component.id.hashValue) }
    }

    override func appendItems(to items: inout [LayoutElement]) {
        for component in components { items.append(.item(ComposedLayout.item(of: component))) }
    }

    override func sharedItem() -> LayoutItem? {
        guard let first = components.first else { return nil }
        let shared = ComposedLayout.item(of: first)
        for component in components.dropFirst() where ComposedLayout.item(of: component) != shared { return nil }
        return shared
    }

    override func measure(_ positions: Range<Int>, proposed: Size) -> [Size?] {
        AnyComponent.measure(components[positions], proposed: proposed)
    }
}

/// Components made on demand from their position: a layout document's
/// items, which cost nothing until asked for.
final class MadeComponentRun: ComponentRunStorage {
    /// The number of components.
    let madeCount: Int
    /// The id at a position, without making the component.
    let idAt: (Int) -> AnyHashable
    /// The component at a position.
    let make: (Int) -> AnyComponent

    init(count: Int, id: @escaping (Int) -> AnyHashable, make: @escaping (Int) -> AnyComponent) {
        madeCount = count
        idAt = id
        self.make = make
    }

    override var count: Int { madeCount }

    override func component(at position: Int) -> AnyComponent { make(position) }

    override func id(at position: Int) -> AnyHashable { idAt(position) }

    override func appendIDHashes(to hashes: inout [Int]) {
        for position in 0..<madeCount { hashes.append(idAt(position).hashValue) }
    }

    override func appendItems(to items: inout [LayoutElement]) {
        for position in 0..<madeCount { items.append(.item(ComposedLayout.item(of: make(position)))) }
    }

    override func sharedItem() -> LayoutItem? {
        guard madeCount > 0 else { return nil }
        let shared = ComposedLayout.item(of: make(0))
        for position in 1..<madeCount where ComposedLayout.item(of: make(position)) != shared { return nil }
        return shared
    }

    override func measure(_ positions: Range<Int>, proposed: Size) -> [Size?] {
        AnyComponent.measure(positions.map(make), proposed: proposed)
    }
}
