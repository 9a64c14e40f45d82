import ListKitCore

/// The three phases of an update, each appending its events in event order.
extension LifecycleTracker {
    /// Phase 1: ends every record not stamped by this pass, in event order,
    /// and forgets its identity. Its slot stays, a hole listed in
    /// ``Scratch/ended`` (highest first) until ``beginArrivals(_:bounds:viewportArea:time:events:)``
    /// puts an arrival there or ``removeHoles()`` removes it, so that an
    /// update that ends as many elements as it begins moves no record.
    mutating func endUnmatched(time: Milliseconds, events: inout [LifecycleEvent]) {
        // Borrow the buffer: the sort below reads `self`.
        var ended = [Int]()
        swap(&ended, &scratch.ended)
        defer { swap(&ended, &scratch.ended) }
        ended.removeAll(keepingCapacity: true)
        for slot in states.indices where states[slot].stamp != pass {
            ended.append(slot)
        }
        guard !ended.isEmpty else { return }
        ended.sort { order($0) < order($1) }
        for slot in ended {
            slots[slot].end(answer[states[slot].position], time: time, events: &events)
        }
        ended.sort(by: >)
        for slot in ended {
            slotTable.remove(slot, hash: states[slot].hash)
        }
    }

    /// Removes the holes that phase 1 left and phase 3 did not fill, from the
    /// highest slot down: every slot above the one removed is kept, so the
    /// record moved into its place is a kept one.
    mutating func removeHoles() {
        for slot in scratch.ended {
            let last = slots.count - 1
            if slot != last {
                slots.swapAt(slot, last)
                states.swapAt(slot, last)
                slotTable.move(last, to: slot, hash: states[slot].hash)
            }
            slots.removeLast()
            states.removeLast()
        }
        scratch.ended.removeAll(keepingCapacity: true)
    }

    /// Phase 2: gives every record stamped by this pass its new position
    /// (and ratio, if it reports visibility) and appends the events, sorted
    /// across elements.
    mutating func observeMatched(
        _ found: [LayoutAttributes], bounds: Rect, viewportArea: Double, time: Milliseconds,
        events: inout [LifecycleEvent]
    ) {
        let phaseStart = events.count
        scratch.changes.removeAll(keepingCapacity: true)
        for slot in states.indices where states[slot].stamp == pass {
            let position = states[slot].pending
            states[slot].position = position
            // Display only: nothing to report while the element stays
            // displayed, and its ratio is measured when asked for.
            guard states[slot].reportsVisibility else { continue }
            let area = VisibleArea(frame: found[position].frame, bounds: bounds)
            let start = events.count
            slots[slot].observe(
                found, position: position, area: area, viewportArea: viewportArea, time: time, events: &events)
            if events.count > start {
                scratch.changes.append((DisplayOrder(found[position], position: position), start, events.count))
            }
        }
        // Records are in no particular order: put the elements' runs of events in event order.
        guard scratch.changes.count > 1 else { return }
        var sorted = true
        for index in 1..<scratch.changes.count where scratch.changes[index].order < scratch.changes[index - 1].order {
            sorted = false
            break
        }
        guard !sorted else { return }
        scratch.changes.sort { $0.order < $1.order }
        let unsorted = Array(events[phaseStart...])
        events.removeSubrange(phaseStart...)
        for change in scratch.changes {
            events.append(contentsOf: unsorted[(change.start - phaseStart)..<(change.end - phaseStart)])
        }
    }

    /// Phase 3: begins every arrival, in event order, its record in one of
    /// the holes phase 1 left (the lowest first) or else at the end.
    mutating func beginArrivals(
        _ found: [LayoutAttributes], bounds: Rect, viewportArea: Double, time: Milliseconds,
        events: inout [LifecycleEvent]
    ) {
        guard !scratch.arrivals.isEmpty else { return }
        if scratch.arrivals.count > 1 {
            scratch.arrivals.sort {
                DisplayOrder(found[$0.position], position: $0.position)
                    < DisplayOrder(found[$1.position], position: $1.position)
            }
        }
        let added = Swift.max(0, scratch.arrivals.count - scratch.ended.count)
        slots.reserveCapacity(slots.count + added)
        states.reserveCapacity(slots.count + added)
        for arrival in scratch.arrivals {
            let (position, identity) = (arrival.position, arrival.identity)
            let attributes = found[position]
            let configuration = policy.configuration(for: identity, attributes: attributes)
            var record = TrackedElement(identity: identity, configuration: configuration, time: time)
            let area = VisibleArea(frame: attributes.frame, bounds: bounds)
            let begin = events.count
            events.append(record.event(.willDisplay, attributes, time: time))
            record.observe(
                found, position: position, area: area, viewportArea: viewportArea, time: time, events: &events)
            events[begin].visibleRatio = record.ratio
            let state = SlotState(
                key: arrival.key, hash: arrival.hash, reportsVisibility: configuration.reportsVisibility,
                position: position, stamp: pass, pending: position)
            if let hole = scratch.ended.popLast() {
                slotTable.insert(hole, hash: arrival.hash)
                slots[hole] = record
                states[hole] = state
            } else {
                slotTable.insert(slots.count, hash: arrival.hash)
                slots.append(record)
                states.append(state)
            }
        }
    }
}
