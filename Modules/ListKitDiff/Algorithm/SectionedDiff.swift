import ListKitCore

/// The diff of two sectioned collections; see ``StagedChangeset`` for the
/// stages it produces and why they are valid.
///
/// Items are numbered flat, section after section, in the source and in the
/// target; the stage 2 numbering (target section order, each surviving section
/// holding its stage 1 items) turns a matched item's source into one integer,
/// so that the items of target section `t` that come from the same section are
/// exactly those whose value falls in `t`'s own stage 2 range.
@usableFromInline
enum SectionedDiff {
    /// The stages that turn `source` into `target`; data larger than `limit`
    /// (sections or items) is replaced whole. The items' work memory comes
    /// from `workspace` and goes back to it, when there is one.
    @inlinable
    static func stages<Model, Item>(
        source: [DiffSection<Model, Item>],
        target: [DiffSection<Model, Item>],
        limit: Int = IndexLimit.maximumCount,
        workspace: DiffWorkspace? = nil
    ) -> [Changeset<[DiffSection<Model, Item>]>] {
        if source.isEmpty && target.isEmpty { return [] }
        // One section on each side, the same one, and items within the
        // limit: the flat diff of the items (no section numbering).
        if source.count == 1, target.count == 1, source.count <= limit,
           source[0].items.count <= limit, target[0].items.count <= limit,
           source[0].model.diffIdentifier == target[0].model.diffIdentifier {
            return oneSection(source: source[0], target: target[0], workspace: workspace)
        }
        guard source.count <= limit, target.count <= limit,
              let sourceOffsets = SectionOffsets(counts: source.lazy.map { $0.items.count }, limit: limit),
              let targetOffsets = SectionOffsets(counts: target.lazy.map { $0.items.count }, limit: limit)
        else {
            return [Changeset(
                data: target,
                deletedSections: Array(source.indices),
                insertedSections: Array(target.indices))]
        }

        // 1. Sections: match, delete, number the survivors, find the reloads,
        //    keep a longest increasing subsequence, move the rest.
        let (sectionToTarget, sectionToSource, _) = IdentifierMatching.match(
            sourceCount: source.count, targetCount: target.count,
            sources: { visit in for index in source.indices { visit(index, source[index].model.diffIdentifier) } },
            targets: { visit in for index in target.indices { visit(index, target[index].model.diffIdentifier) } })

        var deletedSections: [Int] = []
        var sectionValues = [Int32](repeating: -1, count: target.count)
        var survivingSections: Int32 = 0
        for index in source.indices {
            let match = Int(sectionToTarget[index])
            if match < 0 {
                deletedSections.append(index)
            } else {
                sectionValues[match] = survivingSections
                survivingSections &+= 1
            }
        }

        var updatedSections: [Int] = []
        var isUpdated = [Bool](repeating: false, count: target.count)
        for index in target.indices {
            let match = Int(sectionToSource[index])
            if match >= 0, !target[index].model.isContentEqual(to: source[match].model) {
                updatedSections.append(index)
                isUpdated[index] = true
            }
        }

        var subsequence = LongestIncreasingSubsequence()
        if let workspace { swap(&subsequence, &workspace.subsequence) }
        subsequence.markKept(in: &sectionValues, range: sectionValues.indices, candidates: 0..<Int32.max)
        var insertedSections: [Int] = []
        var movedSections: [Move<Int>] = []
        for index in target.indices {
            let value = sectionValues[index]
            if value == LongestIncreasingSubsequence.kept { continue }
            if value < 0 {
                insertedSections.append(index)
            } else {
                movedSections.append(Move(source: Int(value), target: index))
            }
        }
        sectionValues = []

        // 2. Items of surviving sections: match across sections.
        @inline(__always)
        func targetItem(_ flat: Int, hint: Int) -> Item {
            let section = targetOffsets.section(containing: flat, hint: hint)
            return target[section].items[flat &- targetOffsets[section]]
        }

        // Identifiers that carry their hash are paired on it, matched as
        // integers, and the pairs confirmed in target order (as in
        // `FlatDiff.general`).
        let sourceItems = SectionItemIdentifiers(source, matches: sectionToTarget, offsets: sourceOffsets)
        let targetItems = SectionItemIdentifiers(target, matches: sectionToSource, offsets: targetOffsets)
        let trusts = IdentifierMatching.trustsCarriedHashes(Item.DiffIdentifier.self)
        var (itemToTarget, itemToSource, _) = trusts
            ? IdentifierMatching.match(
                sourceCount: sourceOffsets.total, targetCount: targetOffsets.total,
                visiting: CarriedHashes(sourceItems), CarriedHashes(targetItems),
                workspace: workspace, integersAreHashes: true)
            : IdentifierMatching.match(
                sourceCount: sourceOffsets.total, targetCount: targetOffsets.total,
                visiting: sourceItems, targetItems, workspace: workspace)
        if trusts, !Self.pairsAreEqual(
            source: source, target: target, sourceOffsets: sourceOffsets, targetOffsets: targetOffsets,
            sectionToSource: sectionToSource, itemToSource: itemToSource) {
            if let workspace {
                // The arrays' storage goes back for the matching again.
                (workspace.sourceToTarget, workspace.targetToSource) = (itemToTarget, itemToSource)
                (itemToTarget, itemToSource) = ([], [])
            }
            (itemToTarget, itemToSource, _) = IdentifierMatching.match(
                sourceCount: sourceOffsets.total, targetCount: targetOffsets.total,
                visiting: sourceItems, targetItems, workspace: workspace)
        }

        // 3. Deletes and updates in source paths; number the survivors in
        //    stage 2 order (stored over `itemToSource`).
        var survivorCounts = [Int](repeating: 0, count: target.count)
        for section in source.indices {
            let match = Int(sectionToTarget[section])
            guard match >= 0 else { continue }
            var count = 0
            for flat in sourceOffsets.range(of: section) where itemToTarget[flat] >= 0 { count &+= 1 }
            survivorCounts[match] = count
        }
        let stage2Offsets = SectionOffsets(trustedCounts: survivorCounts)

        var deletedItems: [ElementIndexPath] = []
        var updatedItems: [ElementIndexPath] = []
        for section in source.indices {
            let match = Int(sectionToTarget[section])
            guard match >= 0 else { continue }
            let items = source[section].items
            let base = sourceOffsets[section]
            var survivor = Int32(truncatingIfNeeded: stage2Offsets[match])
            for index in items.indices {
                let flatTarget = Int(itemToTarget[base &+ index])
                guard flatTarget >= 0 else {
                    deletedItems.append(ElementIndexPath(section: section, item: index))
                    continue
                }
                if !targetItem(flatTarget, hint: match).isContentEqual(to: items[index]) {
                    updatedItems.append(ElementIndexPath(section: section, item: index))
                }
                itemToSource[flatTarget] = survivor
                survivor &+= 1
            }
        }

        // 4. Per target section, keep a longest increasing subsequence of the
        //    items from the same section; move every other matched item.
        var insertedItems: [ElementIndexPath] = []
        var movedItems: [Move<ElementIndexPath>] = []
        for section in target.indices where sectionToSource[section] >= 0 {
            let own = Int32(truncatingIfNeeded: stage2Offsets[section])
                ..< Int32(truncatingIfNeeded: stage2Offsets[section &+ 1])
            let range = targetOffsets.range(of: section)
            subsequence.markKept(in: &itemToSource, range: range, candidates: own)
            for flat in range {
                let value = itemToSource[flat]
                if value == LongestIncreasingSubsequence.kept { continue }
                let path = ElementIndexPath(section: section, item: flat &- range.lowerBound)
                if value < 0 {
                    insertedItems.append(path)
                    continue
                }
                let origin = stage2Offsets.section(containing: Int(value), hint: section)
                movedItems.append(Move(
                    source: ElementIndexPath(section: origin, item: Int(value) &- stage2Offsets[origin]),
                    target: path))
            }
        }
        if let workspace {
            workspace.targetToSource = itemToSource
            swap(&subsequence, &workspace.subsequence)
        }
        itemToSource = []
        subsequence = LongestIncreasingSubsequence()

        // 5. Stages, each with its data; the last one's data is the target.
        let hasStage = [
            !deletedSections.isEmpty || !deletedItems.isEmpty || !updatedItems.isEmpty,
            !insertedSections.isEmpty || !movedSections.isEmpty,
            !insertedItems.isEmpty || !movedItems.isEmpty,
            !updatedSections.isEmpty,
        ]
        let last = hasStage.lastIndex(of: true) ?? -1

        // A surviving section's model until stage 4: the source's if it is
        // reloaded there, the target's otherwise.
        func model(ofTarget section: Int) -> Model {
            isUpdated[section] ? source[Int(sectionToSource[section])].model : target[section].model
        }

        // The items of every surviving section after stage 1, by target
        // section: target values in source order, without the deleted ones.
        var survivorItems: [[Item]] = []
        if (hasStage[0] && last > 0) || (hasStage[1] && last > 1) {
            survivorItems = [[Item]](repeating: [], count: target.count)
            for section in source.indices {
                let match = Int(sectionToTarget[section])
                guard match >= 0 else { continue }
                // A section whose items all go, in order, to the same places
                // of its target (most sections of an update) survives as
                // the target's items: their array is shared, not copied.
                let sourceRange = sourceOffsets.range(of: section)
                let shift = targetOffsets[match] &- sourceRange.lowerBound
                if sourceRange.count == target[match].items.count,
                   sourceRange.allSatisfy({ Int(itemToTarget[$0]) == $0 &+ shift }) {
                    survivorItems[match] = target[match].items
                    continue
                }
                var items: [Item] = []
                items.reserveCapacity(survivorCounts[match])
                for flat in sourceRange {
                    let flatTarget = Int(itemToTarget[flat])
                    if flatTarget >= 0 { items.append(targetItem(flatTarget, hint: match)) }
                }
                survivorItems[match] = items
            }
        }

        typealias Section = DiffSection<Model, Item>
        var stages: [Changeset<[Section]>] = []
        if hasStage[0] {
            var data = target
            if last > 0 {
                data = []
                data.reserveCapacity(Int(survivingSections))
                for section in source.indices {
                    let match = Int(sectionToTarget[section])
                    if match >= 0 { data.append(Section(model: model(ofTarget: match), items: survivorItems[match])) }
                }
            }
            stages.append(Changeset(
                data: data, deletedSections: deletedSections,
                deletedItems: deletedItems, updatedItems: updatedItems))
        }
        if hasStage[1] {
            var data = target
            if last > 1 {
                for section in target.indices where sectionToSource[section] >= 0 {
                    data[section] = Section(model: model(ofTarget: section), items: survivorItems[section])
                }
            }
            stages.append(Changeset(data: data, insertedSections: insertedSections, movedSections: movedSections))
        }
        if hasStage[2] {
            var data = target
            if last > 2 {
                for section in updatedSections {
                    data[section].model = source[Int(sectionToSource[section])].model
                }
            }
            stages.append(Changeset(data: data, insertedItems: insertedItems, movedItems: movedItems))
        }
        if hasStage[3] {
            stages.append(Changeset(data: target, updatedSections: updatedSections))
        }
        if let workspace {
            workspace.sourceToTarget = itemToTarget
            itemToTarget = []
        }
        return stages
    }

