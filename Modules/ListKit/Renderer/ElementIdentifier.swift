import ListKitCore
import ListKitDSL
import ListKitLifecycle

/// Gives the elements a renderer tracks their `RenderedElementID`: the
/// ids of their sections and components, read from the rendered layout, so
/// that an element keeps its identity when it moves.
///
/// It remembers nothing about the elements it names: only, for the current
/// render, which sections share an id with another section and which
/// sections hold two components with one id (a render issue the renderer
/// reports), whose elements' ids then carry their positions.
public final class ElementIdentifier {
    // `@exclusivity(unchecked)`: see "Exclusivity on the frame path" in
    // Documentation/Architecture.md (each access is instantaneous).
    /// Sections (by index) whose id another section has too.
    @exclusivity(unchecked) public internal(set) var sharedSectionIDs: Set<Int> = [] {
        didSet { sharingChanged() }
    }
    /// Sections (by index) two of whose components share an id.
    @exclusivity(unchecked) public internal(set) var sharedComponentIDs: Set<Int> = [] {
        didSet { sharingChanged() }
    }
    /// How many times ``sharedSectionIDs`` or ``sharedComponentIDs`` was
    /// set: while it stays the same, an element keeps the id parts it has
    /// for its positions.
    @exclusivity(unchecked) private(set) var sharingChanges = 0
    /// The ids given most recently by ``elementID(_:in:dataVersion:)``.
    @exclusivity(unchecked) private var recent = RecentElementIDs()
    /// How many items further on than its own an element's earlier id was
    /// found last (`recent`'s ``RecentElementIDs/earlierID(_:itemShift:)``):
    /// after rows were inserted or deleted before the screen, every row on
    /// it has moved by the same number.
    @exclusivity(unchecked) private var earlierShift = 0

    /// Creates an identifier for a render without shared ids.
    public init() {}

    /// Forgets the ids given (they may hold positions no longer wanted, or
    /// lack ones wanted now) and counts the change.
    private func sharingChanged() {
        recent.forget()
        sharingChanges &+= 1
    }

    /// The id of the element `attributes` describe in `composed`, or `nil`
    /// when `composed` has no such element.
    public func id(_ attributes: LayoutAttributes, in composed: ComposedLayout) -> RenderedElementID? {
        id(attributes, in: composed, make: RenderedElementID.init)
    }

    /// ``id(_:in:)``, the element's id made by `make` from its parts (the
    /// section's ``ComposedSection/elementID``, the component's id).
    private func id(
        _ attributes: LayoutAttributes, in composed: ComposedLayout,
        make: (_ section: ElementID?, _ item: ElementID?, _ index: Int?, _ sectionPosition: Int?, _ itemPosition: Int?)
            -> RenderedElementID
    ) -> RenderedElementID? {
        let path = attributes.indexPath
        // A layout-wide header or footer: no section, its position.
        guard path.section >= 0 else { return make(nil, nil, path.item, nil, nil) }
        let isItem: Bool
        switch attributes.category {
        case .cell: isItem = true
        case .decoration: isItem = false
        case .supplementary: isItem = !Self.isBoundary(attributes, in: composed)
        }
        // Positions only for sections that share ids (usually none: no look-up).
        let sectionPosition = !sharedSectionIDs.isEmpty && sharedSectionIDs.contains(path.section) ? path.section : nil
        let itemPosition = !sharedComponentIDs.isEmpty && sharedComponentIDs.contains(path.section) ? path.item : nil
        // The section is read in place (no retain of the array or the section:
        // asked for every element shown).
        return composed.sections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(path.section) else { return nil }
            let section = sections[path.section].elementID
            guard isItem else { return make(section, nil, path.item, sectionPosition, nil) }
            guard sections[path.section].components.indices.contains(path.item) else { return nil }
            return make(
                section, sections[path.section].components.elementID(at: path.item), nil, sectionPosition, itemPosition)
        }
    }

    /// The tracker's id of the element `attributes` describe in `composed`
    /// (``id(_:in:)`` as an `ElementID`), or `nil`.
    public func elementID(_ attributes: LayoutAttributes, in composed: ComposedLayout) -> ElementID? {
        id(attributes, in: composed)?.elementID
    }

    /// ``elementID(_:in:)``, remembered for the data of `dataVersion` (a
    /// number that changes whenever `composed` does): asked again about the
    /// same element of the same version, it answers from memory, as when a
    /// cell prefetched a few frames ago enters the screen. After the data
    /// changed, an element whose id has the parts it had (its section's and
    /// component's ids and positions), found at its place or a row or so
    /// away, is given that same id: an update hashes no id of the rows that
    /// stay on screen, and the tracker finds their records by identity.
    public func elementID(_ attributes: LayoutAttributes, in composed: ComposedLayout, dataVersion: Int) -> ElementID? {
        if let known = recent.id(attributes, version: dataVersion) { return known }
        // The last version's ids become candidates before the first id of this one is made.
        recent.enter(version: dataVersion)
        let id = id(attributes, in: composed, make: { section, item, index, sectionPosition, itemPosition in
            // The id the element had before the data changed, when it still
            // has those parts (most of the screen after an update): no new id
            // to hash, and the tracker finds its record by identity.
            for shift in earlierShifts(attributes) {
                guard let earlier = recent.earlierID(attributes, itemShift: shift),
                      earlier.hasParts(
                        section: section, item: item, index: index, sectionPosition: sectionPosition,
                        itemPosition: itemPosition)
                else { continue }
                if attributes.category == .cell { earlierShift = shift }
                return earlier
            }
            return RenderedElementID(
                section: section, item: item, index: index, sectionPosition: sectionPosition, itemPosition: itemPosition)
        })?.elementID
        recent.remember(id, for: attributes, version: dataVersion)
        return id
    }

    /// The item shifts at which ``elementID(_:in:dataVersion:)`` looks for
    /// an element's earlier id: a cell's at the last shift that found one,
    /// at its own place, and a row before or after; any other element's at
    /// its own place.
    private func earlierShifts(_ attributes: LayoutAttributes) -> EarlierShifts {
        attributes.category == .cell ? EarlierShifts(first: earlierShift) : EarlierShifts(first: 0, onlyFirst: true)
    }

    /// Whether a supplementary is one of its section's (or the layout's)
    /// headers or footers rather than anchored to an item.
    public static func isBoundary(_ attributes: LayoutAttributes, in composed: ComposedLayout) -> Bool {
        let path = attributes.indexPath
        guard composed.sections.indices.contains(path.section) else { return path.section < 0 }
        return composed.sections[path.section].model.isBoundarySupplementary(kind: attributes.elementKind, at: path.item)
    }
}

/// The item shifts an ``ElementIdentifier`` tries, in order and each once,
/// when it looks for an element's earlier id: `first`, then (unless
/// `onlyFirst`) 0, 1 and −1. Nothing allocated.
struct EarlierShifts: Sequence, IteratorProtocol {
    /// The shift tried first.
    let first: Int
    /// Whether `first` is the only one.
    let onlyFirst: Bool
    /// How many shifts were considered.
    private var step = 0

    init(first: Int, onlyFirst: Bool = false) {
        self.first = first
        self.onlyFirst = onlyFirst
    }

    mutating func next() -> Int? {
        while step < 4 {
            let shift: Int
            switch step {
            case 0: shift = first
            case 1: shift = 0
            case 2: shift = 1
            default: shift = -1
            }
            step += 1
            if step == 1 { return shift }
            if onlyFirst { return nil }
            if shift != first { return shift }
        }
        return nil
    }
}
