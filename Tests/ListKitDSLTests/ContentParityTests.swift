import ListKitCore
import ListKitDSL
import Testing

/// The seed's UIKit vocabulary for content: named colours, a label, borders.
@Suite struct ContentParityTests {
    @Test func namedColoursHaveUIKitsValues() {
        #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(Color.darkGray.red == 1.0 / 3 && Color.lightGray.green == 2.0 / 3 && Color.gray.blue == 0.5)
        #expect([Color.red, .green, .blue, .cyan, .yellow, .magenta].map(\.description)
            == ["#FF0000FF", "#00FF00FF", "#0000FFFF", "#00FFFFFF", "#FFFF00FF", "#FF00FFFF"])
    }

    @Test func aLabelDrawsItsTextWithItsStyle() {
        let label = LabelView(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(label.displayList.isEmpty && label.fontSize == 17 && label.numberOfLines == 1)
        label.text = "😊"
        #expect(label.displayList == [.text("😊", at: .zero, size: 17, color: .black)])
        label.fontSize = 14
        label.textColor = .white
        label.weight = .bold
        label.textAlignment = .center
        #expect(label.displayList == [.text("😊", at: .zero, size: 14, color: .white)])
        #expect(label.weight == .bold && label.textAlignment == .center)
        label.text = ""
        #expect(label.displayList.isEmpty)
    }

    @Test func theSeedsEmojiBoxSetsUpABorderedDarkGreyBox() {
        // The seed's EmojiBoxComponentContentView.setupView, with only the UIKit types swapped.
        final class EmojiContent: ContentView {
            let label = LabelView()
            init() {
                super.init(frame: Rect(x: 0, y: 0, width: 26, height: 26))
                addChild(label)
                backgroundColor = .darkGray
                borderWidth = 3
                borderColor = .lightGray
                cornerRadius = 8
                label.fontSize = 14
                label.weight = .bold
                label.textColor = .white
                label.textAlignment = .center
            }
        }
        let content = EmojiContent()
        content.label.text = "🐶"
        #expect(content.cornerRadius == 8)
        #expect(content.flattenedDisplayList() == [
            .fillRect(Rect(x: 0, y: 0, width: 26, height: 26), .darkGray),
            .text("🐶", at: .zero, size: 14, color: .white),
            .strokeRect(Rect(x: 0, y: 0, width: 26, height: 26), .lightGray, lineWidth: 3),
        ])
    }
}
