import ListKitCore

extension LifecycleTracker {
    /// Stamps the records of the displayed elements that `found` meets with a
    /// new pass number, collects the arrivals and returns how many records
    /// it stamped; throws on a duplicate identity, leaving only stamps of a
    /// pass number never used again.
    ///
    /// With `reusingIdentities` (the data version is the last update's), an
    /// element at the place (category, kind, index path) of the record
    /// guessed for it is that record's element, without asking `identify`.
    mutating func match(
        _ found: [LayoutAttributes], bounds: Rect, reusingIdentities: Bool,
        identify: (LayoutAttributes) -> ElementID?
    ) throws(LifecycleError) -> Int {
        pass &+= 1
        var stamped = 0
        scratch.arrivals.removeAll(keepingCapacity: true)
        // Between frames most elements keep their place in the answer up to a
        // shift (rows scrolled off the top): guess the record from the last
        // hit's shift and compare keys, and hash only when the guess is wrong.
        var shift = 0
        // With identities reused, runs of elements at their records' places
        // are stamped together; positions below `next` are done.
        var next = 0
        for position in found.indices {
            if reusingIdentities {
                if position < next { continue }
                let run = stampSamePlaces(found, from: position, shift: shift, bounds: bounds)
                stamped &+= run.stamped
                next = run.next
                if position < next { continue }
            }
            guard found[position].frame.intersects(bounds) else { continue }
            if reusingIdentities {
                let hit = slotAtSamePlace(position &+ shift, as: found[position])
                if hit >= 0 {
                    try stamp(hit, position: position, found)
                    stamped &+= 1
                    continue
                }
            }
            guard let id = identify(found[position]) else { continue }
            let key = IdentityKey(found[position], id: id)
            var hit = guessedSlot(position &+ shift, key: key, id: id)
            if hit < 0 {
                let identity = ElementIdentity(found[position], id: id)
                let hash = SlotTable.hash(key, identity)
                guard let slot = slot(of: identity, key: key, hash: hash) else {
                    scratch.arrivals.append(Arrival(position: position, identity: identity, key: key, hash: hash))
                    continue
                }
                hit = slot
                shift = states[slot].position &- position
            }
            try stamp(hit, position: position, found)
            stamped &+= 1
        }
        try checkDistinctArrivals(found)
        return stamped
    }

    /// Stamps the record in `slot` as met at `position` of `found`; throws
    /// when this pass met it already.
    mutating func stamp(_ slot: Int, position: Int, _ found: [LayoutAttributes]) throws(LifecycleError) {
        if states[slot].stamp == pass {
            throw .duplicateIdentity(
                slots[slot].identity, first: found[states[slot].pending].indexPath, second: found[position].indexPath)
        }
        states[slot].stamp = pass
        states[slot].pending = position
    }

    /// The slot of the record at position `guess` of the last answer if its
    /// element has the key `key` and the id `id`, or −1.
    private func guessedSlot(_ guess: Int, key: IdentityKey, id: ElementID) -> Int {
        guard guess >= 0, guess < slotAtPosition.count else { return -1 }
        let slot = slotAtPosition[guess]
        guard slot >= 0, states[slot].key == key else { return -1 }
        return key.isExact || slots[slot].identity.id == id ? slot : -1
    }

    /// Throws on two arrivals with one identity.
    func checkDistinctArrivals(_ found: [LayoutAttributes]) throws(LifecycleError) {
        let arrivals = scratch.arrivals
        guard arrivals.count > 1 else { return }
        if arrivals.count <= 16 {
            for later in 1..<arrivals.count {
                for earlier in 0..<later where arrivals[earlier].isSameElement(as: arrivals[later]) {
                    throw .duplicateIdentity(
                        arrivals[later].identity, first: found[arrivals[earlier].position].indexPath,
                        second: found[arrivals[later].position].indexPath)
                }
            }
            return
        }
        var first = [ElementIdentity: Int](minimumCapacity: arrivals.count)
        for arrival in arrivals {
            if let earlier = first.updateValue(arrival.position, forKey: arrival.identity) {
                throw .duplicateIdentity(
                    arrival.identity, first: found[earlier].indexPath, second: found[arrival.position].indexPath)
            }
        }
    }
}
