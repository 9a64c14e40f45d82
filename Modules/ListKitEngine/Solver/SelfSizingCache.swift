import ListKitCore
import ListKitSupplementary

/// What a lazily self-sized layout remembers between solves: for each
/// self-sized section, the repetitions of its root group measured so far and
/// their layouts.
///
/// A section qualifies when its root group repeats along the scroll axis and
/// every repetition holds the same number of cells whatever its items
/// measure (see `Documentation/LayoutSemantics.md`, "Self-sizing as the
/// viewport comes near"). Such a section is solved with its estimates and
/// measures a repetition only when asked to, like UIKit, which measures the
/// cells it displays: ``LayoutSolver/solve(_:in:sizing:cache:showing:)``
/// asks for the repetitions that meet the viewport. Sections' headers and
/// footers with estimated dimensions are measured the same way, when they
/// meet the viewport, and remembered here too.
///
/// A cache belongs to one viewport and to the data measured: start a new
/// one (or call ``removeAll()``) when the viewport changes or the items'
/// content may have changed. A section whose layout or shape no longer
/// matches what was remembered starts again from its estimates; a
/// ``HeadlessCollectionView`` carries its cache through batch updates
/// (measurements follow their items) and forgets what
/// ``HeadlessCollectionView/invalidateItems(at:)`` names.
public struct SelfSizingCache: Sendable {
    /// What identifies a section's shape: when it changes, what was measured
    /// no longer applies. The section's layout is part of it, so that a
    /// cache kept while the model changes (an update's new item counts)
    /// keeps only what the changed model still lays out the same way.
    struct Shape: Equatable, Sendable {
        var section: LayoutSection
        var perGroup: Int
        var groupSize: Size
        var estimateSize: Size

        /// The section's number of items.
        var itemCount: Int { section.itemCount }
    }

    /// One section's remembered repetitions, with the shape they belong to.
    struct Entry: Sendable {
        var shape: Shape
        var repetitions: MeasuredRepetitions
    }

    /// A measured header or footer: the item and the proposal it was
    /// measured for, and the answer (`nil` keeps the estimate).
    struct MeasuredSupplementary: Sendable {
        var item: BoundarySupplementaryItem
        var proposed: Size
        var size: Size?
    }

    /// The remembered sections, by index.
    var sections: [Int: Entry] = [:]
    /// The remembered headers and footers, by index path (section and
    /// position among the section's boundary supplementaries).
    var supplementaries: [ElementIndexPath: MeasuredSupplementary] = [:]

    /// An empty cache: every self-sized section starts from its estimates.
    public init() {}

    /// Forgets every measurement.
    public mutating func removeAll() {
        sections = [:]
        supplementaries = [:]
    }

    /// How many repetitions were measured in all sections.
    public var measuredRepetitionCount: Int {
        sections.values.reduce(0) { $0 + $1.repetitions.templates.measuredCount }
    }

    /// How many headers and footers were measured.
    public var measuredSupplementaryCount: Int { supplementaries.count }

    /// The remembered repetitions of section `index` if they belong to `shape`.
    func repetitions(ofSection index: Int, shape: Shape) -> MeasuredRepetitions? {
        guard let entry = sections[index], entry.shape == shape else { return nil }
        return entry.repetitions
    }
}

/// A solve's use of a ``SelfSizingCache``: the cache, and which repetitions
/// of which sections to measure now.
struct SizingPlan {
    /// What is remembered, updated by the solve.
    var cache: SelfSizingCache
    /// The repetitions to measure in this solve, by section.
    var requests: [Int: [Int]]
    /// The headers and footers to measure in this solve: by section, their
    /// positions among its boundary supplementaries.
    var supplementaryRequests: [Int: [Int]] = [:]
}
