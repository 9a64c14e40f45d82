import ListKitCore
import ListKitLifecycle

/// The components of a section's items, in item order: listed in memory,
/// kept in runs of one type, or made on demand from their position.
///
/// A section built with the DSL lists its components, or keeps the
/// components of `VGroup(of:) { Row($0) }` in one ``ComponentRun``. A section
/// read from a layout document may have millions of items; its components
/// are made when the collection view, the diff or the tracker asks for one,
/// so a large document costs no memory per item until it is shown.
///
/// ```swift
/// let listed: ComponentList = [AnyComponent(Row(id: 1)), AnyComponent(Row(id: 2))]
/// let kept = ComponentList(runs: [ComponentRun((0..<1_000).map { Row(id: $0) })])
/// let made = ComponentList(count: 1_000_000, id: { AnyHashable($0) }) { AnyComponent(Row(id: $0)) }
/// ```
public struct ComponentList: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The runs the components are kept in; they compare ids and contents
    /// by position without boxing components.
    public let runs: ComponentRuns

    /// Whether the list guarantees unique ids (made lists whose maker says so),
    /// so that a renderer need not check them one by one.
    public let idsAreUnique: Bool

    /// The components `components` lists.
    public init(_ components: [AnyComponent]) {
        runs = ComponentRuns([ErasedComponentRun(components)])
        idsAreUnique = false
    }

    /// The components of `runs`, one run after the other.
    public init(runs: [ComponentRun]) {
        self.runs = ComponentRuns(runs.map(\.storage))
        idsAreUnique = false
    }

    /// The components of `group` and its nested groups, depth first: the
    /// ones written one by one listed together, the runs kept.
    init(_ group: GroupDefinition) {
        var runs: [ComponentRunStorage] = []
        var listed: [AnyComponent] = []
        func walk(_ group: GroupDefinition) {
            for child in group.children {
                switch child {
                case .component(let component):
                    listed.append(component)
                case .components(let run):
                    if !listed.isEmpty {
                        runs.append(ErasedComponentRun(listed))
                        listed = []
                    }
                    runs.append(run.storage)
                case .group(let nested):
                    walk(nested)
                }
            }
        }
        walk(group)
        if !listed.isEmpty || runs.isEmpty { runs.append(ErasedComponentRun(listed)) }
        self.runs = ComponentRuns(runs)
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
        runs = ComponentRuns([MadeComponentRun(count: Swift.max(0, count), id: id, make: make)])
        self.idsAreUnique = idsAreUnique
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }

    /// The number of components.
    public var endIndex: Int { runs.count }

    /// The component at `position`, which must be in `indices`.
    public subscript(position: Int) -> AnyComponent { runs.component(at: position) }

    /// The id of the component at `position` (in `indices`), without making
    /// the component when it is made on demand.
    public func id(at position: Int) -> AnyHashable { runs.id(at: position) }

    /// The id of the component at `position` (in `indices`) as the lifecycle
    /// tracker holds it, equal to `ElementID(uncheckedSendable: id(at:))`
    /// but made without an `AnyHashable` where the run knows its id type.
    public func elementID(at position: Int) -> ElementID { runs.elementID(at: position) }

    /// The hash of each component's id as `AnyHashable(id).hashValue`, in
    /// order, worked out without making or boxing the components.
    public func idHashes() -> [Int] {
        var hashes: [Int] = []
        idHashes(into: &hashes)
        return hashes
    }

    /// ``idHashes()`` written into `hashes` (emptied first, its memory kept):
    /// a caller that asks again and again writes into the same memory.
    public func idHashes(into hashes: inout [Int]) {
        hashes.removeAll(keepingCapacity: true)
        hashes.reserveCapacity(count)
        for run in runs.runs { run.appendIDHashes(to: &hashes) }
    }

    /// Each component's id as an `Int`, in order, when every component's
    /// type has `Int` ids (``Component/ID``); `nil` otherwise. Two such ids
    /// are equal exactly when `AnyHashable` says so.
    public func integerIDs() -> [Int]? {
        var ids: [Int] = []
        return integerIDs(into: &ids) ? ids : nil
    }

    /// ``integerIDs()`` written into `ids` (emptied first, its memory kept);
    /// `false`, with `ids` holding some of them, when a component's type
    /// does not have `Int` ids.
    public func integerIDs(into ids: inout [Int]) -> Bool {
        ids.removeAll(keepingCapacity: true)
        for (offset, run) in runs.runs.enumerated() {
            guard run.appendIntegerIDs(to: &ids) else { return false }
            // Room for all of them once the first run has shown `Int` ids (a
            // list of other ids asks for no memory; later runs then append
            // without growing the array one run at a time).
            if offset == 0 { ids.reserveCapacity(count) }
        }
        return true
    }

    /// Whether the component at `position` has the id of the one at
    /// `otherPosition` of `other` (both in their lists' `indices`), as
    /// `AnyHashable` compares them; the ids of a run of one component type
    /// compare as that type.
    public func isIDEqual(at position: Int, to other: ComponentList, at otherPosition: Int) -> Bool {
        runs.isIDEqual(at: position, to: other.runs, at: otherPosition)
    }

    /// Whether the component at `position` shows the same content as the
    /// one at `otherPosition` of `other` (both in their lists' `indices`), as
    /// ``AnyComponent/isContentEqual(to:)`` answers; components of one type
    /// kept in a run are compared without boxing them.
    public func isContentEqual(at position: Int, to other: ComponentList, at otherPosition: Int) -> Bool {
        runs.isContentEqual(at: position, to: other.runs, at: otherPosition)
    }

    /// Whether `shown` (the component a view shows) shows the content of the
    /// component at `position` (in range): `shown.isContentEqual(to:)` of
    /// it, without boxing it when both are of one type.
    public func isShownContentEqual(_ shown: AnyComponent, at position: Int) -> Bool {
        runs.isShownContentEqual(shown, at: position)
    }

    /// Measures the components at `items` (in `indices`), all proposed
    /// `proposed`, as ``AnyComponent/measure(_:proposed:)``
    /// does: each run of one type in one call to the type. Listed and kept
    /// components are measured where they lie, without copying them out.
    ///
    /// - Returns: One answer per item, in order.
    public func measure(_ items: Range<Int>, proposed: Size) -> [Size?] {
        var answers: [Size?] = []
        answers.reserveCapacity(items.count)
        var position = items.lowerBound
        while position < items.upperBound {
            let (unowned, offset) = runs.locate(position)
            let run = unowned.run.takeUnretainedValue()
            let end = offset + Swift.min(run.count - offset, items.upperBound - position)
            answers.append(contentsOf: run.measure(offset..<end, proposed: proposed))
            position += end - offset
        }
        return answers
    }
}
