import ListKitCore

extension LifecycleTracker {
    /// Takes the viewport's state at `time` and returns the events it causes.
    ///
    /// The elements displayed are those the source gives for the bounds whose
    /// frames meet the bounds in positive area and that `identify` names.
    /// Events come in three phases, each sorted by index path, then category
    /// (cells, supplementaries, decorations), then element kind, then
    /// position in the source's answer:
    ///
    /// 1. elements that end display (sorted by their last attributes): each
    ///    one's `thresholdDown` events (descending), `didUnfocus`, then
    ///    `didEndDisplay`;
    /// 2. elements that stay displayed: each one's threshold crossings (up
    ///    ascending or down descending), `didFocus`/`didUnfocus`,
    ///    `fullImpression`, `dwell` (rule order);
    /// 3. elements that begin display: each one's `willDisplay`, then its
    ///    `thresholdUp` events, `didFocus`, `fullImpression` and `dwell` as in 2.
    ///
    /// - Parameters:
    ///   - viewport: The content offset, size and orthogonal offsets.
    ///   - time: When this state happens, in milliseconds; not before the
    ///     last update's time (equal is allowed).
    ///   - source: The layout's elements; pass the new one after a data update.
    ///   - dataVersion: The version of the data that `source` and `identify`
    ///     describe, or `nil` (the default) to have `identify` asked about
    ///     every element in every update. Pass the same number while the
    ///     data stays the same, that is while `identify` gives every
    ///     category, element kind and index path the same id, and another
    ///     one after every data update (a counter that each data update
    ///     increments); a data update that leaves every place the last
    ///     successful update displayed with the id it had may keep the
    ///     number (`ComposeRenderer` keeps it across an update that changed
    ///     nothing on screen). When it equals the last successful update's version,
    ///     an element found at the category, element kind and index path of
    ///     an element displayed by that update is that element, and
    ///     `identify` is not asked about it; it is asked about every other
    ///     element. After an update with another version or none, and after
    ///     ``endDisplayingAll(at:)``, it is asked about every element again.
    ///   - identify: The id of the element `attributes` describe, or `nil` to
    ///     leave it untracked. It must match the source: after a data update
    ///     pass the closure of the new data (and a new `dataVersion`, unless
    ///     the update kept the ids of the places displayed).
    /// - Returns: The events, in the order above.
    /// - Throws: ``LifecycleError`` for a non-finite or negative number in
    ///   the viewport, a time that is not finite or goes backwards, or two
    ///   elements with one identity (or, when `identify` is not asked, with
    ///   one category, element kind and index path); the tracker is then
    ///   unchanged.
    public mutating func update<Source: LayoutElementSource>(
        _ viewport: ViewportState, at time: Milliseconds, source: Source, dataVersion: Int? = nil,
        identify: (LayoutAttributes) -> ElementID?
    ) throws(LifecycleError) -> [LifecycleEvent] {
        try viewport.validate()
        try checkTime(time)
        let bounds = viewport.bounds
        let limit = DisplayLimits.maximumDisplayedElements
        let found = source.elements(
            in: bounds, contentOffset: viewport.contentOffset, orthogonalOffsets: viewport.orthogonalOffsets, limit: limit)
        guard found.count <= limit else { throw .tooManyDisplayed(limit: limit) }
        let reusesIdentities = dataVersion != nil && dataVersion == self.dataVersion
        if reusesIdentities, keepsEveryElement(found, bounds: bounds) {
            // A frame of a scroll that nothing enters or leaves: no event.
            lastUpdateTime = time
            answer = found
            lastBounds = bounds
            return []
        }
        let stayed = try match(found, bounds: bounds, reusingIdentities: reusesIdentities, identify: identify)
        lastUpdateTime = time
        self.dataVersion = dataVersion

        let viewportArea = viewport.size.width * viewport.size.height
        var events = [LifecycleEvent]()
        // At least one event for each element that ends or begins display.
        events.reserveCapacity(slots.count - stayed + scratch.arrivals.count)
        endUnmatched(time: time, events: &events)
        observeMatched(found, bounds: bounds, viewportArea: viewportArea, time: time, events: &events)
        beginArrivals(found, bounds: bounds, viewportArea: viewportArea, time: time, events: &events)
        removeHoles()
        answer = found
        lastBounds = bounds
        indexPositions()
        return events
    }

    /// Ends every display: the events of phase 1 of ``update(_:at:source:dataVersion:identify:)``
    /// for every displayed element. Use it when the viewport goes away; the
    /// next update begins every element it meets.
    ///
    /// - Parameter time: When the displays end; not before the last update's time.
    /// - Returns: The events.
    /// - Throws: ``LifecycleError`` for a time that is not finite or goes backwards.
    public mutating func endDisplayingAll(at time: Milliseconds) throws(LifecycleError) -> [LifecycleEvent] {
        try checkTime(time)
        lastUpdateTime = time
        pass &+= 1
        var events = [LifecycleEvent]()
        endUnmatched(time: time, events: &events)
        removeHoles()
        answer = []
        dataVersion = nil
        slotAtPosition.removeAll(keepingCapacity: true)
        return events
    }

    /// Whether `found` holds, position by position, the elements of the
    /// last answer, every one displayed and meeting `bounds`, and none of
    /// them reports more than display: then an update with the same data
    /// version begins, ends and reports nothing, and only the answer changes.
    func keepsEveryElement(_ found: [LayoutAttributes], bounds: Rect) -> Bool {
        guard found.count == answer.count, slots.count == found.count else { return false }
        for position in found.indices {
            guard answer[position].isSameLayoutElement(as: found[position]), found[position].frame.intersects(bounds) else {
                return false
            }
        }
        for state in states where state.reportsVisibility { return false }
        return true
    }

    /// Records which slot holds the element at each position of the answer.
    private mutating func indexPositions() {
        let count = answer.count
        if slotAtPosition.count > count {
            slotAtPosition.removeLast(slotAtPosition.count - count)
        } else if slotAtPosition.count < count {
            slotAtPosition.append(contentsOf: repeatElement(-1, count: count - slotAtPosition.count))
        }
        states.withUnsafeBufferPointer { states in
            slotAtPosition.withUnsafeMutableBufferPointer { slotAtPosition in
                slotAtPosition.update(repeating: -1)
                // Every position is one of the answer's (phases 2 and 3 set them).
                for slot in states.indices {
                    slotAtPosition[states[slot].position] = slot
                }
            }
        }
    }
}