    /// Whether every item of the target's matched sections is paired
    /// (`itemToSource`, flat indices, -1 for none) with a source item of an
    /// equal identifier: read in target order (the sectioned form of
    /// `FlatDiff.pairsAreEqual`).
    @inlinable
    static func pairsAreEqual<Model, Item>(
        source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>],
        sourceOffsets: SectionOffsets, targetOffsets: SectionOffsets, sectionToSource: [Int32], itemToSource: [Int32]
    ) -> Bool {
        var origin = 0
        for section in target.indices where sectionToSource[section] >= 0 {
            let base = targetOffsets[section]
            for (index, item) in target[section].items.enumerated() {
                let match = Int(itemToSource[base &+ index])
                guard match >= 0 else { continue }
                origin = sourceOffsets.section(containing: match, hint: origin)
                if item.diffIdentifier != source[origin].items[match &- sourceOffsets[origin]].diffIdentifier {
                    return false
                }
            }
        }
        return true
    }

    /// The stages between two versions of one section (the same identifier
    /// on both sides), of at most ``IndexLimit/maximumCount`` items each: the
    /// flat diff of the items, which reads them in place rather than through
    /// section offsets, and the section's reload as a last stage when its
    /// model's content changed. With one section no item can move across
    /// sections and no section moves, so the stages are those of the general
    /// case: stage 2 (sections) is empty, and the flat diff's two stages are
    /// stages 1 and 3. The flat diff's comparison place by place is left
    /// out, as the general case has none: an update that moves ids would
    /// compare every id and content up to the first id out of place for
    /// nothing (a renderer's update of 100k rows with `AnyHashable` ids,
    /// a title and one move at 25k: 8 % slower with it).
    @inlinable
    static func oneSection<Model, Item>(
        source: DiffSection<Model, Item>, target: DiffSection<Model, Item>, workspace: DiffWorkspace?
    ) -> [Changeset<[DiffSection<Model, Item>]>] {
        let isUpdated = !target.model.isContentEqual(to: source.model)
        // Until its reload, the section keeps the source's model.
        let model = isUpdated ? source.model : target.model
        let itemStages = FlatDiff.stages(
            source: source.items, target: target.items, section: 0, workspace: workspace, checksInPlace: false)
        var stages: [Changeset<[DiffSection<Model, Item>]>] = []
        stages.reserveCapacity(itemStages.count &+ 1)
        for stage in itemStages {
            stages.append(Changeset(data: [DiffSection(model: model, items: stage.data)], changes: stage.changes))
        }
        if isUpdated {
            stages.append(Changeset(data: [target], updatedSections: [0]))
        }
        return stages
    }
}
