import ListKitCore

extension LifecycleTracker {
    /// Stamps the records of the displayed elements that `found` meets with a
    /// new pass number and collects the arrivals; throws on a duplicate
    /// identity, leaving only stamps of a pass number never used again.
    mutating func match(
        _ found: [LayoutAttributes], bounds: Rect, identify: (LayoutAttributes) -> ElementID?
    ) throws(LifecycleError) {
        pass &+= 1
        scratch.arrivals.removeAll(keepingCapacity: true)
        // Between frames most elements keep their place in the answer up to a
        // shift (rows scrolled off the top): guess the record from the last
        // hit's shift and compare, and hash only when the guess is wrong.
        var shift = 0
        for position in found.indices {
            guard found[position].frame.intersects(bounds), let id = identify(found[position]) else { continue }
            let identity = ElementIdentity(found[position], id: id)
            let guess = position + shift
            var hit: Int?
            if guess >= 0, guess < slotAtPosition.count, slotAtPosition[guess] >= 0,
               slots[slotAtPosition[guess]].identity == identity {
                hit = slotAtPosition[guess]
            } else if let slot = slotByIdentity[identity] {
                hit = slot
                shift = slots[slot].position - position
            }
            if let slot = hit {
                if slots[slot].stamp == pass {
                    throw .duplicateIdentity(
                        identity, first: found[slots[slot].pending].indexPath, second: found[position].indexPath)
                }
                slots[slot].stamp = pass
                slots[slot].pending = position
            } else {
                scratch.arrivals.append((position, identity))
            }
        }
        try checkDistinctArrivals(found)
    }

    /// Throws on two arrivals with one identity.
    func checkDistinctArrivals(_ found: [LayoutAttributes]) throws(LifecycleError) {
        let arrivals = scratch.arrivals
        guard arrivals.count > 1 else { return }
        if arrivals.count <= 16 {
            for later in 1..<arrivals.count {
                for earlier in 0..<later where arrivals[earlier].identity == arrivals[later].identity {
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
