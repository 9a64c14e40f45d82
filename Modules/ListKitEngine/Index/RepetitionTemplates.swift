/// The templates of the repetitions of a self-sized section that have their
/// own layout, and which of them were measured, kept in chunks of
/// ``chunkLength`` repetitions.
///
/// The store is shared, copy on write, by the layout state's cache, the
/// solve that keeps measuring and the solved layout it gave; a change
/// copies the chunk it touches and the list of chunks, not every template
/// measured so far, so that measuring a screen of rows, or carrying the
/// measurements through an update, costs the same after a hundred
/// thousand rows were measured as after ten.
struct RepetitionTemplates: Sendable {
    /// How many repetitions one chunk covers.
    static let chunkLength = 256

    /// A repetition's own template, and whether its items were measured
    /// (a last repetition laid out with the estimates is not).
    private struct Slot: Sendable {
        var template: SectionContent.Prepared
        var measured: Bool
    }

    /// The chunks holding a template, by chunk index.
    private var chunks: [Int: [Slot?]] = [:]
    /// How many repetitions were measured.
    private(set) var measuredCount = 0

    /// No template.
    init() {}

    /// The template of repetition `group`, if it has its own.
    subscript(group: Int) -> SectionContent.Prepared? {
        chunks[group / Self.chunkLength]?[group % Self.chunkLength]?.template
    }

    /// Whether repetition `group` was measured.
    func isMeasured(_ group: Int) -> Bool {
        chunks[group / Self.chunkLength]?[group % Self.chunkLength]?.measured ?? false
    }

    /// Gives repetition `group` (≥ 0) its own `template`; `measured` says
    /// whether its items were measured.
    mutating func set(_ template: SectionContent.Prepared, group: Int, measured: Bool) {
        let (chunk, slot) = (group / Self.chunkLength, group % Self.chunkLength)
        let wasMeasured = isMeasured(group)
        chunks[chunk, default: Array(repeating: nil, count: Self.chunkLength)][slot] =
            Slot(template: template, measured: measured)
        measuredCount += (measured ? 1 : 0) - (wasMeasured ? 1 : 0)
    }

    /// Takes the template of repetition `group` away; returns whether it was
    /// measured.
    @discardableResult
    mutating func remove(group: Int) -> Bool {
        let (chunk, slot) = (group / Self.chunkLength, group % Self.chunkLength)
        guard let held = chunks[chunk]?[slot] else { return false }
        chunks[chunk]?[slot] = nil
        if held.measured { measuredCount -= 1 }
        return held.measured
    }

    /// The measured repetitions, in order.
    var measuredGroups: [Int] {
        var groups: [Int] = []
        groups.reserveCapacity(measuredCount)
        for chunk in chunks.keys.sorted() {
            guard let slots = chunks[chunk] else { continue }
            for (slot, held) in slots.enumerated() where held?.measured == true {
                groups.append(chunk * Self.chunkLength + slot)
            }
        }
        return groups
    }
}
