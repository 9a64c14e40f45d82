// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#1
extension Doc_Documentation_DSL_md {
    struct EmojiBoxComponent: Component {
        let id: AnyHashable
        let emoji: String

        init(emoji: String) {
            self.id = emoji
            self.emoji = emoji
        }

        func contentView() -> EmojiBoxComponentContentView {
            EmojiBoxComponentContentView()
        }

        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30))
        }

        func edgeSpacing() -> EdgeSpacing? {
            nil
        }

        func contentInsets() -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        }

        func render(in content: EmojiBoxComponentContentView) {
            content.label.text = emoji
        }
    }
    final class EmojiBoxComponentContentView: ContentView {
        final class Label: ContentView {
            var text = "" {
                didSet {
                    clear()
                    draw(.text(text, at: .zero, size: 14, color: .white))
                }
            }
        }

        let label = Label()

        init() {
            super.init(frame: .zero)
            addChild(label)
            backgroundColor = Color(rgb: 0x555555)
        }
    }

    static func sample1() throws {
    }
}
