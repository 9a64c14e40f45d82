// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKitDiff

/// Documentation/Diff.md#1
extension Doc_Documentation_Diff_md {
    struct Row: Differentiable {
        let id: Int
        let text: String
        var diffIdentifier: Int { id }
        func isContentEqual(to other: Row) -> Bool { text == other.text }
    }

    static func sample1() throws {
        let oldRows = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
        let newRows = [Row(id: 3, text: "c"), Row(id: 1, text: "A"), Row(id: 4, text: "d")]
        let stages = StagedChangeset(source: oldRows, target: newRows)
        for stage in stages {
            // inside one performBatchUpdates:
            //   data source ← stage.data
            //   delete stage.deletedItems, reload stage.updatedItems (source indices)
            //   insert stage.insertedItems (target indices)
            //   move stage.movedItems (source index → target index)
            print(stage.data.map(\.text), stage.itemCounts)
        }
        print(stages.itemCounts)      // deleted, inserted, updated and moved over all stages

        let sectioned = StagedChangeset(
            source: [DiffSection(model: "inbox", items: oldRows), DiffSection(model: "archive", items: [Row]())],
            target: [DiffSection(model: "archive", items: [Row(id: 2, text: "b")]), DiffSection(model: "inbox", items: newRows)])
        print(sectioned.sectionCounts, sectioned.itemCounts)
    }
}
