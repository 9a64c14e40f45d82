import ListKitCore
import ListKitDSL
import ListKitEngine
import Testing

/// `ListRow` as UIKit draws a list content configuration
/// (`Documentation/LayoutSemantics.md`, "List content"), every frame worked
/// out from the metrics: body 17 on a 22-pt line (the glyphs' box starts
/// (22 − 17) / 2 = 2.5 into the line and is 17 + 2.5 tall), subheadline 15
/// on 20, footnote 13 on 18; a 393-pt screen's margins are 20.
@Suite struct ListRowTests {
    static let secondary = Color(rgba: 0x3C3C_4399)

    /// What `row` draws in a content view `width` × `height` whose margins are `margins`.
    func drawn(
        _ row: ListRow, width: Double = 393, height: Double = 44,
        margins: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    ) -> [DrawOperation] {
        let content = ContentView(frame: Rect(x: 0, y: 0, width: width, height: height))
        content.layoutMargins = margins
        row.render(in: content)
        return content.displayList
    }

    @Test func aCellsTextStartsAtTheLeadingMarginCentredDownTheRow() {
        // The 22-pt line at (44 − 22) / 2 = 11; its glyphs 2.5 lower; 393 − 20 − 20 = 353 wide.
        #expect(drawn(ListRow(id: "a", text: "Wi-Fi")) == [
            .textBox("Wi-Fi", in: Rect(x: 20, y: 13.5, width: 353, height: 19.5), size: 17, color: .black),
        ])
        // A 60-pt row centres the line: (60 − 22) / 2 = 19, glyphs at 21.5.
        #expect(drawn(ListRow(id: "a", text: "Wi-Fi"), height: 60) == [
            .textBox("Wi-Fi", in: Rect(x: 20, y: 21.5, width: 353, height: 19.5), size: 17, color: .black),
        ])
        // Margins of 16 (a 375-pt screen) move it to 16.
        #expect(drawn(ListRow(id: "a", text: "Wi-Fi"), width: 375,
                      margins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)) == [
            .textBox("Wi-Fi", in: Rect(x: 16, y: 13.5, width: 343, height: 19.5), size: 17, color: .black),
        ])
    }

    @Test func anImageAndAChevronNarrowTheText() {
        let row = ListRow(id: "w", text: "Wi-Fi", secondaryText: "Home", style: .valueCell, image: "wifi",
                          accessories: [.disclosureIndicator])
        #expect(drawn(row) == [
            // The chevron's 9 × 17 box ends at the trailing margin, 393 − 20 = 373, centred: (44 − 17) / 2.
            .textBox("\u{203A}", in: Rect(x: 364, y: 13.5, width: 9, height: 17), size: 17,
                     color: Color(rgba: 0x3C3C_434C), alignment: .center),
            // The 29-pt image at the leading margin, centred: (44 − 29) / 2.
            .image("wifi", in: Rect(x: 20, y: 7.5, width: 29, height: 29)),
            // The text from 20 + 29 + 16 = 65 to the chevron less 8: 364 − 8 − 65 = 291 wide.
            .textBox("Wi-Fi", in: Rect(x: 65, y: 13.5, width: 291, height: 19.5), size: 17, color: .black),
            // The value at the trailing end of the same room, in the secondary label colour.
            .textBox("Home", in: Rect(x: 65, y: 13.5, width: 291, height: 19.5), size: 17, color: Self.secondary,
                     alignment: .trailing),
        ])
        #expect(row.textLeadingOffset == 45)
        #expect(ListRow(id: "x", text: "No image").textLeadingOffset == nil)
    }

    @Test func accessoriesLineUpFromTheTrailingMarginTheLastOutermost() {
        let row = ListRow(id: "c", text: "Both", accessories: [.checkmark, .disclosureIndicator])
        let ops = drawn(row)
        #expect(ops.count == 3)
        // The chevron at 364 to 373; the checkmark's 17 × 17 box ends 8 before it, at 356.
        #expect(ops[1] == .textBox("\u{2713}", in: Rect(x: 339, y: 13.5, width: 17, height: 17), size: 17,
                                   color: Color(rgb: 0x007AFF), alignment: .center))
        // The text ends 8 before the checkmark: 339 − 8 − 20 = 311.
        #expect(ops[2] == .textBox("Both", in: Rect(x: 20, y: 13.5, width: 311, height: 19.5), size: 17, color: .black))
    }

    @Test func aToggleIsATrackWithRoundEndsAndAKnob() {
        // 51 × 31 ending at 373: from 322, (44 − 31) / 2 = 6.5 down.
        let track = Color(rgb: 0x34C759)
        let on = drawn(ListRow(id: "t", text: "Airplane Mode", accessories: [.toggle(isOn: true)]))
        #expect(Array(on.prefix(4)) == [
            .fillEllipse(Rect(x: 322, y: 6.5, width: 31, height: 31), track),
            .fillRect(Rect(x: 337.5, y: 6.5, width: 20, height: 31), track),
            .fillEllipse(Rect(x: 342, y: 6.5, width: 31, height: 31), track),
            // A 27-pt knob 2 inside the trailing end.
            .fillEllipse(Rect(x: 344, y: 8.5, width: 27, height: 27), .white),
        ])
        let off = drawn(ListRow(id: "t", text: "Airplane Mode", accessories: [.toggle(isOn: false)]))
        #expect(off[0] == .fillEllipse(Rect(x: 322, y: 6.5, width: 31, height: 31), Color(rgb: 0xE4E4E6)))
        #expect(off[3] == .fillEllipse(Rect(x: 324, y: 8.5, width: 27, height: 27), .white))
        // The text ends 8 before the switch: 322 − 8 − 20 = 294.
        #expect(off[4] == .textBox("Airplane Mode", in: Rect(x: 20, y: 13.5, width: 294, height: 19.5), size: 17, color: .black))
    }

    @Test func theDetailButtonIsARingOfTheTint() {
        let ops = drawn(ListRow(id: "d", text: "Info", accessories: [.detail]))
        // 22 × 22 ending at 373, (44 − 22) / 2 = 11 down; white inside by 1.5.
        #expect(ops[0] == .fillEllipse(Rect(x: 351, y: 11, width: 22, height: 22), Color(rgb: 0x007AFF)))
        #expect(ops[1] == .fillEllipse(Rect(x: 352.5, y: 12.5, width: 19, height: 19), .white))
        #expect(ops.last == .textBox("Info", in: Rect(x: 20, y: 13.5, width: 323, height: 19.5), size: 17, color: .black))
    }

    @Test func secondaryTextGoesBelowInASubtitleCell() {
        let row = ListRow(id: "s", text: "Title", secondaryText: "Sub", style: .subtitleCell)
        // 11 + 22 + 3 + 20 + 11.
        #expect(row.measure(proposed: Size(width: 393, height: 44)) == Size(width: 393, height: 67))
        #expect(drawn(row, height: 67) == [
            // The block (45 tall) at (67 − 45) / 2 = 11.
            .textBox("Title", in: Rect(x: 20, y: 13.5, width: 353, height: 19.5), size: 17, color: .black),
            // 11 + 22 + 3 = 36, glyphs (20 − 15) / 2 = 2.5 lower.
            .textBox("Sub", in: Rect(x: 20, y: 38.5, width: 353, height: 17.5), size: 15, color: Self.secondary),
        ])
    }

    @Test func headersSitOnTheirBottomMarginFootersOnTheirTop() {
        let header = ListRow(id: "h", text: "ACCOUNT", style: .header)
        #expect(header.measure(proposed: Size(width: 393, height: 38)) == Size(width: 393, height: 40))
        // 40 − 6 − 18 = 16; glyphs (18 − 13) / 2 = 2.5 lower, 13 + 2.5 tall.
        #expect(drawn(header, height: 40, margins: DirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20)) == [
            .textBox("ACCOUNT", in: Rect(x: 20, y: 18.5, width: 353, height: 15.5), size: 13, color: Self.secondary),
        ])
        // Taller than it measures (a header given 50): the text stays on the
        // bottom margin, 50 − 6 − 18 = 26, not at the top margin.
        #expect(drawn(header, height: 50, margins: DirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20)) == [
            .textBox("ACCOUNT", in: Rect(x: 20, y: 28.5, width: 353, height: 15.5), size: 13, color: Self.secondary),
        ])
        let footer = ListRow(id: "f", text: "Signed in", style: .footer)
        #expect(footer.measure(proposed: Size(width: 393, height: 28)) == Size(width: 393, height: 28))
        #expect(drawn(footer, height: 28, margins: DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)) == [
            .textBox("Signed in", in: Rect(x: 20, y: 7.5, width: 353, height: 15.5), size: 13, color: Self.secondary),
        ])
        // A taller footer keeps its text on its top margin: 5, glyphs at 7.5.
        #expect(drawn(footer, height: 60, margins: DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)) == [
            .textBox("Signed in", in: Rect(x: 20, y: 7.5, width: 353, height: 15.5), size: 13, color: Self.secondary),
        ])
    }

    @Test func aRowIsAtLeast44TallAndGrowsWithItsText() {
        let proposed = Size(width: 393, height: 44)
        #expect(ListRow(id: "a", text: "A").measure(proposed: proposed)?.height == 44)
        var tall = ListContentMetrics.uiKit
        tall.text.lineHeight = 23
        #expect(ListRow(id: "a", text: "A", metrics: tall).measure(proposed: proposed)?.height == 45)
        var short = ListContentMetrics.uiKit
        short.text.lineHeight = 21
        #expect(ListRow(id: "a", text: "A", metrics: short).measure(proposed: proposed)?.height == 44)
        // Headers have no least height: 16 + 10 + 6.
        short.headerFooterText.lineHeight = 10
        #expect(ListRow(id: "h", text: "H", style: .header, metrics: short).measure(proposed: proposed)?.height == 32)
    }

    @Test func documentPropsMakeTheSameRow() throws {
        let props = try ComponentProps(json: #"""
            {"text": "A", "secondaryText": "B", "style": "valueCell", "image": "i",
             "accessories": ["toggle", "checkmark", "detail", "disclosureIndicator"], "isOn": true}
            """#)
        #expect(ListRow(id: "x", props: props) == ListRow(
            id: "x", text: "A", secondaryText: "B", style: .valueCell, image: "i",
            accessories: [.toggle(isOn: true), .checkmark, .detail, .disclosureIndicator]))
        #expect(ListRow(id: "y", props: .empty) == ListRow(id: "y", text: ""))
        let made = try ComponentRegistry.builtIn.make(ComponentRequest(kind: "listRow", id: "z", props: props))
        #expect(made.as(ListRow.self) == ListRow(id: "x", props: props).with(id: "z"))
    }

    @Test func labelsKeepToTheirMarginsAndAlignment() throws {
        func label(_ json: String, margins: DirectionalEdgeInsets = DirectionalEdgeInsets(all: 8)) throws -> [DrawOperation] {
            let made = try ComponentRegistry.builtIn.make(ComponentRequest(
                kind: "label", id: "l", props: try ComponentProps(json: json)))
            let content = ContentView(frame: Rect(x: 0, y: 0, width: 200, height: 44))
            content.layoutMargins = margins
            made.render(in: content)
            return content.displayList
        }
        // fontSize 10: a 12-pt line; the box 20, 11, 160 × 22 in list margins, the line at 11 + (22 − 12) / 2.
        let list = DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        #expect(try label(#"{"text": "a", "fontSize": 10, "alignment": "center"}"#, margins: list) == [
            .textBox("a", in: Rect(x: 20, y: 16, width: 160, height: 12), size: 10, color: .black, alignment: .center),
        ])
        #expect(try label(#"{"text": "b", "fontSize": 10, "alignment": "trailing"}"#) == [
            .textBox("b", in: Rect(x: 8, y: 16, width: 184, height: 12), size: 10, color: .black, alignment: .trailing),
        ])
    }

    @Test func aBadgeIsAPillWithItsTextCentred() throws {
        let made = try ComponentRegistry.builtIn.make(ComponentRequest(
            kind: "badge", id: "b", props: try ComponentProps(json: #"{"text": "3"}"#)))
        let content = ContentView(frame: Rect(x: 0, y: 0, width: 40, height: 24))
        made.render(in: content)
        #expect(content.backgroundColor == Color(rgb: 0xFF3B30))
        #expect(content.cornerRadius == 12)
        // A 12-pt font on a line 1.2 times as tall, centred down the 24-pt frame.
        let line = 12 * 1.2
        #expect(content.displayList == [
            .textBox("3", in: Rect(x: 0, y: (24 - line) / 2, width: 40, height: line), size: 12, color: .white,
                     alignment: .center),
        ])
        #expect(!content.isPlaceholder)
        let placeholder = BuiltInComponent.placeholder(ComponentRequest(kind: "placeholder", id: "p"))
        placeholder.render(in: content)
        #expect(content.isPlaceholder)
    }
}

extension ListRow {
    /// The row with another id.
    func with(id: String) -> ListRow {
        var copy = self
        copy.id = id
        return copy
    }
}
