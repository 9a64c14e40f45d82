/// Finds a longest strictly increasing subsequence by patience sorting, in
/// O(k log L) for k candidates and a result of length L, and marks its members
/// as kept. The diff keeps the elements of that subsequence in place and moves
/// every other matched element, which is the fewest moves possible.
///
/// The values live in an `Int32` array shared with the caller: position `p` in
/// `range` is a candidate when `values[p]` lies in `candidates`. The members
/// of the subsequence found are overwritten with ``kept``; every other value
/// is left as it was. Among several longest subsequences, the one found is
/// the one patience sorting builds: at each length it ends with the smallest
/// possible value, and the last pile's most recent card ends it.
///
/// The buffers are kept between calls so that one instance serves every
/// section of a sectioned diff.
@usableFromInline
struct LongestIncreasingSubsequence {
    /// The marker written over the members of the subsequence.
    @usableFromInline
    static var kept: Int32 { Int32.min }

    /// `predecessors[p - range.lowerBound]`: the position before `p` in the
    /// best subsequence ending at `p`, or -1 (only candidates are written).
    @usableFromInline
    var predecessors: [Int32] = []

    /// `pilePositions[h]`: the position (relative to the range) of the
    /// smallest value that ends an increasing subsequence of length `h + 1`.
    @usableFromInline
    var pilePositions: [Int32] = []

    /// The values at `pilePositions`, increasing (searched without touching
    /// `values`).
    @usableFromInline
    var pileValues: [Int32] = []

    /// Creates empty buffers.
    @inlinable
    init() {}

    /// Marks one longest increasing subsequence of the candidates in
    /// `values[range]` with ``kept`` and returns its length.
    @inlinable
    @discardableResult
    mutating func markKept(in values: inout [Int32], range: Range<Int>, candidates: Range<Int32>) -> Int {
        let count = range.count
        if predecessors.count < count {
            // Left unwritten: only the entries of candidates and of the first
            // `length` piles are ever read, after being written. Untouched
            // pages of a large buffer cost no memory.
            predecessors = Self.scratch(count)
            pilePositions = Self.scratch(count)
            pileValues = Self.scratch(count)
        }
        let base = range.lowerBound
        return values.withUnsafeMutableBufferPointer { values in
            predecessors.withUnsafeMutableBufferPointer { predecessors in
                pilePositions.withUnsafeMutableBufferPointer { pilePositions in
                    pileValues.withUnsafeMutableBufferPointer { pileValues in
                        var length = 0
                        for position in range {
                            let value = values[position]
                            guard candidates.contains(value) else { continue }
                            // Almost sorted input extends the last pile: test that first.
                            var pile = length
                            if length > 0, value < pileValues[length &- 1] {
                                pile = Self.lowerBound(of: value, in: pileValues, count: length)
                            }
                            let relative = Int32(truncatingIfNeeded: position &- base)
                            predecessors[Int(relative)] = pile > 0 ? pilePositions[pile &- 1] : -1
                            pilePositions[pile] = relative
                            pileValues[pile] = value
                            if pile == length { length &+= 1 }
                        }
                        var position = length > 0 ? pilePositions[length &- 1] : -1
                        while position >= 0 {
                            values[base &+ Int(position)] = Self.kept
                            position = predecessors[Int(position)]
                        }
                        return length
                    }
                }
            }
        }
    }

    /// A buffer of `count` integers whose entries are written before they
    /// are read.
    @inlinable
    static func scratch(_ count: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: count) { _, initializedCount in initializedCount = count }
    }

    /// The first of the `count` piles whose top value is not less than
    /// `value`.
    @inlinable
    static func lowerBound(of value: Int32, in pileValues: UnsafeMutableBufferPointer<Int32>, count: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low &+ high) &>> 1
            if pileValues[middle] < value { low = middle &+ 1 } else { high = middle }
        }
        return low
    }
}
