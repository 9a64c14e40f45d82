extension Range where Bound == Int {
    /// The first value of the range for which `isPast` is true, or
    /// `upperBound` when there is none, in O(log n) calls of `isPast`.
    ///
    /// `isPast` must be false then true along the range (the range is
    /// partitioned by it): the one binary search ListKit's indexes, diffs
    /// and lookups share.
    ///
    /// ```swift
    /// let sorted = [2, 3, 5, 8]
    /// (0..<sorted.count).partitionPoint { sorted[$0] >= 5 }   // 2
    /// ```
    @inlinable
    public func partitionPoint(where isPast: (Int) throws -> Bool) rethrows -> Int {
        var low = lowerBound
        var high = upperBound
        while low < high {
            let middle = low &+ (high &- low) &>> 1
            if try isPast(middle) { high = middle } else { low = middle &+ 1 }
        }
        return low
    }
}
