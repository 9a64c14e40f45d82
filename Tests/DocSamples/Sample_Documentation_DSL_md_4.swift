// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import Foundation
import ListKit

/// Documentation/DSL.md#4
extension Doc_Documentation_DSL_md {
    static func sample4() throws {
        let emojiList = ["😀", "🚀", "🌈"]
        let composed = ComposedLayout {
            Section(id: "main") {
                HGroup(of: emojiList, width: .fractionalWidth(1.0), height: .estimated(30)) { item in
                    EmojiBoxComponent(emoji: item)
                }
            }
        }
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3))
        for cell in solved.visibleElements(contentOffset: .zero) { print(cell.indexPath, cell.frame) }
    }
}
