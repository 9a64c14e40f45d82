import ListKitCore
import ListKitLifecycle

/// The ids an ``ElementIdentifier`` gave most recently, by the element's
/// place in the data (category, element kind, index path), for one data
/// version: a direct-mapped table of 64 entries.
///
/// A scroll names each cell twice, once when it enters the prefetch zone
/// and once when it enters the screen a few frames later; the second time
/// its id comes from here instead of being made again (the caller's ids
/// hashed, a box allocated). An entry of another version is never handed
/// out as it is, so an update of the data can never give an element an id
/// of the old data.
///
/// The entries of the version before are kept apart (``earlierID(_:itemShift:)``):
/// after an update most elements on screen have the ids they had, at their
/// place or a row or so away, and the identifier reuses such an id once it
/// has checked its parts against the new data.
struct RecentElementIDs {
    /// One remembered id.
    struct Entry {
        /// The element's category, kind and index path when its id was
        /// given (``LayoutAttributes/isSameLayoutElement(as:)``'s parts).
        var category: ElementCategory
        var kind: ElementKind?
        var indexPath: ElementIndexPath
        var id: ElementID?

        /// Whether it is the element `attributes` describe.
        func names(_ attributes: LayoutAttributes) -> Bool {
            indexPath == attributes.indexPath && category == attributes.category && kind == attributes.kind
        }
    }

    /// How many entries the table holds: a power of two, a few screens of rows.
    static let capacity = 64

    /// The data version the entries belong to.
    private var version: Int?
    /// The entries, by slot; empty until the first id is remembered.
    private var entries: [Entry?] = []
    /// The entries of the last version before ``version`` that had any, by
    /// slot: candidates only (see ``earlierID(_:itemShift:)``).
    private var earlier: [Entry?] = []

    /// The slot of the element at `indexPath`: consecutive items of a
    /// section take consecutive slots.
    private static func slot(_ category: ElementCategory, _ indexPath: ElementIndexPath) -> Int {
        let categoryCode: Int
        switch category {
        case .cell: categoryCode = 0
        case .supplementary: categoryCode = 1
        case .decoration: categoryCode = 2
        }
        return (indexPath.item &+ indexPath.section &* 7 &+ categoryCode &* 29) & (capacity - 1)
    }

    /// The id remembered for the element `attributes` describe in the data
    /// of `version`, or `nil` when none is (the outer optional).
    func id(_ attributes: LayoutAttributes, version: Int) -> ElementID?? {
        guard version == self.version, !entries.isEmpty else { return nil }
        // Read in place: the entry is not copied unless it is the one.
        return entries.withUnsafeBufferPointer { entries in
            let slot = Self.slot(attributes.category, attributes.indexPath)
            guard entries[slot]?.names(attributes) == true else { return nil }
            return .some(entries[slot]?.id ?? nil)
        }
    }

    /// The id remembered for an earlier version at the place of the element
    /// `attributes` describe with its item `itemShift` further on, when it
    /// is a renderer's id: a candidate for the element, whose parts the
    /// caller must check against the data of its version.
    func earlierID(_ attributes: LayoutAttributes, itemShift: Int) -> RenderedElementID? {
        guard !earlier.isEmpty else { return nil }
        var path = attributes.indexPath
        path.item &+= itemShift
        return earlier.withUnsafeBufferPointer { entries in
            guard let entry = entries[Self.slot(attributes.category, path)], entry.indexPath == path,
                  entry.category == attributes.category, entry.kind == attributes.kind, let id = entry.id
            else { return nil }
            return RenderedElementID(id)
        }
    }

    /// Makes `version` the current one: the entries of another version are
    /// forgotten (``forget()``), and so become the earlier ones.
    mutating func enter(version: Int) {
        guard version != self.version else { return }
        forget()
        self.version = version
    }

    /// Remembers `id` for the element `attributes` describe in the data of
    /// `version` (``enter(version:)`` first).
    mutating func remember(_ id: ElementID?, for attributes: LayoutAttributes, version: Int) {
        enter(version: version)
        if entries.isEmpty { entries = Array(repeating: nil, count: Self.capacity) }
        entries[Self.slot(attributes.category, attributes.indexPath)] = Entry(
            category: attributes.category, kind: attributes.kind, indexPath: attributes.indexPath, id: id)
    }

    /// Forgets every entry: when there are any, they become the earlier
    /// ones (candidates whose parts are checked before any is used again).
    mutating func forget() {
        if version != nil, !entries.isEmpty { swap(&entries, &earlier) }
        version = nil
        for slot in entries.indices { entries[slot] = nil }
    }
}
