extension Array {
    /// Empties the array to hold `count` new elements, keeping its memory
    /// when that is at most about twice what they need (64 elements of
    /// slack): an update writes into the memory the last one left, and a
    /// list that shrank for good gives the memory of its longer past back.
    mutating func empty(reusingFor count: Int) {
        removeAll(keepingCapacity: capacity <= 2 * count + 64)
        reserveCapacity(count)
    }
}
