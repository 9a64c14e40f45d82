extension Array {
    /// Empties the array to hold `count` new elements, keeping its memory
    /// when ``keepsMemory(capacity:for:)`` says so: an update writes into the
    /// memory the last one left, and a list that shrank for good gives the
    /// memory of its longer past back.
    mutating func empty(reusingFor count: Int) {
        removeAll(keepingCapacity: Self.keepsMemory(capacity: capacity, for: count))
        reserveCapacity(count)
    }

    /// Whether memory for `capacity` elements is kept to hold `count`: when
    /// it is at most twice what they need, with 64 elements of slack.
    static func keepsMemory(capacity: Int, for count: Int) -> Bool {
        capacity <= 2 * count + 64
    }
}
