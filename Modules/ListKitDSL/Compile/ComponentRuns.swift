import ListKitCore
import ListKitLifecycle

/// The runs a ``ComponentList`` keeps its components in, with the position
/// each one starts at.
///
/// A diff compares the ids and contents of two lists item by item, a
/// hundred thousand times for a long list; these comparisons go through the
/// runs, reading them without reference counting, so that a diff can hold
/// the runs of the lists it compares as plain references.
public final class ComponentRuns {
    /// The runs, in order.
    let runs: [ComponentRunStorage]
    /// The same runs, read without reference counting (``runs`` keeps them alive).
    let unownedRuns: [UnownedRun]
    /// `starts[r]` is the position of run `r`'s first component; the last
    /// entry is the total count.
    let starts: [Int]

    init(_ runs: [ComponentRunStorage]) {
        self.runs = runs
        unownedRuns = runs.map(UnownedRun.init)
        var starts = [0]
        starts.reserveCapacity(runs.count + 1)
        for run in runs { starts.append(starts[starts.count - 1] + run.count) }
        self.starts = starts
    }

    /// The number of components.
    public var count: Int { starts[starts.count - 1] }

    /// Calls `body` with each run, in order, held without counting the
    /// reference (this object keeps it alive), and the number of its
    /// components: what a diff of the package reads component by component
    /// without finding each position's run.
    package func forEachRun(_ body: (_ run: Unmanaged<ComponentRunStorage>, _ count: Int) -> Void) {
        for (index, run) in unownedRuns.enumerated() {
            body(run.run, starts[index + 1] - starts[index])
        }
    }

    /// The run holding `position` (in `0 ..< count`) and its offset there.
    func locate(_ position: Int) -> (run: UnownedRun, offset: Int) {
        if unownedRuns.count == 1 { return (unownedRuns[0], position) }
        // The last run starting at or before `position` (empty runs start
        // where the next one does, so they are skipped).
        let run = (1..<unownedRuns.count).partitionPoint { starts[$0] > position } - 1
        return (unownedRuns[run], position - starts[run])
    }

    /// The component at `position` (in `0 ..< count`).
    public func component(at position: Int) -> AnyComponent {
        let (run, offset) = locate(position)
        return run.run._withUnsafeGuaranteedRef { $0.component(at: offset) }
    }

    /// The id of the component at `position` (in `0 ..< count`).
    public func id(at position: Int) -> AnyHashable {
        let (run, offset) = locate(position)
        return run.run._withUnsafeGuaranteedRef { $0.id(at: offset) }
    }

    /// The id of the component at `position` (in `0 ..< count`) as the
    /// lifecycle tracker holds it.
    public func elementID(at position: Int) -> ElementID {
        let (run, offset) = locate(position)
        return run.run._withUnsafeGuaranteedRef { $0.elementID(at: offset) }
    }

    /// Whether the component at `position` has the id of the one at
    /// `otherPosition` of `other` (both in range), as `AnyHashable` compares them.
    public func isIDEqual(at position: Int, to other: ComponentRuns, at otherPosition: Int) -> Bool {
        let (run, offset) = locate(position)
        let (otherRun, otherOffset) = other.locate(otherPosition)
        return run.run._withUnsafeGuaranteedRef { run in
            otherRun.run._withUnsafeGuaranteedRef { run.isIDEqual(at: offset, to: $0, at: otherOffset) }
        }
    }

    /// Whether the component at `position` shows the content of the one at
    /// `otherPosition` of `other` (both in range), as
    /// ``AnyComponent/isContentEqual(to:)`` answers.
    public func isContentEqual(at position: Int, to other: ComponentRuns, at otherPosition: Int) -> Bool {
        let (run, offset) = locate(position)
        let (otherRun, otherOffset) = other.locate(otherPosition)
        return run.run._withUnsafeGuaranteedRef { run in
            otherRun.run._withUnsafeGuaranteedRef { run.isContentEqual(at: offset, to: $0, at: otherOffset) }
        }
    }

    /// Whether `shown` (the component a view shows) shows the content of the
    /// component at `position` (in range), as `shown.isContentEqual(to:)`
    /// answers, without boxing the latter when both are of one type.
    public func isShownContentEqual(_ shown: AnyComponent, at position: Int) -> Bool {
        let (run, offset) = locate(position)
        return run.run._withUnsafeGuaranteedRef { $0.isShownContentEqual(shown, at: offset) }
    }
}

/// A run held and called without reference counting.
struct UnownedRun {
    /// The run; its ``ComponentRuns`` keeps it alive.
    let run: Unmanaged<ComponentRunStorage>

    init(_ run: ComponentRunStorage) {
        self.run = Unmanaged.passUnretained(run)
    }
}
