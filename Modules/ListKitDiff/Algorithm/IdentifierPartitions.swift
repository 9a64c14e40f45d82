/// One side of a matching (source or target), its elements grouped by
/// partition (the high `bits` bits of their wide key, ``IdentifierKey``), so
/// that matching one partition touches only memory that fits in the
/// processor's cache.
///
/// Partition `p` holds positions `starts[p] ..< ends[p]`; inside a partition
/// the positions keep the order in which the elements were visited
/// (increasing index), which is what in-order matching of repeated
/// identifiers needs. A position holds an *entry*, a `UInt64`: the element's
/// 32-bit key in the high half and its flat index in the low half; in
/// ``IdentifierKey/Mode/wide`` mode also the low half of its wide key, and in
/// ``IdentifierKey/Mode/hashed`` mode a copy of its identifier.
///
/// Integer identifiers are first grouped in one pass
/// (``placeCompactInOnePass(maximumCount:capacity:seed:highOr:highAnd:elements:)``),
/// every partition given room for a little more than its expected share;
/// when a partition overflows (many repeated identifiers) or the keys turn
/// out not to be compact, they are grouped again in two passes, one counting
/// each partition's size and one putting every element in place. The entries
/// live in memory the caller provides; the rest is allocated here and freed by
/// ``deallocate()``, which the owner must call once.
@usableFromInline
struct IdentifierPartitions<ID: Hashable> {
    /// Where every partition starts.
    @usableFromInline
    let starts: UnsafeMutablePointer<Int>

    /// Where every partition ends.
    @usableFromInline
    let ends: UnsafeMutablePointer<Int>

    /// The entries, partition after partition.
    @usableFromInline
    let entries: UnsafeMutablePointer<UInt64>

    /// The low halves of the wide keys, in ``IdentifierKey/Mode/wide`` mode.
    @usableFromInline
    var lowKeys: UnsafeMutablePointer<UInt32>?

    /// The identifiers, in ``IdentifierKey/Mode/hashed`` mode.
    @usableFromInline
    var identifiers: UnsafeMutablePointer<ID>?

    /// The number of elements visited.
    @usableFromInline
    var count = 0

    /// The number of high wide-key bits that choose the partition.
    @usableFromInline
    let bits: Int

    /// Empty partitions for `1 << bits` partitions, their entries to be
    /// written to `entries`.
    @inlinable
    init(bits: Int, entries: UnsafeMutablePointer<UInt64>) {
        self.bits = bits
        self.entries = entries
        starts = .allocate(capacity: 1 &<< bits)
        ends = .allocate(capacity: 1 &<< bits)
    }

    /// Frees what `init` and the passes allocated.
    @inlinable
    func deallocate() {
        starts.deallocate()
        ends.deallocate()
        lowKeys?.deallocate()
        if let identifiers {
            identifiers.deinitialize(count: count)
            identifiers.deallocate()
        }
    }

    /// The positions of partition `partition`.
    @inlinable @inline(__always)
    func range(of partition: Int) -> Range<Int> {
        starts[partition]..<ends[partition]
    }

    /// The room a partition gets in the one-pass grouping of `count`
    /// elements into `1 << bits` partitions: its expected share plus six
    /// standard deviations (with keys spread at random, one partition in
    /// about a billion overflows), or all of them for one partition.
    @inlinable
    static func onePassCapacity(count: Int, bits: Int) -> Int {
        if bits == 0 { return count }
        let share = (count &+ (1 &<< bits) &- 1) &>> bits
        var root = 1
        while root &* root < share { root &+= 1 }
        return share &+ 6 &* root &+ 16
    }

    /// Groups integer identifiers in one pass, with compact keys, every
    /// partition given `capacity` positions. The partition is the key's high
    /// `bits` bits (the table slot comes from its low bits, so they stay
    /// independent), which saves mixing all 64 bits: the two-pass grouping
    /// cannot do so, as it counts before it knows whether keys are compact.
    /// Folds the high halves of their
    /// bits into `highOr` and `highAnd` (equal at the end when every high half
    /// is the same, which compact keys need). Returns `false` when a partition
    /// overflowed: the grouping is then unusable.
    @inlinable @inline(__always)
    mutating func placeCompactInOnePass(
        maximumCount: Int, capacity: Int, seed: UInt64, highOr: inout UInt64, highAnd: inout UInt64,
        elements: some IdentifierVisiting<ID>
    ) -> Bool {
        let bits = bits
        let ends = ends
        let entries = entries
        for partition in 0..<(1 &<< bits) {
            starts[partition] = partition &* capacity
            ends[partition] = partition &* capacity
        }
        let seed32 = UInt32(truncatingIfNeeded: seed &>> 32)
        var visited = 0
        var overflowed = false
        var or = highOr
        var and = highAnd
        elements.visitAll { index, identifier in
            guard visited < maximumCount else { return }
            visited &+= 1
            let integer = IdentifierKey.integerBits(identifier)
            or |= integer &>> 32
            and &= integer &>> 32
            let key = IdentifierKey.mix(UInt32(truncatingIfNeeded: integer), seed: seed32)
            let partition = IdentifierKey.partition(of: UInt64(key) &<< 32, bits: bits)
            let position = ends[partition]
            guard position < (partition &+ 1) &* capacity else {
                overflowed = true
                return
            }
            ends[partition] = position &+ 1
            entries[position] = UInt64(key) &<< 32 | UInt64(UInt32(truncatingIfNeeded: index))
        }
        highOr = or
        highAnd = and
        count = visited
        return !overflowed
    }

