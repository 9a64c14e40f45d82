import ListKitCore

/// The cells a ``PrefetchTracker`` has prefetched and not yet seen
/// displayed or cancelled, kept so that an update recognises the cells it
/// found in the zone last time without hashing them.
///
/// The zone moves little from one update to the next, so its cells come
/// back in the same order, shifted by the few that left at one end: the
/// cell at position `z` among this update's zone cells is first compared
/// with the cell at `z + shift` among the last update's (its key, see
/// ``IdentityKey``), and only a cell that is not there is looked up by
/// identity. Removed entries stay in place, marked, until they outnumber
/// the live ones; the entries are then packed and the index rebuilt.
struct PrefetchedCells {
    /// A prefetched cell.
    struct Entry {
        /// Who the cell is.
        var identity: ElementIdentity
        /// Its identity's plain summary.
        var key: IdentityKey
        /// Its attributes when last in the zone.
        var attributes: LayoutAttributes
        /// The number of the last pass that found it in the zone.
        var pass: UInt64
        /// Its position among the zone cells of that pass.
        var zonePosition: Int
        /// False once it is displayed or cancelled (then it waits to be packed away).
        var isLive: Bool
    }

    /// The entries, live and removed, in the order they were added.
    private(set) var entries: [Entry] = []
    /// The live entries' positions in ``entries``, by identity.
    private var index: [ElementIdentity: Int] = [:]
    /// The entries of the last pass's zone cells (``zone`` as that pass
    /// left it); empty in a pass that only moves the zone on.
    private var lastZone: [Int] = []
    /// The entries of the zone's cells: during a pass, those found so far
    /// (in the order found, after the last zone's cells when the zone only
    /// moves on); when a pass ends, every live entry, ordered by leading
    /// edge in the direction of the scroll.
    private var zone: [Int] = []
    /// How far this pass's zone positions are from the last pass's.
    private var shift = 0
    /// The number of the current pass.
    private(set) var pass: UInt64 = 0
    /// How many live entries this pass found in the zone.
    private(set) var seen = 0
    /// How many removed entries wait to be packed away.
    private var removed = 0

    /// How many cells are prefetched.
    var count: Int { index.count }

    /// Whether the cell with `identity` is prefetched.
    func contains(_ identity: ElementIdentity) -> Bool {
        index[identity] != nil
    }

    /// Starts a new pass: no cell is found in the zone yet.
    mutating func beginPass() {
        pass &+= 1
        swap(&lastZone, &zone)
        zone.removeAll(keepingCapacity: true)
        shift = 0
        seen = 0
    }

    /// Notes that the cell `attributes` describe is in the zone in this
    /// pass if it is the cell the last pass found at its zone position (plus
    /// the shift), at the same place (category, kind and index path): while
    /// the data stays the same, that is the same cell.
    ///
    /// - Returns: Whether it was.
    mutating func findAtSamePlace(_ attributes: LayoutAttributes) -> Bool {
        let guess = zone.count &+ shift
        guard guess >= 0, guess < lastZone.count else { return false }
        let candidate = lastZone[guess]
        guard entries[candidate].isLive, entries[candidate].pass != pass,
              entries[candidate].attributes.isSameLayoutElement(as: attributes) else { return false }
        mark(candidate, attributes)
        return true
    }

    /// Notes that the cell `attributes` describe, with the caller's `id`,
    /// is in the zone in this pass.
    ///
    /// - Returns: The new entry's position in ``entries`` when the cell was
    ///   not prefetched (it is now), `nil` when it was.
    mutating func find(_ attributes: LayoutAttributes, id: ElementID) -> Int? {
        let key = IdentityKey(attributes, id: id)
        let position = zone.count
        let guess = position &+ shift
        if guess >= 0, guess < lastZone.count {
            let candidate = lastZone[guess]
            if entries[candidate].isLive, entries[candidate].pass != pass, entries[candidate].key == key,
               key.isExact || entries[candidate].identity.id == id {
                mark(candidate, attributes)
                return nil
            }
        }
        let identity = ElementIdentity(attributes, id: id)
        if let known = index[identity] {
            // Two cells of one identity in one pass count once.
            if entries[known].pass != pass {
                if entries[known].pass == pass &- 1 { shift = entries[known].zonePosition &- position }
                mark(known, attributes)
            }
            return nil
        }
        let added = entries.count
        entries.append(Entry(
            identity: identity, key: key, attributes: attributes, pass: pass, zonePosition: position, isLive: true))
        index[identity] = added
        index.keepSparse()
        zone.append(added)
        seen += 1
        return added
    }

