import ListKitDSL
import ListKitDiff
import ListKitLifecycle

/// What the renderer learnt of one section's ids while checking them for
/// duplicates, handed to the diff so that it does not work it out again.
enum CheckedIDs {
    /// The ids themselves: every component's type has `Int` ids.
    case integers([Int])
    /// The ids' hashes, as `AnyHashable(id).hashValue`.
    case hashes([Int])

    /// Empties `checked` and gives its arrays (their memory) for a later check.
    static func recycle(_ checked: inout [CheckedIDs?]) -> [[Int]] {
        var arrays: [[Int]] = []
        for index in checked.indices {
            let taken = checked[index]
            checked[index] = nil
            switch taken {
            case .integers(let ids), .hashes(let ids): arrays.append(ids)
            case nil: break
            }
        }
        checked = []
        return arrays
    }
}

/// How a ``ComponentIdentity`` keeps its component's id in one word, and
/// the id the diff compares it by.
protocol ComponentIDKind {
    /// The id the diff compares.
    associatedtype ID: Hashable
    /// The id of the component at `offset` of `run` whose word is `key`.
    static func id(run: Unmanaged<ComponentRunStorage>, offset: Int, key: Int) -> ID
}

/// Ids that are `Int`s: the word is the id.
enum IntegerIDs: ComponentIDKind {
    /// The id itself.
    static func id(run: Unmanaged<ComponentRunStorage>, offset: Int, key: Int) -> Int { key }
}

/// Ids of other types: the word is `AnyHashable(id).hashValue`, and ids
/// are compared through their runs (``HashedComponentID``).
enum HashedIDs: ComponentIDKind {
    /// The hash with what compares the id behind it.
    static func id(run: Unmanaged<ComponentRunStorage>, offset: Int, key: Int) -> HashedComponentID {
        HashedComponentID(run: run, offset: offset, carriedHash: key)
    }
}

/// A component as the diff sees it: the run of its section's components
/// that holds it, its offset there, and its id kept as `Kind` says, in
/// three words whatever the id's type.
///
/// It holds the run without counting the reference, so that the diff
/// copies it as plain bits, and compares components through it without
/// finding their run again; whoever diffs identities keeps their lists
/// (``DiffedSections/lists``, which keep the runs) for as long.
struct ComponentIdentity<Kind: ComponentIDKind>: Differentiable {
    /// The run holding the component (called through
    /// `_withUnsafeGuaranteedRef`, without counting references either).
    let run: Unmanaged<ComponentRunStorage>
    /// The component's position in its run.
    let offset: Int
    /// The component's id (an `Int`) or its hash, as `Kind` says.
    let key: Int

    /// The component's id: an `Int`, or a ``HashedComponentID``.
    var diffIdentifier: Kind.ID { Kind.id(run: run, offset: offset, key: key) }

    /// Whether the component shows the same content as `other`'s.
    func isContentEqual(to other: ComponentIdentity) -> Bool {
        run._withUnsafeGuaranteedRef { run in
            other.run._withUnsafeGuaranteedRef { run.isContentEqual(at: offset, to: $0, at: other.offset) }
        }
    }

    /// The component's id, boxed.
    var id: AnyHashable { run._withUnsafeGuaranteedRef { $0.id(at: offset) } }

    /// The component, boxed.
    var component: AnyComponent { run._withUnsafeGuaranteedRef { $0.component(at: offset) } }
}

/// A component's id when its type's ids are not all `Int`s: compared through
/// its run, hashed once per render.
struct HashedComponentID: HashCarryingIdentifier {
    /// The run holding the component.
    let run: Unmanaged<ComponentRunStorage>
    /// The component's position in its run.
    let offset: Int
    /// `AnyHashable(id).hashValue`.
    let carriedHash: Int

    /// Equal ids, as `AnyHashable` compares them.
    static func == (lhs: HashedComponentID, rhs: HashedComponentID) -> Bool {
        guard lhs.carriedHash == rhs.carriedHash else { return false }
        return lhs.run._withUnsafeGuaranteedRef { run in
            rhs.run._withUnsafeGuaranteedRef { run.isIDEqual(at: lhs.offset, to: $0, at: rhs.offset) }
        }
    }

    /// Feeds the carried hash.
    func hash(into hasher: inout Hasher) {
        hasher.combine(carriedHash)
    }
}

/// A section as the diff sees it: its id.
struct SectionIdentity: Differentiable, Hashable {
    /// The section's id (``ComposedSection/elementID``).
    let id: ElementID
}

/// The sections of one render as the diff sees them, with the component
/// lists their items point into (which must live as long as the items are used).
struct DiffedSections<Kind: ComponentIDKind> {
    /// The sections, in order.
    private(set) var sections: [DiffSection<SectionIdentity, ComponentIdentity<Kind>>]
    /// The components of each section, in order.
    private(set) var lists: [ComponentList]

