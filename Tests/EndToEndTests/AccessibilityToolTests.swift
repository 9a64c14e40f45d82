import Foundation
import Testing

/// `viewport-sim audit`, `layout --format accessibility` and the focus
/// steps of `simulate`, run as a user runs them, over the examples.
@Suite struct AccessibilityToolTests {
    @Test func theProblemScreenFailsTheAuditWithEveryCheck() throws {
        // Worked out from Examples/accessibility-problems.json: 30-pt toolbar
        // buttons (one unlabelled, one labelled with its image's name), grey
        // #AAAAAA text (luminance ((170/255 + 0.055)/1.055)^2.4 = 0.40198,
        // contrast 1.05/0.45198 = 2.323), two rows read "Buy", a hidden row
        // with a swipe action, and a carousel of 25 cards.
        let run = try runTool(["audit", "Examples/accessibility-problems.json"])
        #expect(run.status == 2)
        #expect(run.stdout.split(separator: "\n").map(String.init) == [
            "smallTapTarget 0.0 toolbar/share: tap target 30 × 30 pt is smaller than 44 × 44 pt",
            "missingLabel 0.1 toolbar/favourite: an interactive element has no label",
            "smallTapTarget 0.1 toolbar/favourite: tap target 30 × 30 pt is smaller than 44 × 44 pt",
            "smallTapTarget 0.2 toolbar/cart: tap target 30 × 30 pt is smaller than 44 × 44 pt",
            #"placeholderLabel 0.2 toolbar/cart: label "icon_cart.png" is the name of an image it draws"#,
            #"lowContrast 1.0 promo/offer: text "Limited offer" (17 pt, #AAAAAAFF on #FFFFFFFF) has contrast 2.323:1; text needs 4.5:1"#,
            #"duplicateLabel 2.1 actions/buy-ebook: label "Buy" is the label of the element read just before"#,
            #"swipeActionNotExposed 2.2 actions/order: swipe action "Cancel order" is not offered as a custom action"#,
            "focusTrap 3.0 carousel/card-0: VoiceOver passes all 25 items of orthogonal section 3 before the content below (more than 20)",
            "10 elements, 9 findings",
        ])
        // Skipping checks leaves the others; skipping every one found passes.
        let skipped = try runTool([
            "audit", "Examples/accessibility-problems.json", "--skip", "smallTapTarget", "--skip", "missingLabel",
            "--skip", "placeholderLabel", "--skip", "lowContrast", "--skip", "duplicateLabel", "--skip", "focusTrap",
            "--format", "jsonl",
        ])
        #expect(skipped.status == 2)
        let lines = try skipped.jsonLines()
        #expect(lines.map { $0["check"] as? String } == ["swipeActionNotExposed", nil])
        #expect(lines.last?["findings"] as? Int == 1 && lines.last?["elements"] as? Int == 10)
        let unknown = try runTool(["audit", "Examples/accessibility-problems.json", "--skip", "loudness"])
        #expect(unknown.status == 64)
    }

    @Test func theGoodScreenPassesAndPrintsItsTraversal() throws {
        let run = try runTool(["layout", "Examples/accessibility.json", "--format", "accessibility"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"1  cell [0, 0] toolbar/share  "Share"  button"#)
        #expect(lines.contains(#"7  cell [2, 2] actions/order  "Order #1042"  actions Cancel order"#))
        #expect(lines.last == "11 elements, 0 findings")
        #expect(try runTool(["audit", "Examples/accessibility.json"]).status == 0)
        let missing = try runTool(["audit", "Examples/no-such-document.json"])
        #expect(missing.status == 1)
    }

    @Test func aVoiceOverScriptWalksTheScreenAndScrollsTheCarousel() throws {
        // Seven moves reach the order (Share … Order #1042); its Cancel order
        // action, a document's destructive swipe action, deletes it. The next
        // move goes on from where the order was read: Card 1, which the
        // carousel moved up into. Card 4 (360 … 480, 15 pt on screen) is
        // scrolled into view by 105 (no row enters or leaves); each later
        // card by 120, ending the card four places back; past Card 8 the
        // walk finds nothing and stops.
        let run = try runTool(["simulate", "--script", "Examples/scripts/voiceover.json", "--format", "text"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { !$0.contains("  render  ") }
        // Each line as its frame number and what follows its time (one frame per step).
        func focus(_ frame: Int, _ section: Int, _ item: Int, _ sectionID: String, _ id: String, _ label: String) -> String {
            #"\#(frame) focus  direction "next"  category "cell"  section \#(section)  item \#(item)  sectionID "\#(sectionID)"  id "\#(id)"  label "\#(label)""#
        }
        let events = lines.filter { $0.hasPrefix("frame ") && !$0.hasPrefix("frame 0 ") }.map { line in
            let parts = line.components(separatedBy: "  ")
            let frame = String(parts[0].dropFirst("frame ".count))
            let rest: String = parts.dropFirst(2).joined(separator: "  ")
            return frame + " " + rest
        }
        let expected: [String] = [
            focus(1, 0, 0, "toolbar", "share", "Share") + #"  traits "button""#,
            focus(2, 0, 1, "toolbar", "favourite", "Favourite") + #"  traits "button""#,
            focus(3, 0, 2, "toolbar", "cart", "Cart") + #"  traits "button""#,
            focus(4, 1, 0, "promo", "offer", "Limited offer"),
            focus(5, 2, 0, "actions", "buy-book", "Buy the book"),
            focus(6, 2, 1, "actions", "buy-ebook", "Buy the e-book"),
            focus(7, 2, 2, "actions", "order", "Order #1042") + #"  actions ["Cancel order"]"#,
            #"8 activate  category "cell"  section 2  item 2  sectionID "actions"  id "order"  label "Order #1042"  actions ["Cancel order"]  action "Cancel order"  result "performed""#,
            "8 update  stages 1  deleted 1  inserted 0  moved 0  updated 0",
            "8 didEndDisplay  cell [2, 2] actions/order  ratio 0",
            focus(9, 3, 0, "carousel", "card-0", "Card 1"),
            focus(10, 3, 1, "carousel", "card-1", "Card 2"),
            focus(11, 3, 2, "carousel", "card-2", "Card 3"),
            focus(12, 3, 3, "carousel", "card-3", "Card 4"),
            focus(13, 3, 4, "carousel", "card-4", "Card 5"),
            "13 didEndDisplay  cell [3, 0] carousel/card-0  ratio 0",
            "13 willDisplay  cell [3, 4] carousel/card-4  ratio 1",
            focus(14, 3, 5, "carousel", "card-5", "Card 6"),
            "14 didEndDisplay  cell [3, 1] carousel/card-1  ratio 0",
            "14 willDisplay  cell [3, 5] carousel/card-5  ratio 1",
            focus(15, 3, 6, "carousel", "card-6", "Card 7"),
            "15 didEndDisplay  cell [3, 2] carousel/card-2  ratio 0",
            "15 willDisplay  cell [3, 6] carousel/card-6  ratio 1",
            focus(16, 3, 7, "carousel", "card-7", "Card 8"),
            "16 didEndDisplay  cell [3, 3] carousel/card-3  ratio 0",
            "16 willDisplay  cell [3, 7] carousel/card-7  ratio 1",
            #"17 focus  direction "next"  found false"#,
        ]
        #expect(events == expected)
    }
}
