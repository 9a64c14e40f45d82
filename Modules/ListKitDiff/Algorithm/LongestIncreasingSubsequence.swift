import ListKitCore

/// Finds a longest strictly increasing subsequence by patience sorting, in
/// O(k log L) for k candidates and a result of length L, and marks its members
/// as kept. The diff keeps the elements of that subsequence in place and moves
/// every other matched element, which is the fewest moves possible.
///
/// The values live in an `Int32` array shared with the caller: position `p` in
/// `range` is a candidate when `values[p]` lies in `candidates`. The members
/// of the subsequence found are overwritten with ``kept``; every other value
/// is left as it was. Among several longest subsequences, the one found is
/// the one patience sorting builds (``PatienceSorting``).
///
/// The buffers are kept between calls so that one instance serves every
/// section of a sectioned diff.
@usableFromInline
struct LongestIncreasingSubsequence {
    /// The marker written over the members of the subsequence.
    @usableFromInline
    static var kept: Int32 { Int32.min }

    /// `pileIndices[p - range.lowerBound]`: the pile of candidate `p`, or -1.
    @usableFromInline
    var pileIndices: [Int32] = []

    /// `pilePositions[h]`: the position (relative to the range) of the
    /// smallest value that ends an increasing subsequence of length `h + 1`.
    @usableFromInline
    var pilePositions: [Int32] = []

    /// Creates empty buffers.
    @inlinable
    init() {}

    /// The bytes its buffers hold.
    @usableFromInline
    var retainedBytes: Int { (pileIndices.capacity &+ pilePositions.capacity) &* MemoryLayout<Int32>.stride }

