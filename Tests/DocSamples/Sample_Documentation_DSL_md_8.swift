// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#8
extension Doc_Documentation_DSL_md {
    struct Row: Component, Equatable {
        let id: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) {}
    }

    static func sample8() throws {
        /// One section of the screen: a function of its own.
        func feed(_ name: String, rows: [String], showsMore: Bool) -> Section {
            Section(id: name) {
                VGroup(width: .fractionalWidth(1), height: .estimated(44)) {
                    for row in rows { Row(id: "\(name)-\(row)") }
                    if showsMore { Row(id: "\(name)-more") }
                }
            }
        }

        let renderer = ComposeRenderer(
            dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        renderer.render(sections: [
            feed("news", rows: ["a", "b"], showsMore: true),
            feed("sports", rows: ["c"], showsMore: false),
        ])
        print(renderer.dataSource.composed.sections.map(\.components.count))
    }
}
