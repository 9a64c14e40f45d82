import ListKitCore
import ListKitDocument
import ListKitEngine
import Testing

/// `"viewport": {"screen": …}`: a preset's name or a screen's numbers.
@Suite struct ScreenDocumentTests {
    let row = #"{"id": "s", "group": \#(Docs.group), "itemCount": 1}"#

    /// A viewport that names only its screen fills it.
    @Test func aPresetAloneFillsTheScreen() throws {
        let document = try LayoutDocument(text: Docs.document(sections: row, viewport: #"{"screen": "iPhone 15"}"#))
        #expect(document.viewport == Viewport(screen: .iPhone15))
    }

    /// A collection view narrower than its screen keeps its own size and
    /// takes the screen's scale (and margins); its own keys win.
    @Test func aViewportOnAScreen() throws {
        let document = try LayoutDocument(text: Docs.document(
            sections: row, viewport: #"{"width": 375, "height": 700, "screen": "iPhone 15"}"#))
        #expect(document.viewport == Viewport(size: Size(width: 375, height: 700), scale: 3, screen: .iPhone15))
        let scaled = try LayoutDocument(text: Docs.document(
            sections: row, viewport: #"{"width": 375, "height": 700, "scale": 2, "screen": "iPhone 15"}"#))
        #expect(scaled.viewport.scale == 2)
    }

    /// A screen given by its numbers.
    @Test func aScreenByItsNumbers() throws {
        let document = try LayoutDocument(text: Docs.document(
            sections: row,
            viewport: #"{"screen": {"width": 390, "height": 844, "scale": 3, "safeArea": {"top": 47, "bottom": 34}}}"#))
        #expect(document.viewport.size == Size(width: 390, height: 844))
        #expect(document.viewport.contentInset == DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(document.viewport.screenWidth == 390)
    }

    @Test func anUnknownPresetNamesThePresets() {
        #expect(Docs.error(Docs.document(sections: row, viewport: #"{"screen": "iPhone 16"}"#))
            == #"$.viewport.screen: invalid value "iPhone 16" (allowed: iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad)"#)
    }

    @Test func aScreenOfNoWidthIsRefusedAtItsPath() {
        let message = Docs.error(Docs.document(sections: row, viewport: #"{"screen": {"width": 0, "height": 800}}"#))
        #expect(message?.hasPrefix("$.viewport.screen.width: ") == true)
    }

    /// Without a screen, width and height stay required.
    @Test func widthIsRequiredWithoutAScreen() {
        #expect(Docs.error(Docs.document(sections: row, viewport: #"{"height": 800}"#))
            == #"$.viewport: missing required key "width""#)
    }
}