    /// Pass 1 of the two-pass grouping of integer identifiers: counts the
    /// elements and each partition's size, and folds the high halves of their
    /// bits into `highOr` and `highAnd` (equal at the end when every high half
    /// is the same: ``IdentifierKey/Mode/compact`` keys are possible).
    @inlinable @inline(__always)
    mutating func countIntegers(
        maximumCount: Int, seed: UInt64, highOr: inout UInt64, highAnd: inout UInt64,
        elements: some IdentifierVisiting<ID>
    ) {
        let bits = bits
        let counts = ends
        counts.initialize(repeating: 0, count: 1 &<< bits)
        var visited = 0
        var or = highOr
        var and = highAnd
        elements.visitAll { _, identifier in
            guard visited < maximumCount else { return }
            visited &+= 1
            let integer = IdentifierKey.integerBits(identifier)
            or |= integer &>> 32
            and &= integer &>> 32
            counts[IdentifierKey.partition(of: IdentifierKey.mix(integer, seed: seed), bits: bits)] &+= 1
        }
        highOr = or
        highAnd = and
        count = visited
    }

    /// Pass 2 of the two-pass grouping of integer identifiers, in `mode`
    /// (``IdentifierKey/Mode/compact`` or ``IdentifierKey/Mode/wide``): puts
    /// every element in place. `elements` must visit what it visited in pass
    /// 1.
    @inlinable @inline(__always)
    mutating func placeIntegers(mode: IdentifierKey.Mode, seed: UInt64, elements: some IdentifierVisiting<ID>) {
        placeFromCounts()
        let bits = bits
        let cursors = ends
        let entries = entries
        let total = count
        var placed = 0
        if mode == .compact {
            let seed32 = UInt32(truncatingIfNeeded: seed &>> 32)
            elements.visitAll { index, identifier in
                guard placed < total else { return }
                placed &+= 1
                let integer = IdentifierKey.integerBits(identifier)
                let partition = IdentifierKey.partition(of: IdentifierKey.mix(integer, seed: seed), bits: bits)
                let key = IdentifierKey.mix(UInt32(truncatingIfNeeded: integer), seed: seed32)
                let position = cursors[partition]
                cursors[partition] = position &+ 1
                entries[position] = UInt64(key) &<< 32 | UInt64(UInt32(truncatingIfNeeded: index))
            }
        } else {
            let lowKeys = UnsafeMutablePointer<UInt32>.allocate(capacity: Swift.max(total, 1))
            self.lowKeys = lowKeys
            elements.visitAll { index, identifier in
                guard placed < total else { return }
                placed &+= 1
                let wideKey = IdentifierKey.mix(IdentifierKey.integerBits(identifier), seed: seed)
                let partition = IdentifierKey.partition(of: wideKey, bits: bits)
                let position = cursors[partition]
                cursors[partition] = position &+ 1
                entries[position] = wideKey & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(truncatingIfNeeded: index))
                lowKeys[position] = UInt32(truncatingIfNeeded: wideKey)
            }
        }
    }

    /// Both passes for identifiers in ``IdentifierKey/Mode/hashed`` mode; the
    /// hashes' high halves are kept in `hashes` (room for `maximumCount`)
    /// between the passes.
    @inlinable @inline(__always)
    mutating func groupHashed(
        maximumCount: Int, hashes: UnsafeMutablePointer<UInt32>, elements: some IdentifierVisiting<ID>
    ) {
        let bits = bits
        let counts = ends
        counts.initialize(repeating: 0, count: 1 &<< bits)
        var visited = 0
        let hash = IdentifierKey.hasher(for: ID.self)
        elements.visitAll { _, identifier in
            guard visited < maximumCount else { return }
            let key = UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: hash(identifier))) &>> 32)
            hashes[visited] = key
            visited &+= 1
            counts[IdentifierKey.partition(of: UInt64(key) &<< 32, bits: bits)] &+= 1
        }
        count = visited

        placeFromCounts()
        let cursors = ends
        let entries = entries
        let identifiers = UnsafeMutablePointer<ID>.allocate(capacity: Swift.max(visited, 1))
        var placed = 0
        elements.visitAll { index, identifier in
            guard placed < visited else { return }
            let key = hashes[placed]
            placed &+= 1
            let partition = IdentifierKey.partition(of: UInt64(key) &<< 32, bits: bits)
            let position = cursors[partition]
            cursors[partition] = position &+ 1
            entries[position] = UInt64(key) &<< 32 | UInt64(UInt32(truncatingIfNeeded: index))
            (identifiers + position).initialize(to: identifier)
        }
        // The two passes visit the same elements, so every position of
        // 0 ..< count has been initialized exactly once.
        self.identifiers = identifiers
    }

    /// Turns the partition sizes counted in `ends` into contiguous starts,
    /// with every end at its start (to advance while placing).
    @inlinable @inline(__always)
    func placeFromCounts() {
        var start = 0
        for partition in 0..<(1 &<< bits) {
            let size = ends[partition]
            starts[partition] = start
            ends[partition] = start
            start &+= size
        }
    }
}

