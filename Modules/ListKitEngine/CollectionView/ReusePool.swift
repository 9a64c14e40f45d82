/// The registered factories and the idle views of one kind of reusable view
/// (cells, or supplementaries), by key: a reuse identifier for cells, an
/// element kind and identifier for supplementaries.
///
/// Idle views are handed out last in, first out: the view that left the
/// screen most recently is the next one dequeued.
struct ReusePool<Key: Hashable, View: CollectionReusableView> {
    /// One registration: how to make a view, and the views waiting for reuse.
    struct Entry {
        var factory: () -> View
        var idle: [View] = []
    }

    /// The registrations by key.
    private var entries: [Key: Entry] = [:]
    /// How many views the factories have made in all.
    private(set) var createdCount = 0

    /// Registers (or replaces) the factory for `key`; idle views made by an
    /// earlier factory are dropped, as UIKit does on re-registration.
    mutating func register(_ key: Key, factory: @escaping () -> View) {
        entries[key] = Entry(factory: factory)
    }

    /// Whether a factory is registered for `key`.
    func isRegistered(_ key: Key) -> Bool { entries[key] != nil }

    /// How many views wait for reuse under `key`.
    func idleCount(_ key: Key) -> Int { entries[key]?.idle.count ?? 0 }

    /// An idle view for `key` (after ``CollectionReusableView/prepareForReuse()``),
    /// or a new one from its factory; `nil` when `key` is not registered.
    mutating func dequeue(_ key: Key) -> View? {
        if let view = entries[key]?.idle.popLast() {
            view.recycle()
            return view
        }
        guard let factory = entries[key]?.factory else { return nil }
        createdCount += 1
        return factory()
    }

    /// Puts `view` back into the pool of `key`. A view whose key is no longer
    /// registered is dropped.
    mutating func enqueue(_ view: View, _ key: Key) {
        view.indexPath = nil
        entries[key]?.idle.append(view)
    }
}