    /// The sections of `composed`, with `keys[s][p]` as the id word (see
    /// ``ComponentIDKind``) of the component at position `p` of section `s`
    /// (`keys[s]` holds one per component), written into the item arrays of
    /// `spare` (taken from its end) while it has any: the arrays an earlier
    /// diff is done with (``recycle()``), whose memory is written again
    /// instead of allocated and faulted in anew (see `Array.empty(reusingFor:)`).
    init(_ composed: ComposedLayout, reusing spare: inout [[ComponentIdentity<Kind>]], keys: [[Int]]) {
        var sections: [DiffSection<SectionIdentity, ComponentIdentity<Kind>>] = []
        sections.reserveCapacity(composed.sections.count)
        for (index, section) in composed.sections.enumerated() {
            var items = spare.popLast() ?? []
            items.empty(reusingFor: section.components.count)
            let sectionKeys = keys[index]
            var start = 0
            section.components.runs.forEachRun { run, count in
                for offset in 0..<count {
                    items.append(ComponentIdentity(run: run, offset: offset, key: sectionKeys[start &+ offset]))
                }
                start &+= count
            }
            sections.append(DiffSection(model: SectionIdentity(id: section.elementID), items: items))
        }
        self.sections = sections
        lists = composed.sections.map { $0.components }
    }

    /// Gives up the sections' item arrays for a later ``init(_:reusing:keys:)``
    /// (their memory, not their values: the components they point to may be
    /// gone by then). An array someone else still holds is not given.
    consuming func recycle() -> [[ComponentIdentity<Kind>]] {
        var sections = self.sections
        self = DiffedSections(sections: [], lists: [])
        var arrays: [[ComponentIdentity<Kind>]] = []
        arrays.reserveCapacity(sections.count)
        for index in sections.indices {
            var items: [ComponentIdentity<Kind>] = []
            swap(&items, &sections[index].items)
            if items.capacity > 0 { arrays.append(items) }
        }
        return arrays
    }

    /// Sections and lists as given.
    private init(sections: [DiffSection<SectionIdentity, ComponentIdentity<Kind>>], lists: [ComponentList]) {
        self.sections = sections
        self.lists = lists
    }
}

extension DiffedSections<IntegerIDs> {
    /// The sections of `composed` with `Int` ids (`checked[s]` when it gives
    /// them), written into `spare`'s arrays (``init(_:reusing:keys:)``), or
    /// `nil` when a section's component types do not all have `Int` ids.
    static func integers(
        of composed: ComposedLayout, checked: [CheckedIDs?], reusing spare: inout [[ComponentIdentity<IntegerIDs>]]
    ) -> DiffedSections? {
        var ids: [[Int]] = []
        ids.reserveCapacity(composed.sections.count)
        for (index, section) in composed.sections.enumerated() {
            if checked.indices.contains(index), case .integers(let given) = checked[index],
               given.count == section.components.count {
                ids.append(given)
            } else if let made = section.components.integerIDs() {
                ids.append(made)
            } else {
                return nil
            }
        }
        return DiffedSections(composed, reusing: &spare, keys: ids)
    }
}

extension DiffedSections<HashedIDs> {
    /// The sections of `composed` with hashed ids (`checked[s]`'s hashes
    /// when it gives them), written into `spare`'s arrays (``init(_:reusing:keys:)``).
    static func hashed(
        of composed: ComposedLayout, checked: [CheckedIDs?], reusing spare: inout [[ComponentIdentity<HashedIDs>]]
    ) -> DiffedSections {
        let hashes = composed.sections.enumerated().map { index, section in
            if checked.indices.contains(index), case .hashes(let given) = checked[index],
               given.count == section.components.count {
                return given
            }
            return section.components.idHashes()
        }
        return DiffedSections(composed, reusing: &spare, keys: hashes)
    }
}

/// The sections a data source shows as the last diff saw them, kept for
/// the next diff.
enum ShownIdentities {
    /// Every section's ids are `Int`s.
    case integers(DiffedSections<IntegerIDs>)
    /// Some ids are not: hashed ids.
    case hashed(DiffedSections<HashedIDs>)

    /// The sections with `Int` ids, if they were diffed so.
    var integers: DiffedSections<IntegerIDs>? {
        if case .integers(let sections) = self { return sections }
        return nil
    }

    /// The sections with hashed ids, if they were diffed so.
    var hashed: DiffedSections<HashedIDs>? {
        if case .hashed(let sections) = self { return sections }
        return nil
    }
}

/// Item arrays of identities a diff is done with, kept for the next diff
/// to write into (see `DiffedSections.recycle()`): one section's array each.
struct SpareIdentities {
    /// Arrays of identities with `Int` ids.
    var integers: [[ComponentIdentity<IntegerIDs>]] = []
    /// Arrays of identities with hashed ids.
    var hashed: [[ComponentIdentity<HashedIDs>]] = []
}