/// Elements whose identifiers a matching reads, once or twice, in the same
/// order (increasing flat index) every time.
@usableFromInline
protocol IdentifierVisiting<ID> {
    /// The type of the identifiers.
    associatedtype ID: Hashable

    /// Calls `visit` with the flat index and the identifier of every element
    /// that may be matched, in increasing index order.
    func visitAll(_ visit: (Int, ID) -> Void)
}

/// The identifiers of every element of a buffer, by index.
@usableFromInline
struct ElementIdentifiers<Element: Differentiable>: IdentifierVisiting {
    /// The elements.
    @usableFromInline
    let elements: UnsafeBufferPointer<Element>

    /// Visits the elements of `elements`.
    @inlinable
    init(_ elements: UnsafeBufferPointer<Element>) {
        self.elements = elements
    }

    @inlinable @inline(__always)
    func visitAll(_ visit: (Int, Element.DiffIdentifier) -> Void) {
        for index in 0..<elements.count { visit(index, elements[index].diffIdentifier) }
    }
}

/// The elements a closure visits.
@usableFromInline
struct VisitingClosure<ID: Hashable>: IdentifierVisiting {
    /// Calls its argument for every element.
    @usableFromInline
    let body: ((Int, ID) -> Void) -> Void

    /// Visits what `body` visits.
    @inlinable
    init(_ body: @escaping ((Int, ID) -> Void) -> Void) {
        self.body = body
    }

    @inlinable @inline(__always)
    func visitAll(_ visit: (Int, ID) -> Void) {
        body(visit)
    }
}

/// The hashes that the identifiers another visitor visits carry
/// (``HashCarryingIdentifier``), visited as `Int` identifiers: what a diff
/// matches when it trusts carried hashes (``IdentifierMatching/trustsCarriedHashes(_:)``).
@usableFromInline
struct CarriedHashes<Base: IdentifierVisiting>: IdentifierVisiting {
    /// The visitor of the identifiers themselves.
    @usableFromInline
    let base: Base

    /// Visits the hashes of what `base` visits.
    @inlinable
    init(_ base: Base) {
        self.base = base
    }

    @inlinable @inline(__always)
    func visitAll(_ visit: (Int, Int) -> Void) {
        let hash = IdentifierKey.hasher(for: Base.ID.self)
        base.visitAll { index, identifier in visit(index, hash(identifier)) }
    }
}

/// The items of the sections that `matches` pairs (a value of 0 or more),
/// with their flat indices from `offsets`: what a sectioned diff matches.
@usableFromInline
struct SectionItemIdentifiers<Model: Differentiable, Item: Differentiable>: IdentifierVisiting {
    /// The sections.
    @usableFromInline
    let sections: [DiffSection<Model, Item>]
    /// For each section, its match on the other side (-1: none).
    @usableFromInline
    let matches: [Int32]
    /// Where each section's items start in flat indices.
    @usableFromInline
    let offsets: SectionOffsets

    /// Visits the items of the matched ones of `sections`.
    @inlinable
    init(_ sections: [DiffSection<Model, Item>], matches: [Int32], offsets: SectionOffsets) {
        self.sections = sections
        self.matches = matches
        self.offsets = offsets
    }

    @inlinable @inline(__always)
    func visitAll(_ visit: (Int, Item.DiffIdentifier) -> Void) {
        for section in sections.indices where matches[section] >= 0 {
            let base = offsets[section]
            for (index, item) in sections[section].items.enumerated() { visit(base &+ index, item.diffIdentifier) }
        }
    }
}
