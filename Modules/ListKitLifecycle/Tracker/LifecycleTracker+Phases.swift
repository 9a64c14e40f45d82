import ListKitCore

/// The three phases of an update, each appending its events in event order.
extension LifecycleTracker {
    /// Phase 1: ends every record not stamped by this pass, in event order,
    /// and removes it.
    mutating func endUnmatched(time: Milliseconds, events: inout [LifecycleEvent]) {
        // Borrow the buffer: the sort below reads `self`.
        var ended = [Int]()
        swap(&ended, &scratch.ended)
        defer { swap(&ended, &scratch.ended) }
        ended.removeAll(keepingCapacity: true)
        for slot in slots.indices where slots[slot].stamp != pass {
            ended.append(slot)
        }
        guard !ended.isEmpty else { return }
        ended.sort { order(slots[$0]) < order(slots[$1]) }
        for slot in ended {
            slots[slot].end(answer[slots[slot].position], time: time, events: &events)
        }
        // Swap-remove from the highest slot down: every slot above the one
        // removed is kept, so the record moved into its place is a kept one.
        ended.sort(by: >)
        for slot in ended {
            slotByIdentity[slots[slot].identity] = nil
            let last = slots.count - 1
            if slot != last {
                slots.swapAt(slot, last)
                slotByIdentity[slots[slot].identity] = slot
            }
            slots.removeLast()
        }
    }

    /// Phase 2: gives every record stamped by this pass its new position
    /// and ratio and appends the events, sorted across elements.
    mutating func observeMatched(
        _ found: [LayoutAttributes], bounds: Rect, viewportArea: Double, time: Milliseconds,
        events: inout [LifecycleEvent]
    ) {
        let phaseStart = events.count
        scratch.changes.removeAll(keepingCapacity: true)
        for slot in slots.indices {
            let position = slots[slot].pending
            let area = VisibleArea(frame: found[position].frame, bounds: bounds)
            guard slots[slot].configuration.reportsVisibility else {
                // Display only: nothing to report while the element stays displayed.
                slots[slot].position = position
                slots[slot].ratio = area.ratio
                continue
            }
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

    /// Phase 3: begins every arrival, in event order.
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
        slots.reserveCapacity(slots.count + scratch.arrivals.count)
        for (position, identity) in scratch.arrivals {
            let attributes = found[position]
            var record = TrackedElement(
                identity: identity, configuration: policy.configuration(for: identity, attributes: attributes),
                position: position, stamp: pass, time: time)
            let area = VisibleArea(frame: attributes.frame, bounds: bounds)
            let begin = events.count
            events.append(record.event(.willDisplay, attributes, time: time))
            record.observe(
                found, position: position, area: area, viewportArea: viewportArea, time: time, events: &events)
            events[begin].visibleRatio = record.ratio
            slotByIdentity[identity] = slots.count
            slots.append(record)
        }
    }
}
