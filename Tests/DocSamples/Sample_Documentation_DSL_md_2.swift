// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#2
extension Doc_Documentation_DSL_md {
    struct SectionHeaderComponent: SupplementaryComponent {
        let title: String
        var id: AnyHashable { title }
        var elementKind: String { "header" }
        var pinToVisibleBounds: Bool { true }

        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        }

        func render(in content: ContentView) {
            content.draw(.text(title, at: Point(x: 16, y: 12), size: 17, color: .black))
        }
    }

    static func sample2() throws {
    }
}
