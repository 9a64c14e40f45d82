// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#10
extension Doc_Documentation_DSL_md {
    final class TodoDataSource: DiffableDataSource {
        override func configure(cell: CollectionViewCell) {
            // attach gesture handling, accessibility, …
        }
    }

    static func sample10() throws {
    }
}
