import ListKitCore
import ListKitDSL
import ListKitLifecycle

/// The components the renderer holds for elements between their events: a
/// displayed element's component and view (from `willDisplay` to
/// `didEndDisplay`) and a prefetched cell's component (from `prefetch` to
/// its cancel or its display), in one table keyed by identity.
///
/// A cell that is prefetched and then displayed keeps one entry throughout:
/// its display replaces the prefetch in place, so the step costs one look-up
/// rather than an insertion into one table and a removal from another. An
/// entry holding neither is removed: the table only ever holds what is on
/// screen or prefetched.
struct ElementComponents {
    /// What one element holds.
    struct Entry {
        /// The component and view that heard `willDisplay`, while displayed.
        var displayed: DisplayedComponent?
        /// The component that heard `prefetch()`, until its cancel or display.
        var prefetched: AnyComponent?
    }

    /// The entries, each holding at least one of the two.
    private var entries: [ElementIdentity: Entry] = [:]
    /// How many entries hold a displayed component.
    private(set) var displayedCount = 0
    /// How many entries hold a prefetched component.
    private(set) var prefetchedCount = 0

    /// How many elements the table holds anything for.
    var count: Int { entries.count }

    /// Records `record` as the displayed component of `identity`; a prefetch
    /// of it is done with (its component is not told: display ends it).
    mutating func display(_ identity: ElementIdentity, _ record: DisplayedComponent) {
        var counts = (displayed: 1, prefetched: 0)
        Self.change(&entries[identity, default: Entry()]) { entry in
            if entry.displayed != nil { counts.displayed = 0 }
            if entry.prefetched != nil { counts.prefetched = -1 }
            entry = Entry(displayed: record, prefetched: nil)
        }
        displayedCount += counts.displayed
        prefetchedCount += counts.prefetched
        entries.keepSparse()
    }

    /// The displayed component of `identity`, if any.
    func displayed(_ identity: ElementIdentity) -> DisplayedComponent? {
        entries[identity]?.displayed
    }

    /// Removes and returns the displayed component of `identity`, if any.
    mutating func endDisplay(_ identity: ElementIdentity) -> DisplayedComponent? {
        guard let index = entries.index(forKey: identity), let ended = entries.values[index].displayed else { return nil }
        displayedCount -= 1
        if entries.values[index].prefetched == nil {
            entries.remove(at: index)
        } else {
            entries.values[index].displayed = nil
        }
        return ended
    }

    /// Records `component` as the prefetched component of `identity`.
    mutating func prefetch(_ identity: ElementIdentity, _ component: AnyComponent) {
        var added = 1
        Self.change(&entries[identity, default: Entry()]) { entry in
            if entry.prefetched != nil { added = 0 }
            entry.prefetched = component
        }
        prefetchedCount += added
        entries.keepSparse()
    }

    /// Removes and returns the prefetched component of `identity`, if any.
    mutating func cancelPrefetch(_ identity: ElementIdentity) -> AnyComponent? {
        guard let index = entries.index(forKey: identity), let cancelled = entries.values[index].prefetched else {
            return nil
        }
        prefetchedCount -= 1
        if entries.values[index].displayed == nil {
            entries.remove(at: index)
        } else {
            entries.values[index].prefetched = nil
        }
        return cancelled
    }

    /// Forgets, without telling them, the prefetched components of the
    /// elements for which `isPrefetched` is false.
    mutating func keepPrefetches(where isPrefetched: (ElementIdentity) -> Bool) {
        let forgotten = entries.compactMap { $0.value.prefetched != nil && !isPrefetched($0.key) ? $0.key : nil }
        for identity in forgotten { _ = cancelPrefetch(identity) }
    }

    /// Forgets every prefetched component, without telling them.
    mutating func forgetPrefetches() {
        keepPrefetches { _ in false }
    }

    /// Calls `body` on `entry`: given a dictionary's entry, several changes
    /// under the one look-up of its modify access.
    private static func change(_ entry: inout Entry, _ body: (inout Entry) -> Void) {
        body(&entry)
    }
}
