import ListKitCore

/// The flat numbering of the items of a sectioned collection: section `s`
/// holds the flat indices `offsets[s] ..< offsets[s + 1]`.
@usableFromInline
struct SectionOffsets {
    /// The first flat index of every section, then the total item count.
    @usableFromInline
    var offsets: [Int]

    /// Numbers sections of the given item counts, or returns `nil` when the
    /// total exceeds `limit`.
    @inlinable
    init?<Counts: Sequence>(counts: Counts, limit: Int) where Counts.Element == Int {
        offsets = []
        offsets.reserveCapacity(counts.underestimatedCount + 1)
        offsets.append(0)
        var total = 0
        for count in counts {
            guard count <= limit &- total else { return nil }
            total &+= count
            offsets.append(total)
        }
    }

    /// Numbers sections of the given item counts, known to fit in an `Int`.
    @inlinable
    init(trustedCounts counts: [Int]) {
        offsets = []
        offsets.reserveCapacity(counts.count + 1)
        offsets.append(0)
        var total = 0
        for count in counts {
            total &+= count
            offsets.append(total)
        }
    }

    /// The total number of items.
    @inlinable
    var total: Int { offsets[offsets.count &- 1] }

    /// The first flat index of section `section`.
    @inlinable
    subscript(section: Int) -> Int { offsets[section] }

    /// The flat indices of section `section`.
    @inlinable
    func range(of section: Int) -> Range<Int> { offsets[section]..<offsets[section &+ 1] }

    /// The section that holds flat index `flat` (which must be below
    /// ``total``), trying `hint` first.
    @inlinable
    func section(containing flat: Int, hint: Int) -> Int {
        if hint >= 0, hint &+ 1 < offsets.count, offsets[hint] <= flat, flat < offsets[hint &+ 1] {
            return hint
        }
        // The last section starting at or before `flat`: empty sections share
        // their offset with the next one, so this skips them.
        return offsets.indices.partitionPoint { offsets[$0] > flat } &- 1
    }
}