    /// Records that the entry at `position` is in the zone in this pass,
    /// with `attributes` (`nil`: those it has).
    private mutating func mark(_ position: Int, _ attributes: LayoutAttributes? = nil) {
        entries[position].pass = pass
        if let attributes { entries[position].attributes = attributes }
        entries[position].zonePosition = zone.count
        zone.append(position)
        seen += 1
    }

    /// Removes the cell with `identity` if it is prefetched and this pass
    /// did not find it in the zone.
    ///
    /// - Returns: Whether it was removed.
    mutating func removeUnseen(_ identity: ElementIdentity) -> Bool {
        guard let position = index[identity], entries[position].pass != pass else { return false }
        remove(position)
        return true
    }

    /// Starts a pass whose zone only moved on (the same frames, scrolled
    /// further in the direction ``zone`` is ordered by): the cells of the
    /// last zone stay where they are, and ``dropPassed(_:directionX:directionY:)``
    /// takes out the ones the bounds reached or passed.
    mutating func beginMove() {
        pass &+= 1
        lastZone.removeAll(keepingCapacity: true)
        shift = 0
        seen = 0
    }

    /// Removes the cells of the zone that are no longer wholly ahead of
    /// `bounds` in the direction of the scroll: the first ones of ``zone``,
    /// which is ordered by leading edge. Those meeting `bounds` are
    /// displayed and go without an event; the others the bounds passed
    /// over, and are returned to be cancelled. Every other cell of the zone
    /// is still in the zone, which only moved on.
    ///
    /// - Returns: The identities and attributes of the cells passed over, in
    ///   the order of ``zone``.
    mutating func dropPassed(
        _ bounds: Rect, directionX: Int, directionY: Int
    ) -> [(identity: ElementIdentity, attributes: LayoutAttributes)] {
        var passed: [(identity: ElementIdentity, attributes: LayoutAttributes)] = []
        var dropped = 0
        while dropped < zone.count {
            let position = zone[dropped]
            let frame = entries[position].attributes.frame
            if PrefetchTracker.isAhead(frame, of: bounds, directionX: directionX, directionY: directionY) { break }
            if !frame.intersects(bounds) { passed.append((entries[position].identity, entries[position].attributes)) }
            remove(position)
            dropped += 1
        }
        if dropped > 0 { zone.removeFirst(dropped) }
        return passed
    }

    /// Orders this pass's zone cells by leading edge in the direction of
    /// the scroll (``PrefetchTracker/leadingEdge(_:_:_:)``): a pass that
    /// only moves on finds the cells the bounds reach first at the front.
    mutating func orderZone(directionX: Int, directionY: Int) {
        zone.sort {
            PrefetchTracker.leadingEdge(entries[$0].attributes.frame, directionX, directionY)
                < PrefetchTracker.leadingEdge(entries[$1].attributes.frame, directionX, directionY)
        }
    }

    /// Removes every cell this pass did not find in the zone.
    ///
    /// - Returns: Their identities and attributes, in the order added.
    mutating func removeAllUnseen() -> [(identity: ElementIdentity, attributes: LayoutAttributes)] {
        var unseen: [(identity: ElementIdentity, attributes: LayoutAttributes)] = []
        for position in entries.indices where entries[position].isLive && entries[position].pass != pass {
            unseen.append((entries[position].identity, entries[position].attributes))
            remove(position)
        }
        return unseen
    }

    /// Marks the entry at `position` removed.
    private mutating func remove(_ position: Int) {
        entries[position].isLive = false
        index[entries[position].identity] = nil
        removed += 1
    }

    /// Packs the removed entries away once they outnumber the live ones
    /// (and are more than a few), so the entries stay in proportion to the
    /// prefetched cells; this pass's zone positions follow.
    mutating func packIfSparse() {
        guard removed > 32, removed > index.count else { return }
        var moved = [Int](repeating: -1, count: entries.count)
        var packed: [Entry] = []
        packed.reserveCapacity(index.count)
        for position in entries.indices where entries[position].isLive {
            moved[position] = packed.count
            packed.append(entries[position])
        }
        entries = packed
        index.removeAll(keepingCapacity: true)
        for position in entries.indices {
            index[entries[position].identity] = position
        }
        zone = zone.map { moved[$0] }
        lastZone.removeAll(keepingCapacity: true)
        removed = 0
    }
}
