import ListKitCore

/// Matching by place: while the data version stays the same, an element
/// found at the category, kind and index path of a displayed one is that
/// element (see ``LifecycleTracker/update(_:at:source:dataVersion:identify:)``).
extension LifecycleTracker {
    /// The slot of the record at position `guess` of the last answer if its
    /// element had the category, kind and index path of `attributes`, or −1.
    func slotAtSamePlace(_ guess: Int, as attributes: LayoutAttributes) -> Int {
        guard guess >= 0, guess < slotAtPosition.count else { return -1 }
        let slot = slotAtPosition[guess]
        guard slot >= 0, answer[guess].isSameLayoutElement(as: attributes) else { return -1 }
        return slot
    }

    /// Stamps the elements of `found` from `start` on while each one either
    /// does not meet `bounds` or is at the place of the record at its
    /// position plus `shift` in the last answer, not stamped yet; stops at
    /// the first other element.
    ///
    /// - Returns: The position where it stopped (`found.count` when it went
    ///   through) and how many records it stamped.
    mutating func stampSamePlaces(
        _ found: [LayoutAttributes], from start: Int, shift: Int, bounds: Rect
    ) -> (next: Int, stamped: Int) {
        let pass = self.pass
        let answer = self.answer
        let slotAtPosition = self.slotAtPosition
        // One loop without calls over plain buffers: the common case of a
        // scroll, where every element but the arrivals is found in place.
        return states.withUnsafeMutableBufferPointer { states in
            found.withUnsafeBufferPointer { found in
                answer.withUnsafeBufferPointer { answer in
                    slotAtPosition.withUnsafeBufferPointer { slotAtPosition in
                        var position = start
                        var stamped = 0
                        while position < found.count {
                            if found[position].frame.intersects(bounds) {
                                let guess = position &+ shift
                                guard guess >= 0, guess < slotAtPosition.count, guess < answer.count else { break }
                                let slot = slotAtPosition[guess]
                                guard slot >= 0, slot < states.count, states[slot].stamp != pass,
                                      answer[guess].isSameLayoutElement(as: found[position])
                                else { break }
                                states[slot].stamp = pass
                                states[slot].pending = position
                                stamped &+= 1
                            }
                            position &+= 1
                        }
                        return (position, stamped)
                    }
                }
            }
        }
    }
}