    /// Marks one longest increasing subsequence of the candidates in
    /// `values[range]` with ``kept`` and returns its length.
    @inlinable
    @discardableResult
    mutating func markKept(in values: inout [Int32], range: Range<Int>, candidates: Range<Int32>) -> Int {
        let count = range.count
        if count == 0 { return 0 }
        if pileIndices.count < count {
            // Left unwritten: only the entries of the range and of the first
            // `length` piles are ever read, after being written. Untouched
            // pages of a large buffer cost no memory.
            pileIndices = Self.scratch(count)
            pilePositions = Self.scratch(count)
        }
        let base = range.lowerBound
        return values.withUnsafeMutableBufferPointer { values in
            pileIndices.withUnsafeMutableBufferPointer { pileIndices in
                pilePositions.withUnsafeMutableBufferPointer { pilePositions in
                    let values = values.baseAddress.unsafelyUnwrapped + base
                    var sorting = PatienceSorting(
                        pileIndices: pileIndices.baseAddress.unsafelyUnwrapped,
                        pilePositions: pilePositions.baseAddress.unsafelyUnwrapped)
                    for position in 0..<count {
                        let value = values[position]
                        guard candidates.contains(value) else {
                            sorting.skip(Int32(truncatingIfNeeded: position))
                            continue
                        }
                        sorting.add(value, at: Int32(truncatingIfNeeded: position)) { values[Int($0)] }
                    }
                    sorting.backtrack { values[$0] = Self.kept }
                    return sorting.length
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
}

/// Patience sorting, one position at a time, over buffers the caller
/// provides: the search behind ``LongestIncreasingSubsequence`` and the flat
/// diff.
///
/// Positions are given in increasing order, each either added as a candidate
/// (``add(_:at:valueAt:)``) or skipped (``skip(_:)``); ``backtrack(_:)`` then
/// visits the members of one longest strictly increasing subsequence of the
/// candidates' values. Among several, the one found is the one patience
/// sorting builds: at each length it ends with the smallest possible value,
/// each member is preceded by the top of the previous pile when it was
/// placed, and the last pile's most recent card ends it.
///
/// Rather than a predecessor per candidate, which backtracking would follow
/// one dependent load at a time, the pile of every position is kept: the
/// predecessor of a card on pile `k` is the latest card on pile `k - 1` before
/// it, so one backward scan of the pile indices finds the members.
@usableFromInline
struct PatienceSorting {
    /// `pileIndices[p]`: the pile of candidate `p`, or -1 for a skipped
    /// position.
    @usableFromInline
    let pileIndices: UnsafeMutablePointer<Int32>

    /// `pilePositions[h]`: the position of the smallest value that ends an
    /// increasing subsequence of length `h + 1`. The values at these
    /// positions increase with `h`; they are read back from the caller
    /// (`valueAt`), whose values stay put while sorting.
    @usableFromInline
    let pilePositions: UnsafeMutablePointer<Int32>

    /// The number of piles: the length of a longest increasing subsequence
    /// so far.
    @usableFromInline
    var length = 0

    /// The top value of the last pile (meaningless while `length` is 0).
    @usableFromInline
    var lastValue: Int32 = 0

    /// Sorting into the given buffers: room for one pile index per position
    /// and one pile per candidate.
    @inlinable
    init(pileIndices: UnsafeMutablePointer<Int32>, pilePositions: UnsafeMutablePointer<Int32>) {
        self.pileIndices = pileIndices
        self.pilePositions = pilePositions
    }

    /// Passes over `position`, which is not a candidate (after every
    /// position given before).
    @inlinable @inline(__always)
    func skip(_ position: Int32) {
        pileIndices[Int(position)] = -1
    }

    /// Places the candidate `value` at `position` (after every position given
    /// before); `valueAt(p)` is the value of an earlier candidate position
    /// `p`.
    @inlinable @inline(__always)
    mutating func add(_ value: Int32, at position: Int32, valueAt: (Int32) -> Int32) {
        // Almost sorted input extends the last pile: test that first.
        var pile = length
        if length > 0, value < lastValue {
            pile = firstPile(notBelow: value, valueAt: valueAt)
        }
        pileIndices[Int(position)] = Int32(truncatingIfNeeded: pile)
        pilePositions[pile] = position
        if pile >= length &- 1 { lastValue = value }
        if pile == length { length &+= 1 }
    }

    /// The first pile whose top value is not less than `value`, which is
    /// less than the last pile's.
    ///
    /// The two cases of almost sorted input come first: the value that
    /// follows an element moved back from further on (the last pile's top,
    /// which it replaces), then a value near the others. The search starts
    /// where `value` would be if the top values grew evenly from 0 to the
    /// second-to-last one, as they about do when the values are indices and
    /// most of them are kept, then gallops outwards and finishes by bisection:
    /// a few probes near the answer instead of a bisection of every pile,
    /// whose scattered probes miss the cache once the piles outgrow it.
    @inlinable @inline(__always)
    func firstPile(notBelow value: Int32, valueAt: (Int32) -> Int32) -> Int {
        @inline(__always)
        func isBelow(_ pile: Int) -> Bool { valueAt(pilePositions[pile]) < value }
        if length < 2 { return 0 }
        // The answer lies in low ... high: piles before `low` are below
        // `value`, the pile at `high` is not.
        var low = 0
        var high = length &- 2
        let scale = valueAt(pilePositions[high])
        if scale < value { return length &- 1 }
        if value > 0 {
            let guess = Int(Int64(value) &* Int64(high) / Int64(scale))
            var step = 1
            if isBelow(guess) {
                low = guess &+ 1
                while low &+ step < high, isBelow(low &+ step) {
                    low &+= step &+ 1
                    step &<<= 1
                }
                high = Swift.min(high, low &+ step)
            } else {
                high = guess
                while high &- step > low, !isBelow(high &- step) {
                    high &-= step
                    step &<<= 1
                }
                low = Swift.max(low, high &- step)
            }
        }
        return (low..<high).partitionPoint { !isBelow($0) }
    }

    /// Calls `visit` with the position of every member of the subsequence,
    /// last first: the last pile's top, then, scanning back, the first
    /// position met on each pile below.
    @inlinable @inline(__always)
    func backtrack(_ visit: (Int) -> Void) {
        guard length > 0 else { return }
        var pile = Int32(truncatingIfNeeded: length &- 1)
        var position = Int(pilePositions[length &- 1])
        while true {
            if pileIndices[position] == pile {
                visit(position)
                if pile == 0 { return }
                pile &-= 1
            }
            position &-= 1
        }
    }
}
