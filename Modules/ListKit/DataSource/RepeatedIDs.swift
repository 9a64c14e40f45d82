import ListKitCore

import ListKitDSL

/// Finds the components whose id repeats an earlier one, from the ids'
/// hashes (``ComponentList/idHashes()``, worked out once per render and
/// shared with the diff).
enum RepeatedIDs {
    /// The positions whose id equals an earlier position's, in order.
    ///
    /// An open-addressing table of positions (4 bytes a slot, at least twice
    /// as many slots as ids) finds them with one probe per id in the common
    /// case; `equal` is asked only when two hashes are equal.
    ///
    /// - Parameters:
    ///   - hashes: The hash of each id, in order.
    ///   - equal: Whether the ids at two positions are equal.
    static func positions(hashes: [Int], equal: (Int, Int) -> Bool) -> [Int] {
        guard hashes.count > 1 else { return [] }
        guard hashes.count < Int(Int32.max) / 2 else { return slowPositions(hashes: hashes, equal: equal) }
        var capacity = 1
        while capacity < 2 * hashes.count { capacity <<= 1 }
        let mask = capacity - 1
        var repeated: [Int] = []
        var slots = [Int32](repeating: -1, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                for position in hashes.indices {
                    let hash = hashes[position]
                    var slot = hash & mask
                    while true {
                        let occupant = Int(slots[slot])
                        if occupant < 0 {
                            slots[slot] = Int32(truncatingIfNeeded: position)
                            break
                        }
                        if hashes[occupant] == hash, equal(occupant, position) {
                            repeated.append(position)
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        return repeated
    }

    /// ``positions(hashes:equal:)`` with a dictionary of hash buckets, for
    /// lists too long for 32-bit positions.
    private static func slowPositions(hashes: [Int], equal: (Int, Int) -> Bool) -> [Int] {
        var buckets: [Int: [Int]] = [:]
        var repeated: [Int] = []
        for position in hashes.indices {
            let earlier = buckets[hashes[position], default: []]
            if earlier.contains(where: { equal($0, position) }) {
                repeated.append(position)
            } else {
                buckets[hashes[position], default: []].append(position)
            }
        }
        return repeated
    }

    /// The positions of `ids` that repeat an earlier one, in order.
    ///
    /// Ids in a few increasing runs (ids in order, after an update that
    /// moved, inserted or deleted a few) are checked without a table
    /// (``positionsInRuns(of:)``); any others with the table of
    /// ``positions(hashes:equal:)``.
    static func positions(of ids: [Int]) -> [Int] {
        if let repeated = positionsInRuns(of: ids) { return repeated }
        return positions(hashes: ids.map(scatter)) { ids[$0] == ids[$1] }
    }

    /// The most strictly increasing runs ``positionsInRuns(of:)`` merges.
    static var maximumRuns: Int { 8 }

    /// ``positions(of:)`` for ids that form at most ``maximumRuns`` strictly
    /// increasing runs, or `nil` for more.
    ///
    /// Inside a run no id repeats, so only ids of different runs can be
    /// equal: the runs are merged, and each step skips, by galloping, the
    /// stretch of the run with the smallest next id that lies below every
    /// other run's next id. Runs that barely interleave (a moved row, a
    /// block inserted in the middle) cost a few steps each, so the check is
    /// about one pass over the ids, with no memory besides the positions
    /// found.
    static func positionsInRuns(of ids: [Int]) -> [Int]? {
        guard ids.count > 1 else { return [] }
        return ids.withUnsafeBufferPointer { ids -> [Int]? in
            // Where each run starts; its next position as the merge goes.
            var cursors = [0]
            for position in 1..<ids.count where ids[position] <= ids[position - 1] {
                guard cursors.count < maximumRuns else { return nil }
                cursors.append(position)
            }
            if cursors.count == 1 { return [] }
            var ends = Array(cursors.dropFirst())
            ends.append(ids.count)
            var repeated: [Int] = []
            while true {
                // The run with the smallest next id (the first such run when
                // several share it), whether another shares it, and the
                // smallest next id above it.
                var first = -1
                var smallest = 0
                var isShared = false
                var above: Int?
                for run in cursors.indices where cursors[run] < ends[run] {
                    let id = ids[cursors[run]]
                    if first < 0 || id < smallest {
                        if first >= 0 { above = smallest }
                        first = run
                        smallest = id
                        isShared = false
                    } else if id == smallest {
                        isShared = true
                    } else {
                        above = Swift.min(above ?? .max, id)
                    }
                }
                if first < 0 { break }
                if isShared {
                    // Runs lie in position order: the first run holds the
                    // earliest occurrence, the others repeat it.
                    for run in cursors.indices where cursors[run] < ends[run] && ids[cursors[run]] == smallest {
                        if run != first { repeated.append(cursors[run]) }
                        cursors[run] += 1
                    }
                    continue
                }
                // Only `first` holds `smallest`: its ids below every other
                // run's next id repeat nothing.
                guard let above else { break }
                cursors[first] = firstPosition(notBelow: above, in: ids, from: cursors[first] + 1, to: ends[first])
            }
            repeated.sort()
            return repeated
        }
    }

    /// The first position in `start ..< end` whose id is not below `bound`
    /// (`end` if none), in a strictly increasing stretch of `ids`: galloping
    /// from `start`, then bisecting, so a short answer costs a few probes.
    static func firstPosition(notBelow bound: Int, in ids: UnsafeBufferPointer<Int>, from start: Int, to end: Int) -> Int {
        // Every position in start ..< low is below `bound`.
        var low = start
        var step = 1
        while low + step <= end, ids[low + step - 1] < bound {
            low += step
            step <<= 1
        }
        let high = Swift.min(low + step - 1, end)
        return (low..<high).partitionPoint { ids[$0] >= bound }
    }

    /// `id`'s bits mixed (xor-shift, multiply, twice) so that every bit
    /// reaches the low bits the table uses: ids that differ only in their
    /// high bits, or that are multiples of a power of two, still spread.
    static func scatter(_ id: Int) -> Int {
        var x = UInt64(UInt(bitPattern: id))
        x ^= x &>> 31
        x &*= 0x9E37_79B9_7F4A_7C15
        x ^= x &>> 29
        x &*= 0xBF58_476D_1CE4_E5B9
        x ^= x &>> 32
        return Int(truncatingIfNeeded: x)
    }

    /// The positions of `components` whose id repeats an earlier one.
    static func positions(in components: ComponentList, hashes: [Int]) -> [Int] {
        positions(hashes: hashes) { components.isIDEqual(at: $0, to: components, at: $1) }
    }
}
