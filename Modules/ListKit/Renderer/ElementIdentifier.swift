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
    /// Sections (by index) whose id another section has too.
    public internal(set) var sharedSectionIDs: Set<Int> = [] {
        didSet { recent.forget() }
    }
    /// Sections (by index) two of whose components share an id.
    public internal(set) var sharedComponentIDs: Set<Int> = [] {
        didSet { recent.forget() }
    }
    /// The ids given most recently by ``elementID(_:in:dataVersion:)``.
    private var recent = RecentElementIDs()
    /// Each section's id as an `ElementID`, made once per data version by
    /// ``elementID(_:in:dataVersion:)`` (`nil`: not made yet).
    private var sectionIDs: [ElementID?] = []
    /// The data version ``sectionIDs`` are for.
    private var sectionIDsVersion: Int?

    /// Creates an identifier for a render without shared ids.
    public init() {}

    /// The id of the element `attributes` describe in `composed`, or `nil`
    /// when `composed` has no such element.
    public func id(_ attributes: LayoutAttributes, in composed: ComposedLayout) -> RenderedElementID? {
        id(attributes, in: composed) { ElementID(uncheckedSendable: $1()) }
    }

    /// ``id(_:in:)``, with each section's id made by `sectionID` from the
    /// section's position and (when asked for) its id.
    private func id(
        _ attributes: LayoutAttributes, in composed: ComposedLayout, sectionID: (Int, () -> AnyHashable) -> ElementID
    ) -> RenderedElementID? {
        let path = attributes.indexPath
        guard path.section >= 0 else { return RenderedElementID(sectionID: nil, index: path.item) }
        let isItem: Bool
        switch attributes.category {
        case .cell: isItem = true
        case .decoration: isItem = false
        case .supplementary: isItem = !Self.isBoundary(attributes, in: composed)
        }
        // Positions only for sections that share ids (usually none: no look-up).
        let sectionPosition = !sharedSectionIDs.isEmpty && sharedSectionIDs.contains(path.section) ? path.section : nil
        let itemPosition = !sharedComponentIDs.isEmpty && sharedComponentIDs.contains(path.section) ? path.item : nil
        // The section is read in place (a copy would retain each of its parts).
        return composed.sections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(path.section) else { return nil }
            let section = sectionID(path.section) { sections[path.section].id }
            guard isItem else {
                return RenderedElementID(section: section, index: path.item, sectionPosition: sectionPosition)
            }
            guard sections[path.section].components.indices.contains(path.item) else { return nil }
            return RenderedElementID(
                section: section,
                item: sections[path.section].components.elementID(at: path.item),
                sectionPosition: sectionPosition, itemPosition: itemPosition)
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
    /// cell prefetched a few frames ago enters the screen.
    public func elementID(_ attributes: LayoutAttributes, in composed: ComposedLayout, dataVersion: Int) -> ElementID? {
        if let known = recent.id(attributes, version: dataVersion) { return known }
        if sectionIDsVersion != dataVersion {
            sectionIDs.removeAll(keepingCapacity: true)
            sectionIDsVersion = dataVersion
        }
        let id = id(attributes, in: composed) { position, id in
            // Made once per section and version (its `AnyHashable` cast once).
            if sectionIDs.count <= position { sectionIDs.append(contentsOf: repeatElement(nil, count: position + 1 - sectionIDs.count)) }
            if let known = sectionIDs[position] { return known }
            let made = ElementID(uncheckedSendable: id())
            sectionIDs[position] = made
            return made
        }?.elementID
        recent.remember(id, for: attributes, version: dataVersion)
        return id
    }

    /// Whether a supplementary is one of its section's (or the layout's)
    /// headers or footers rather than anchored to an item.
    public static func isBoundary(_ attributes: LayoutAttributes, in composed: ComposedLayout) -> Bool {
        let path = attributes.indexPath
        guard composed.sections.indices.contains(path.section) else { return path.section < 0 }
        return composed.sections[path.section].model.isBoundarySupplementary(kind: attributes.elementKind, at: path.item)
    }
}
