import ListKitCore

/// How far each repetition of a self-sized section is moved by the
/// repetitions before it that were measured: the sum of their length
/// changes, kept in chunks so that a million repetitions with a few dozen
/// measured cost a few chunks, not a million numbers.
///
/// The sum is always taken in the same order (within a chunk from its first
/// repetition, then chunk by chunk), whatever order the changes came in, so
/// a section measured bit by bit while scrolling and one measured at once
/// get exactly the same offsets.
struct RepetitionOffsets: Sendable {
    /// How many repetitions one chunk covers.
    static let chunkLength = 1024

    /// One chunk's length changes and their running sums.
    private struct Chunk: Sendable {
        /// Each repetition's length change, by position in the chunk.
        var changes: [Double]
        /// `sums[i]`: the sum of `changes[0..<i]`, taken in order.
        var sums: [Double]
    }

    /// How many repetitions there are.
    let count: Int
    /// The chunks with at least one change, by chunk index.
    private var chunks: [Int: Chunk] = [:]
    /// The indices of ``chunks``, in order.
    private var changedChunks: [Int] = []
    /// `passed[i]`: the sum of the totals of chunks `changedChunks[0..<i]`,
    /// taken in order (chunks without changes add nothing).
    private var passed: [Double] = [0]

    /// Offsets of `count` repetitions, none moved.
    init(count: Int) {
        self.count = Swift.max(0, count)
    }

    /// Whether any repetition changed length.
    var isEmpty: Bool { changedChunks.isEmpty }

    /// Sets the length changes of some repetitions (`group` in `0..<count`;
    /// others are ignored), then brings the sums up to date once: the
    /// chunks touched, and the running totals of the chunks with changes
    /// (not of every chunk, so a pass costs the same in a million items).
    mutating func set(_ changes: [(group: Int, change: Double)]) {
        var touched = Set<Int>()
        for (group, change) in changes where (0..<count).contains(group) {
            let c = group / Self.chunkLength
            // In place: a copy taken out of the dictionary and put back
            // would copy the chunk's changes at every call.
            chunks[c, default: Chunk(changes: Array(repeating: 0, count: Self.chunkLength), sums: [])]
                .changes[group % Self.chunkLength] = change
            touched.insert(c)
        }
        refresh(touched)
    }

    /// Gives the repetitions of `old` in each range of `moves` their length
    /// change here, `shift` repetitions further (ranges with
    /// `groups.lowerBound + shift` < 0, and repetitions beyond ``count``, are
    /// passed over), then brings the sums up to date once.
    ///
    /// Costs one pass over each chunk with changes that the ranges reach
    /// (none over those without): a range that moves whole chunks by whole
    /// chunks shares them with `old`.
    mutating func carry(_ moves: [(groups: Range<Int>, shift: Int)], of old: RepetitionOffsets) {
        let length = Self.chunkLength
        var touched = Set<Int>()
        for (groups, shift) in moves {
            let range = groups.clamped(to: 0..<old.count).clamped(to: -shift..<count - shift)
            guard !range.isEmpty else { continue }
            // The first chunk of `old` with changes that the range reaches.
            var position = old.changedChunks.indices.partitionPoint { old.changedChunks[$0] >= range.lowerBound / length }
            while position < old.changedChunks.count, old.changedChunks[position] * length < range.upperBound {
                let sourceIndex = old.changedChunks[position]
                position += 1
                guard let source = old.chunks[sourceIndex] else { continue }
                let sourceStart = sourceIndex * length
                var from = Swift.max(range.lowerBound, sourceStart)
                let sourceEnd = Swift.min(range.upperBound, sourceStart + length)
                while from < sourceEnd {
                    let targetIndex = (from + shift) / length
                    let end = Swift.min(sourceEnd, (targetIndex + 1) * length - shift)
                    defer { from = end }
                    if from == sourceStart, end == sourceStart + length, chunks[targetIndex] == nil {
                        // The whole chunk onto one chunk (so moved by whole
                        // chunks), sums and all.
                        chunks[targetIndex] = source
                        continue
                    }
                    var target = chunks.removeValue(forKey: targetIndex)
                        ?? Chunk(changes: Array(repeating: 0, count: length), sums: [])
                    let targetStart = targetIndex * length
                    for group in from..<end {
                        target.changes[group + shift - targetStart] = source.changes[group - sourceStart]
                    }
                    chunks[targetIndex] = target
                    touched.insert(targetIndex)
                }
            }
        }
        refresh(touched)
    }

    /// Brings the sums of the chunks `touched` and the running totals of
    /// the chunks with changes up to date (chunks added whole, with their
    /// sums, need only the totals).
    private mutating func refresh(_ touched: Set<Int>) {
        guard !touched.isEmpty || chunks.count != changedChunks.count else { return }
        for c in touched {
            guard var chunk = chunks[c] else { continue }
            var running = 0.0
            var sums = [Double]()
            sums.reserveCapacity(Self.chunkLength + 1)
            sums.append(0)
            for change in chunk.changes {
                running += change
                sums.append(running)
            }
            chunk.sums = sums
            chunks[c] = chunk
        }
        // Chunks are only ever added.
        if chunks.count != changedChunks.count {
            changedChunks = chunks.keys.sorted()
        }
        var totals = [Double]()
        totals.reserveCapacity(changedChunks.count + 1)
        var running = 0.0
        totals.append(0)
        for c in changedChunks {
            if let chunk = chunks[c] { running += chunk.sums[Self.chunkLength] }
            totals.append(running)
        }
        passed = totals
    }

    /// The length change of repetition `group` (0 when it has none or is
    /// out of range).
    func change(of group: Int) -> Double {
        guard (0..<count).contains(group), let chunk = chunks[group / Self.chunkLength] else { return 0 }
        return chunk.changes[group % Self.chunkLength]
    }

    /// The sum of the length changes of repetitions `0..<group` (`group` in
    /// `0...count`).
    func offset(before group: Int) -> Double {
        guard !changedChunks.isEmpty, group > 0 else { return 0 }
        let clamped = Swift.min(group, count)
        let c = clamped / Self.chunkLength
        // The first chunk with changes at or after `c`.
        let lo = changedChunks.indices.partitionPoint { changedChunks[$0] >= c }
        guard lo < changedChunks.count, changedChunks[lo] == c, let chunk = chunks[c] else { return passed[lo] }
        return passed[lo] + chunk.sums[clamped % Self.chunkLength]
    }

    /// The same offsets computed one repetition after the other, for a solve
    /// that lays out every repetition in order: ``next(change:)`` returns
    /// what ``RepetitionOffsets/offset(before:)`` would, summed the same way.
    struct Running {
        /// The sum of the totals of the chunks already passed.
        private var passedChunks = 0.0
        /// The sum of the changes so far in the current chunk.
        private var inChunk = 0.0
        /// How many repetitions were passed.
        private var position = 0

        /// The offset of the next repetition; then records its length change.
        mutating func next(change: Double) -> Double {
            let offset = passedChunks + inChunk
            inChunk += change
            position += 1
            if position % RepetitionOffsets.chunkLength == 0 {
                passedChunks += inChunk
                inChunk = 0
            }
            return offset
        }
    }
}
