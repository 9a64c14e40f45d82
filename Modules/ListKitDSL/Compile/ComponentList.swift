import ListKitCore

/// The components of a section's items, in item order: a list held in
/// memory, or components made on demand from their position.
///
/// A section built with the DSL lists its components. A section read from a
/// layout document may have millions of items; its components are made when
/// the collection view, the diff or the tracker asks for one, so a large
/// document costs no memory per item until it is shown.
///
/// ```swift
/// let listed: ComponentList = [AnyComponent(Row(id: 1)), AnyComponent(Row(id: 2))]
/// let made = ComponentList(count: 1_000_000, id: { AnyHashable($0) }) { AnyComponent(Row(id: $0)) }
/// ```
public struct ComponentList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case listed([AnyComponent])
        case made(count: Int, id: (Int) -> AnyHashable, make: (Int) -> AnyComponent)
    }

    private let storage: Storage

    /// Whether the list guarantees unique ids (made lists whose maker says so),
    /// so that a renderer need not check them one by one.
    public let idsAreUnique: Bool

    /// The components `components` lists.
    public init(_ components: [AnyComponent]) {
        storage = .listed(components)
        idsAreUnique = false
    }

    /// The components listed in an array literal.
    public init(arrayLiteral elements: AnyComponent...) {
        self.init(elements)
    }

    /// `count` components made on demand.
    ///
    /// - Parameters:
    ///   - count: The number of components (a negative count is taken as 0).
    ///   - id: The id of the component at a position, without making it.
    ///   - idsAreUnique: Whether `id` never gives one id twice (a document's
    ///     items, checked when it was read).
    ///   - make: The component at a position; called each time one is asked for.
    public init(
        count: Int, idsAreUnique: Bool = false, id: @escaping (Int) -> AnyHashable,
        make: @escaping (Int) -> AnyComponent
    ) {
        storage = .made(count: Swift.max(0, count), id: id, make: make)
        self.idsAreUnique = idsAreUnique
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }

    /// The number of components.
    public var endIndex: Int {
        switch storage {
        case .listed(let components): return components.count
        case .made(let count, _, _): return count
        }
    }

    /// The component at `position`, which must be in `indices`.
    public subscript(position: Int) -> AnyComponent {
        switch storage {
        case .listed(let components): return components[position]
        case .made(_, _, let make): return make(position)
        }
    }

    /// The id of the component at `position` (in `indices`), without making
    /// the component when it is made on demand.
    public func id(at position: Int) -> AnyHashable {
        switch storage {
        case .listed(let components): return components[position].id
        case .made(_, let id, _): return id(position)
        }
    }

    /// Measures the components at `items` (in `indices`), all proposed
    /// `proposed`, as ``AnyComponent/measure(_:proposed:)``
    /// does: each run of one type in one call to the type. A listed section's
    /// components are measured where they lie, without copying them out.
    ///
    /// - Returns: One answer per item, in order.
    public func measure(_ items: Range<Int>, proposed: Size) -> [Size?] {
        switch storage {
        case .listed(let components): return AnyComponent.measure(components[items], proposed: proposed)
        case .made(_, _, let make): return AnyComponent.measure(items.map(make), proposed: proposed)
        }
    }
}
