/// The templates of the repetitions of a self-sized section that have their
/// own layout, and which of them were measured, kept in chunks of
/// ``chunkLength`` repetitions.
///
/// The store is shared, copy on write, by the layout state's cache, the
/// solve that keeps measuring and the solved layout it gave; a change
/// copies the chunk it touches and the list of chunks, not every template
/// measured so far, so that measuring a screen of rows costs the same after
/// a hundred thousand rows were measured as after ten. An update carries
/// whole ranges of repetitions at once (``carry(_:of:)``): a chunk that
/// lands whole on a chunk is shared, any other is copied slot by slot
/// without a look-up per repetition.
struct RepetitionTemplates: Sendable {
    /// How many repetitions one chunk covers.
    static let chunkLength = 256

    /// A repetition's own template, and whether its items were measured
    /// (a last repetition laid out with the estimates is not). The template
    /// is boxed: carrying a slot retains one object, not its three arrays.
    private struct Slot: Sendable {
        let box: Box
        var measured: Bool
        var template: SectionContent.Prepared { box.template }

        init(template: SectionContent.Prepared, measured: Bool) {
            box = Box(template: template)
            self.measured = measured
        }
    }

    /// A template, shared by the slots that hold it.
    private final class Box: Sendable {
        let template: SectionContent.Prepared
        init(template: SectionContent.Prepared) { self.template = template }
    }

    /// The slots of ``chunkLength`` repetitions, and how many hold a
    /// template and how many a measured one.
    private struct Chunk: Sendable {
        var slots: [Slot?] = Array(repeating: nil, count: RepetitionTemplates.chunkLength)
        var held = 0
        var measured = 0

        /// Puts `slot` at `index`; returns the change in measured templates.
        mutating func put(_ slot: Slot, at index: Int) -> Int {
            let old = slots[index]
            slots[index] = slot
            let change = (slot.measured ? 1 : 0) - (old?.measured == true ? 1 : 0)
            if old == nil { held += 1 }
            measured += change
            return change
        }
    }

    /// The chunks holding a template, by chunk index.
    private var chunks: [Int: Chunk] = [:]
    /// How many repetitions were measured.
    private(set) var measuredCount = 0

    /// No template.
    init() {}

    /// The template of repetition `group`, if it has its own.
    subscript(group: Int) -> SectionContent.Prepared? {
        chunks[group / Self.chunkLength]?.slots[group % Self.chunkLength]?.template
    }

    /// Whether repetition `group` was measured.
    func isMeasured(_ group: Int) -> Bool {
        chunks[group / Self.chunkLength]?.slots[group % Self.chunkLength]?.measured ?? false
    }

    /// Gives repetition `group` (≥ 0) its own `template`; `measured` says
    /// whether its items were measured.
    mutating func set(_ template: SectionContent.Prepared, group: Int, measured: Bool) {
        let (chunk, slot) = (group / Self.chunkLength, group % Self.chunkLength)
        measuredCount += chunks[chunk, default: Chunk()].put(Slot(template: template, measured: measured), at: slot)
    }

    /// Takes the template of repetition `group` away; returns whether it was
    /// measured.
    @discardableResult
    mutating func remove(group: Int) -> Bool {
        let (chunk, slot) = (group / Self.chunkLength, group % Self.chunkLength)
        guard let held = chunks[chunk]?.slots[slot] else { return false }
        chunks[chunk]?.slots[slot] = nil
        chunks[chunk]?.held -= 1
        if held.measured {
            chunks[chunk]?.measured -= 1
            measuredCount -= 1
        }
        if chunks[chunk]?.held == 0 { chunks[chunk] = nil }
        return held.measured
    }

    /// Gives the measured repetitions of `old` in each range of `moves`
    /// their template here, `shift` repetitions further (ranges with
    /// `groups.lowerBound + shift` < 0 are passed over), replacing what is
    /// there; a template laid out with the estimates is left behind.
    ///
    /// Costs O(k + n) for k chunks the ranges cover and n templates copied;
    /// a range that moves whole chunks by whole chunks copies none.
    mutating func carry(_ moves: [(groups: Range<Int>, shift: Int)], of old: RepetitionTemplates) {
        let length = Self.chunkLength
        for (groups, shift) in moves where !groups.isEmpty && groups.lowerBound >= 0 && groups.lowerBound + shift >= 0 {
            var group = groups.lowerBound
            while group < groups.upperBound {
                let sourceIndex = group / length
                let sourceEnd = Swift.min(groups.upperBound, (sourceIndex + 1) * length)
                defer { group = sourceEnd }
                guard let source = old.chunks[sourceIndex] else { continue }
                var from = group
                while from < sourceEnd {
                    let targetIndex = (from + shift) / length
                    let end = Swift.min(sourceEnd, (targetIndex + 1) * length - shift)
                    defer { from = end }
                    // A whole chunk of measured templates onto an empty one
                    // (landing whole on one chunk, it moves by whole chunks): shared.
                    if from == sourceIndex * length, end == (sourceIndex + 1) * length,
                       source.held == source.measured, chunks[targetIndex] == nil {
                        chunks[targetIndex] = source
                        measuredCount += source.measured
                        continue
                    }
                    // Taken out of the dictionary, so that writing to it copies nothing.
                    var target = chunks.removeValue(forKey: targetIndex) ?? Chunk()
                    for carried in from..<end {
                        guard let slot = source.slots[carried - sourceIndex * length], slot.measured else { continue }
                        measuredCount += target.put(slot, at: carried + shift - targetIndex * length)
                    }
                    if target.held > 0 { chunks[targetIndex] = target }
                }
            }
        }
    }

    /// The measured repetitions, in order.
    var measuredGroups: [Int] {
        var groups: [Int] = []
        groups.reserveCapacity(measuredCount)
        for index in chunks.keys.sorted() {
            guard let chunk = chunks[index] else { continue }
            for (slot, held) in chunk.slots.enumerated() where held?.measured == true {
                groups.append(index * Self.chunkLength + slot)
            }
        }
        return groups
    }
}
