import ListKitSeedComponents
import ListKitCore
import ListKitDSL
import Testing

/// Components render into headless content views whose drawing can be read back.
@Suite struct ContentViewTests {
    @Test func emojiComponentDrawsItsBoxAndLabel() {
        let component = EmojiBoxComponent(emoji: "😊")
        let erased = AnyComponent(component)
        let content = erased.contentView()
        content.frame = Rect(x: 0, y: 0, width: 26, height: 26)
        #expect(erased.render(in: content))
        #expect(content.flattenedDisplayList() == [
            .fillRect(Rect(x: 0, y: 0, width: 26, height: 26), Color(rgb: 0x555555)),
            .text("😊", at: .zero, size: 14, color: .white),
        ])
        #expect(erased.reuseIdentifier.hasSuffix("EmojiBoxComponent"))
    }

    @Test func renderingIntoAnotherContentTypeDrawsNothing() {
        let erased = AnyComponent(EmojiBoxComponent(emoji: "x"))
        let plain = ContentView()
        #expect(erased.render(in: plain) == false)
        #expect(plain.flattenedDisplayList().isEmpty)
    }

    @Test func childrenAreDrawnInTheirParentsCoordinates() {
        let parent = ContentView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = ContentView(frame: Rect(x: 10, y: 20, width: 30, height: 30))
        child.draw(.strokeRect(Rect(x: 0, y: 0, width: 30, height: 30), .black, lineWidth: 1))
        parent.addChild(child)
        #expect(parent.flattenedDisplayList() == [.strokeRect(Rect(x: 10, y: 20, width: 30, height: 30), .black, lineWidth: 1)])
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func coloursClampAndPrint() {
        #expect(Color(red: 2, green: -1, blue: .nan).description == "#FF0000FF")
        #expect(Color(rgb: 0x336699).description == "#336699FF")
    }
}
