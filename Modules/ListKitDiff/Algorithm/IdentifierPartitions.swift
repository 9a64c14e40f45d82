/// One side of a matching (source or target), its elements grouped by
/// partition (the high `bits` bits of their wide key, ``IdentifierKey``), so
/// that matching one partition touches only memory that fits in the
/// processor's cache.
///
/// Partition `p` holds positions `starts[p] ..< starts[p + 1]`; inside a
/// partition the positions keep the order in which the elements were visited
/// (increasing index), which is what in-order matching of repeated
/// identifiers needs. A position holds an *entry*, a `UInt64`: the element's
/// 32-bit key in the high half and its flat index in the low half; in
/// ``IdentifierKey/Mode/wide`` mode also the low half of its wide key, and in
/// ``IdentifierKey/Mode/hashed`` mode a copy of its identifier.
///
/// Grouping takes two passes over the elements: one counts each partition's
/// size, the other puts every element in place. The entries live in memory the
/// caller provides; the rest is allocated here and freed by ``deallocate()``,
/// which the owner must call once.
@usableFromInline
struct IdentifierPartitions<ID: Hashable> {
    /// Where every partition starts, then the total count.
    @usableFromInline
    let starts: UnsafeMutablePointer<Int>

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
        starts = .allocate(capacity: (1 &<< bits) &+ 1)
        starts.initialize(repeating: 0, count: (1 &<< bits) &+ 1)
    }

    /// Frees what `init` and the passes allocated.
    @inlinable
    func deallocate() {
        starts.deallocate()
        lowKeys?.deallocate()
        if let identifiers {
            identifiers.deinitialize(count: count)
            identifiers.deallocate()
        }
    }

    /// The positions of partition `partition`.
    @inlinable @inline(__always)
    func range(of partition: Int) -> Range<Int> {
        starts[partition]..<starts[partition &+ 1]
    }

    /// Pass 1 for integer identifiers: counts the elements and each
    /// partition's size, and folds the high halves of their bits into
    /// `highOr` and `highAnd` (equal at the end when every high half is the
    /// same: ``IdentifierKey/Mode/compact`` keys are possible).
    @inlinable @inline(__always)
    mutating func countIntegers(
        maximumCount: Int, seed: UInt64, highOr: inout UInt64, highAnd: inout UInt64,
        elements: some IdentifierVisiting<ID>
    ) {
        let bits = bits
        let counts = starts + 1
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

    /// Pass 2 for integer identifiers, in `mode` (``IdentifierKey/Mode/compact``
    /// or ``IdentifierKey/Mode/wide``): puts every element in place. `elements`
    /// must visit what it visited in pass 1.
    @inlinable @inline(__always)
    mutating func placeIntegers(mode: IdentifierKey.Mode, seed: UInt64, elements: some IdentifierVisiting<ID>) {
        let cursors = prepareCursors()
        defer { cursors.deallocate() }
        let bits = bits
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
        let counts = starts + 1
        var visited = 0
        elements.visitAll { _, identifier in
            guard visited < maximumCount else { return }
            let key = UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: identifier.hashValue)) &>> 32)
            hashes[visited] = key
            visited &+= 1
            counts[IdentifierKey.partition(of: UInt64(key) &<< 32, bits: bits)] &+= 1
        }
        count = visited

        let cursors = prepareCursors()
        defer { cursors.deallocate() }
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

    /// Turns the counts left by pass 1 into starts, and returns a copy of
    /// them to advance while placing (to deallocate).
    @inlinable @inline(__always)
    func prepareCursors() -> UnsafeMutablePointer<Int> {
        let partitionCount = 1 &<< bits
        for partition in 0..<partitionCount { starts[partition &+ 1] &+= starts[partition] }
        let cursors = UnsafeMutablePointer<Int>.allocate(capacity: partitionCount)
        cursors.initialize(from: starts, count: partitionCount)
        return cursors
    }
}

/// Elements whose identifiers a matching reads, twice, in the same order
/// (increasing flat index) both times.
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
