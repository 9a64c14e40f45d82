/// The registered factories and the idle views of one kind of reusable view
/// (cells, or supplementaries), by key: a reuse identifier for cells, an
/// element kind and identifier for supplementaries.
///
/// Idle views are handed out last in, first out: the view that left the
/// screen most recently is the next one dequeued.
///
/// The registrations live in an array that a dictionary indexes, so that
/// taking a view out of a pool or putting one back changes the array in
/// place: changing a dictionary's value through its subscript allocates
/// the accessor's frames (three allocations for each view dequeued or
/// enqueued, measured in the fling of `PassBenchmarks`).
struct ReusePool<Key: Hashable, View: CollectionReusableView> {
    /// One registration: how to make a view, and the views waiting for reuse.
    struct Entry {
        var factory: () -> View
        var idle: [View] = []
    }

    /// The position of each key's registration in ``entries``.
    private var positions: [Key: Int] = [:]
    /// The key a dequeue or enqueue last found, and its position (a key
    /// keeps its position for good): the views of one kind come and go
    /// every frame, and comparing a key is cheaper than hashing it.
    private var recent: (key: Key, position: Int)?
    /// The registrations, in the order their keys were first registered.
    private var entries: [Entry] = []
    /// How many views the factories have made in all.
    private(set) var createdCount = 0

    /// Registers (or replaces) the factory for `key`; idle views made by an
    /// earlier factory are dropped, as UIKit does on re-registration.
    mutating func register(_ key: Key, factory: @escaping () -> View) {
        if let position = positions[key] {
            entries[position] = Entry(factory: factory)
        } else {
            positions[key] = entries.count
            entries.append(Entry(factory: factory))
        }
    }

    /// Whether a factory is registered for `key`.
    func isRegistered(_ key: Key) -> Bool { position(of: key) != nil }

    /// How many views wait for reuse under `key`.
    func idleCount(_ key: Key) -> Int { position(of: key).map { entries[$0].idle.count } ?? 0 }

    /// An idle view for `key` (after ``CollectionReusableView/prepareForReuse()``),
    /// or a new one from its factory; `nil` when `key` is not registered.
    mutating func dequeue(_ key: Key) -> View? {
        guard let position = rememberedPosition(of: key) else { return nil }
        if let view = entries[position].idle.popLast() {
            view.recycle()
            return view
        }
        createdCount += 1
        return entries[position].factory()
    }

    /// Puts `view` back into the pool of `key`. A view whose key is no longer
    /// registered is dropped.
    mutating func enqueue(_ view: View, _ key: Key) {
        view.indexPath = nil
        guard let position = rememberedPosition(of: key) else { return }
        entries[position].idle.append(view)
    }

    /// The position of `key`'s registration, or `nil`.
    private func position(of key: Key) -> Int? {
        if let recent, recent.key == key { return recent.position }
        return positions[key]
    }

    /// The same, remembered for the next look-up.
    private mutating func rememberedPosition(of key: Key) -> Int? {
        guard let position = position(of: key) else { return nil }
        recent = (key, position)
        return position
    }
}
