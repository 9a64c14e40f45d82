import ListKitDSL
import ListKitDiff

/// What the renderer learnt of one section's ids while checking them for
/// duplicates, handed to the diff so that it does not work it out again.
enum CheckedIDs {
    /// The ids themselves: every component's type has `Int` ids.
    case integers([Int])
    /// The ids' hashes, as `AnyHashable(id).hashValue`.
    case hashes([Int])
}

/// A component as the diff sees it: a position among its section's
/// components, and its id as `ID`.
///
/// It holds the components' runs without counting the reference, so that
/// the diff copies it as plain bits; whoever diffs identities keeps their
/// lists (``DiffedSections/lists``) for as long.
struct ComponentIdentity<ID: Hashable>: Differentiable {
    /// The runs of the component's section (called through
    /// `_withUnsafeGuaranteedRef`, without counting references either).
    let runs: Unmanaged<ComponentRuns>
    /// The component's position in its section.
    let position: Int
    /// The component's id: an `Int`, or a ``HashedComponentID``.
    let diffIdentifier: ID

    /// Whether the component shows the same content as `other`'s.
    func isContentEqual(to other: ComponentIdentity) -> Bool {
        runs._withUnsafeGuaranteedRef { runs in
            other.runs._withUnsafeGuaranteedRef { runs.isContentEqual(at: position, to: $0, at: other.position) }
        }
    }
}

/// A component's id when its type's ids are not all `Int`s: compared through
/// its section's runs, hashed once per render.
struct HashedComponentID: HashCarryingIdentifier {
    /// The runs of the component's section.
    let runs: Unmanaged<ComponentRuns>
    /// The component's position in its section.
    let position: Int
    /// `AnyHashable(id).hashValue`.
    let carriedHash: Int

    /// Equal ids, as `AnyHashable` compares them.
    static func == (lhs: HashedComponentID, rhs: HashedComponentID) -> Bool {
        guard lhs.carriedHash == rhs.carriedHash else { return false }
        return lhs.runs._withUnsafeGuaranteedRef { runs in
            rhs.runs._withUnsafeGuaranteedRef { runs.isIDEqual(at: lhs.position, to: $0, at: rhs.position) }
        }
    }

    /// Feeds the carried hash.
    func hash(into hasher: inout Hasher) {
        hasher.combine(carriedHash)
    }
}

/// A section as the diff sees it: its id.
struct SectionIdentity: Differentiable, Hashable {
    /// The section's id.
    let id: AnyHashable
}

/// The sections of one render as the diff sees them, with the component
/// lists their items point into (which must live as long as the items are used).
struct DiffedSections<ID: Hashable> {
    /// The sections, in order.
    let sections: [DiffSection<SectionIdentity, ComponentIdentity<ID>>]
    /// The components of each section, in order.
    let lists: [ComponentList]

    /// The sections of `composed`, with `ids[s]` as the ids of section `s`'s
    /// components (one per component).
    init(_ composed: ComposedLayout, ids: [[ID]]) {
        var sections: [DiffSection<SectionIdentity, ComponentIdentity<ID>>] = []
        sections.reserveCapacity(composed.sections.count)
        for (section, identifiers) in zip(composed.sections, ids) {
            let runs = Unmanaged.passUnretained(section.components.runs)
            let items = [ComponentIdentity<ID>](unsafeUninitializedCapacity: identifiers.count) { items, initialized in
                for position in identifiers.indices {
                    items.initializeElement(
                        at: position, to: ComponentIdentity(runs: runs, position: position, diffIdentifier: identifiers[position]))
                }
                initialized = identifiers.count
            }
            sections.append(DiffSection(model: SectionIdentity(id: section.id), items: items))
        }
        self.sections = sections
        lists = composed.sections.map(\.components)
    }
}

extension DiffedSections<Int> {
    /// The sections of `composed` with `Int` ids (`checked[s]` when it gives
    /// them), or `nil` when a section's component types do not all have
    /// `Int` ids.
    static func integers(of composed: ComposedLayout, checked: [CheckedIDs?]) -> DiffedSections? {
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
        return DiffedSections(composed, ids: ids)
    }
}

extension DiffedSections<HashedComponentID> {
    /// The sections of `composed` with hashed ids (`checked[s]`'s hashes
    /// when it gives them).
    static func hashed(of composed: ComposedLayout, checked: [CheckedIDs?]) -> DiffedSections {
        let ids = composed.sections.enumerated().map { index, section in
            let components = section.components
            var hashes: [Int]
            if checked.indices.contains(index), case .hashes(let given) = checked[index], given.count == components.count {
                hashes = given
            } else {
                hashes = components.idHashes()
            }
            let runs = Unmanaged.passUnretained(components.runs)
            return hashes.indices.map { HashedComponentID(runs: runs, position: $0, carriedHash: hashes[$0]) }
        }
        return DiffedSections(composed, ids: ids)
    }
}

/// The sections a data source shows as the last diff saw them, kept for
/// the next diff.
enum ShownIdentities {
    /// Every section's ids are `Int`s.
    case integers(DiffedSections<Int>)
    /// Some ids are not: hashed ids.
    case hashed(DiffedSections<HashedComponentID>)

    /// The sections with `Int` ids, if they were diffed so.
    var integers: DiffedSections<Int>? {
        if case .integers(let sections) = self { return sections }
        return nil
    }

    /// The sections with hashed ids, if they were diffed so.
    var hashed: DiffedSections<HashedComponentID>? {
        if case .hashed(let sections) = self { return sections }
        return nil
    }
}
