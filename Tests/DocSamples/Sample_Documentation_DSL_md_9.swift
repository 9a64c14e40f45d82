// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#9
extension Doc_Documentation_DSL_md {
    enum Sections { case main }
    final class EmojiScreen {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource())

        var emojiList: [String] = ["😊"] {
            didSet { render() }
        }

        func render() {
            renderer.render(animated: true) {
                Section(id: Sections.main) {
                    HGroup(of: emojiList, width: .fractionalWidth(1.0), height: .estimated(30)) { item in
                        EmojiBoxComponent(emoji: item)
                    }
                }
            }
        }
    }

    static func sample9() throws {
        let screen = EmojiScreen()
        screen.render()
        screen.emojiList.append("🚀")
        print(screen.renderer.collectionView.visibleCells.count)
    }
}
