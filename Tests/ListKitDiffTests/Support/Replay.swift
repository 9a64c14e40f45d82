import ListKitCore
import ListKitDiff

/// Applies a stage to its source data the way a collection view applies one
/// `performBatchUpdates`, independently of the diff: deleted and moved-out
/// elements leave, inserted values (taken from the stage's data) and moved
/// elements take their target positions, every other element fills the
/// remaining positions in its old order, and a reload swaps in the value found
/// where the reloaded element lands. The result must equal the stage's data.
enum Replay {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The data after applying `stage` to `old`, for sectioned data.
    static func apply<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        _ stage: Changeset<[DiffSection<Model, Item>]>,
        to old: [DiffSection<Model, Item>]
    ) throws(Failure) -> [DiffSection<Model, Item>] {
        let new = stage.data
        let deleted = Set(stage.deletedSections)
        let reloaded = Set(stage.updatedSections)
        let inserted = Set(stage.insertedSections)
        var movedTo: [Int: Int] = [:]
        for move in stage.movedSections { movedTo[move.target] = move.source }
        let movedFrom = Set(stage.movedSections.map { $0.source })

        // Sections: where every target section comes from.
        var staying = old.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }[...]
        var origins = [Int?](repeating: nil, count: new.count)
        for target in new.indices where !inserted.contains(target) {
            if let source = movedTo[target] {
                origins[target] = source
            } else if let source = staying.popFirst() {
                origins[target] = source
            } else {
                throw Failure(description: "no source section left for target section \(target)")
            }
        }
        guard staying.isEmpty else { throw Failure(description: "source sections \(Array(staying)) have no place") }

        // Items, section by section.
        var deletedItems: [Int: Set<Int>] = [:]
        for path in stage.deletedItems { deletedItems[path.section, default: []].insert(path.item) }
        var updatedItems: [Int: Set<Int>] = [:]
        for path in stage.updatedItems { updatedItems[path.section, default: []].insert(path.item) }
        var movedOut: [Int: Set<Int>] = [:]
        for move in stage.movedItems { movedOut[move.source.section, default: []].insert(move.source.item) }
        var insertedItems: [Int: Set<Int>] = [:]
        for path in stage.insertedItems { insertedItems[path.section, default: []].insert(path.item) }
        var movedIn: [ElementIndexPath: ElementIndexPath] = [:]
        for move in stage.movedItems { movedIn[move.target] = move.source }

        var result: [DiffSection<Model, Item>] = []
        for target in new.indices {
            guard let origin = origins[target] else {
                result.append(new[target])
                continue
            }
            let source = old[origin]
            if reloaded.contains(origin) {
                guard source.model.diffIdentifier == new[target].model.diffIdentifier else {
                    throw Failure(description: "section \(origin) reloaded as a different section at \(target)")
                }
                result.append(new[target])
                continue
            }
            var remaining = source.items.indices.filter {
                !(deletedItems[origin]?.contains($0) ?? false) && !(movedOut[origin]?.contains($0) ?? false)
            }[...]
            var items: [Item] = []
            for index in new[target].items.indices {
                let path = ElementIndexPath(section: target, item: index)
                if insertedItems[target]?.contains(index) ?? false {
                    items.append(new[target].items[index])
                } else if let from = movedIn[path] {
                    guard old.indices.contains(from.section), old[from.section].items.indices.contains(from.item) else {
                        throw Failure(description: "move from \(from) is out of range")
                    }
                    items.append(old[from.section].items[from.item])
                } else if let from = remaining.popFirst() {
                    if updatedItems[origin]?.contains(from) ?? false {
                        guard source.items[from].diffIdentifier == new[target].items[index].diffIdentifier else {
                            throw Failure(description: "item \(ElementIndexPath(section: origin, item: from)) reloaded as a different item at \(path)")
                        }
                        items.append(new[target].items[index])
                    } else {
                        items.append(source.items[from])
                    }
                } else {
                    throw Failure(description: "no item left for \(path)")
                }
            }
            guard remaining.isEmpty else {
                throw Failure(description: "items \(Array(remaining)) of section \(origin) have no place")
            }
            result.append(DiffSection(model: source.model, items: items))
        }
        return result
    }

    /// The data after applying `stage` to `old`, for flat data in section
    /// `section`.
    static func apply<Element: Differentiable & Equatable>(
        _ stage: Changeset<[Element]>, to old: [Element], section: Int = 0
    ) throws(Failure) -> [Element] {
        // A flat list is the one section `section` among empty ones.
        func wrap(_ elements: [Element]) -> [DiffSection<Int, Element>] {
            (0...section).map { DiffSection(model: $0, items: $0 == section ? elements : []) }
        }
        var wrapped = Changeset(data: wrap(stage.data))
        wrapped.deletedItems = stage.deletedItems
        wrapped.insertedItems = stage.insertedItems
        wrapped.updatedItems = stage.updatedItems
        wrapped.movedItems = stage.movedItems
        guard stage.deletedSections.isEmpty, stage.insertedSections.isEmpty,
              stage.updatedSections.isEmpty, stage.movedSections.isEmpty else {
            throw Failure(description: "a flat stage has section changes")
        }
        return try apply(wrapped, to: wrap(old))[section].items
    }
}
