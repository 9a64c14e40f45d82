/// The search behind the rectangle queries over things laid one after the
/// other along an axis (a layout's sections, a section's repetitions), each
/// spanning an extent that may overlap its neighbours'.
enum RunningExtents {
    /// The indices of the things that may meet the span from `lower` to
    /// `upper`: from the first whose running maximum end passes `lower` up
    /// to the first whose running minimum start (taken from the end)
    /// reaches `upper`, both found by binary search: O(log n).
    ///
    /// - Parameters:
    ///   - prefixMaximumEnds: For each thing, the highest end of it and of
    ///     every thing before it (non-decreasing).
    ///   - suffixMinimumStarts: For each thing, the lowest start of it and
    ///     of every thing after it (non-decreasing); as many as `prefixMaximumEnds`.
    static func indices(
        meetingFrom lower: Double, to upper: Double, prefixMaximumEnds: [Double], suffixMinimumStarts: [Double]
    ) -> Range<Int> {
        let count = Swift.min(prefixMaximumEnds.count, suffixMinimumStarts.count)
        var first = 0
        var high = count
        while first < high {
            let mid = (first + high) / 2
            if prefixMaximumEnds[mid] <= lower { first = mid + 1 } else { high = mid }
        }
        var end = first
        high = count
        while end < high {
            let mid = (end + high) / 2
            if suffixMinimumStarts[mid] < upper { end = mid + 1 } else { high = mid }
        }
        return first..<end
    }
}
