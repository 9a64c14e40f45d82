import ListKit
import Testing

/// A component that draws one text (and an image, if named) and declares `declared`.
private struct Declared: Component {
    let id: String
    var width = 100.0
    var height = 44.0
    var text = ""
    var textColor = Color.black
    var textSize = 17.0
    var image: String?
    var declared: Accessibility?

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)) }

    func render(in content: ContentView) {
        if let image { content.draw(.image(image, in: Rect(x: 0, y: 0, width: 20, height: 20))) }
        if !text.isEmpty { content.draw(.text(text, at: Point(x: 4, y: 4), size: textSize, color: textColor)) }
    }

    func accessibility() -> Accessibility? { declared }
}

/// One test per audit check: an element just inside its threshold passes,
/// one just outside fails. Contrast ratios are WCAG's formula worked by
/// hand: grey 0x76 (118/255) has luminance ((118/255 + 0.055)/1.055)^2.4
/// = 0.18116 and contrast (1.05)/(0.23116) = 4.542 with white; 0x77:
/// 0.18447, 4.478; 0x94: 0.29614, 3.033; 0x95: 0.30054, 2.995.
@Suite struct AccessibilityAuditTests {
    let viewport = Viewport(size: Size(width: 375, height: 812), scale: 3)

    /// The findings of `check` for a screen of `components`, each in a
    /// section of its own (section i holds component i).
    private func findings(_ check: AccessibilityCheck, _ components: [Declared]) -> [AccessibilityFinding] {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(of: Array(components.indices)) { index in
            Section(id: index) {
                HGroup(width: .fractionalWidth(1), height: .absolute(components[index].height)) { components[index] }
            }
        }
        let config = AccessibilityAuditConfiguration(checks: [check])
        return renderer.auditAccessibility(config)
    }

    @Test func anInteractiveElementNeedsALabel() {
        let found = findings(.missingLabel, [
            Declared(id: "a", declared: Accessibility(label: "Play", traits: .button)),
            Declared(id: "b", declared: Accessibility(traits: .button)),
            Declared(id: "c", declared: Accessibility(label: "  ", traits: .link)),
            Declared(id: "d", text: "Not interactive", declared: nil),
        ])
        #expect(found.map(\.indexPath.section) == [1, 2])
        #expect(found.first?.description == "missingLabel 1.0 1/b: an interactive element has no label")
    }

    @Test func aTapTargetIsAtLeast44By44() {
        // On the 1/3-pt grid: 44 passes, 43.667 (131/3) fails on either side.
        let button = Accessibility(label: "Go", traits: .button)
        let found = findings(.smallTapTarget, [
            Declared(id: "ok", width: 44, height: 44, declared: button),
            Declared(id: "narrow", width: 131.0 / 3, height: 44, declared: button),
            Declared(id: "short", width: 44, height: 131.0 / 3, declared: button),
            Declared(id: "text", width: 20, height: 20, text: "Not interactive"),
        ])
        #expect(found.map(\.indexPath.section) == [1, 2])
        #expect(found.first?.message == "tap target 43.667 × 44 pt is smaller than 44 × 44 pt")
    }

    @Test func textContrastMeetsWCAGAA() {
        let grey = { (v: UInt32) in Color(rgb: v << 16 | v << 8 | v) }
        let found = findings(.lowContrast, [
            Declared(id: "0", text: "4.542", textColor: grey(0x76)), // passes 4.5
            Declared(id: "1", text: "4.478", textColor: grey(0x77)), // fails 4.5
            Declared(id: "2", text: "large 3.033", textColor: grey(0x94), textSize: 18), // passes 3
            Declared(id: "3", text: "large 2.995", textColor: grey(0x95), textSize: 18), // fails 3
            Declared(id: "4", text: "17.99 pt 3.033", textColor: grey(0x94), textSize: 17.99), // not large: fails 4.5
        ])
        #expect(found.map(\.indexPath.section) == [1, 3, 4])
        #expect(found.first?.message == "text \"4.478\" (17 pt, #777777FF on #FFFFFFFF) has contrast 4.478:1; text needs 4.5:1")
        #expect(found[1].message.contains("has contrast 2.995:1; large text needs 3:1"))
    }

    @Test func aContrastEqualToTheMinimumPasses() {
        // Black on white: (1 + 0.05) / (0 + 0.05) = 21, the largest ratio.
        // A minimum of exactly that passes; the next double above it fails.
        let row = [Declared(id: "0", text: "Black")]
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        renderer.render(of: [0]) { _ in
            Section(id: 0) { HGroup(width: .fractionalWidth(1), height: .absolute(44)) { row[0] } }
        }
        var config = AccessibilityAuditConfiguration(checks: [.lowContrast], minimumContrast: (1 + 0.05) / (0 + 0.05))
        #expect(renderer.auditAccessibility(config).isEmpty)
        config.minimumContrast = config.minimumContrast.nextUp
        #expect(renderer.auditAccessibility(config).count == 1)
    }

    @Test func contrastIsMeasuredAgainstTheFillsBehindTheText() throws {
        // White text on the view's black background: 21:1. On a fill of
        // black at alpha 0.5 over the white screen: grey 0.5, luminance
        // ((0.5 + 0.055)/1.055)^2.4 = 0.21404, contrast 1.05/0.26404 = 3.977.
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        struct Filled: Component, Equatable {
            let id: Int
            let fill: Color
            func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(44)) }
            func render(in content: ContentView) {
                content.draw(.fillRect(Rect(x: 0, y: 0, width: 200, height: 44), fill))
                content.draw(.text("On fill", at: Point(x: 4, y: 4), size: 17, color: .white))
            }
        }
        renderer.render {
            Section(id: "s") {
                VGroup(of: [Color.black, Color(red: 0, green: 0, blue: 0, alpha: 0.5)].enumerated().map { $0 },
                       width: .fractionalWidth(1), height: .absolute(44)) { Filled(id: $0.offset, fill: $0.element) }
            }
        }
        let texts = renderer.accessibilityElements().flatMap(\.texts)
        #expect(texts.map(\.background) == [.black, Color(red: 0.5, green: 0.5, blue: 0.5)])
        // An ellipse holds a point when ((x − cx) / rx)² + ((y − cy) / ry)² ≤ 1:
        // in a 40 × 40 circle, (20, 20) is in; (1, 2) is not (0.9025 + 0.81).
        let circle = ContentView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        circle.draw(.fillEllipse(Rect(x: 0, y: 0, width: 40, height: 40), .black))
        circle.draw(.text("in", at: Point(x: 20, y: 19), size: 2, color: .white))
        circle.draw(.text("out", at: Point(x: 1, y: 1), size: 2, color: .white))
        let renderer2 = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        struct Circle: Component {
            let id = 0
            let view: ContentView
            func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(40)) }
            func render(in content: ContentView) {
                content.clear()
                for operation in view.displayList { content.draw(operation) }
            }
        }
        renderer2.render { Section(id: "c") { HGroup(width: .absolute(40), height: .absolute(40)) { Circle(view: circle) } } }
        #expect(renderer2.accessibilityElements().flatMap(\.texts).map(\.background) == [.black, .white])
        #expect(abs(texts[0].contrastRatio - 21) < 1e-9)
        #expect(abs(texts[1].contrastRatio - 3.977) < 0.0005)
    }

    @Test func neighboursDoNotShareALabel() {
        let found = findings(.duplicateLabel, [
            Declared(id: "0", text: "Buy"), Declared(id: "1", text: "buy"), // same, without case: found
            Declared(id: "2", text: "Buy now"), Declared(id: "3", text: "Share"), Declared(id: "4", text: "Buy now"),
        ])
        // "Buy now" twice, not side by side: not found.
        #expect(found.map(\.indexPath.section) == [1])
    }

    @Test func aLabelIsNotAFileNameOrAPlaceholder() {
        let found = findings(.placeholderLabel, [
            Declared(id: "0", declared: Accessibility(label: "icon_play.PNG")),
            Declared(id: "1", declared: Accessibility(label: "Title")),
            Declared(id: "2", image: "star", declared: Accessibility(label: "star")),
            Declared(id: "3", declared: Accessibility(label: "Title bar")),
            Declared(id: "4", declared: Accessibility(label: "png")),
            Declared(id: "5", declared: Accessibility(label: "v1.2")),
        ])
        #expect(found.map(\.message) == [
            "label \"icon_play.PNG\" is an image's file name", "label \"Title\" is a placeholder",
            "label \"star\" is the name of an image it draws",
        ])
    }

    @Test func swipeActionsAreOfferedAsCustomActions() {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render {
            Section(id: "mail") {
                List(of: ["Ann", "Bob"]) { name in
                    SwipeRow(id: name, declared: name == "Bob" ? Accessibility(behavior: .hidden) : nil)
                }
            }
        }
        let found = renderer.auditAccessibility(AccessibilityAuditConfiguration(checks: [.swipeActionNotExposed]))
        // Ann offers both; Bob is hidden, so neither is offered.
        #expect(found.map(\.description) == [
            "swipeActionNotExposed 0.1 mail/Bob: swipe action \"Pin\" is not offered as a custom action",
            "swipeActionNotExposed 0.1 mail/Bob: swipe action \"Delete\" is not offered as a custom action",
        ])
    }

    @Test func anOrthogonalSectionOfMoreThanTwentyItemsTrapsFocus() {
        for (count, trapped) in [(20, false), (21, true)] {
            let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
            renderer.render {
                Section(id: "carousel") {
                    HGroup(of: (0..<count).map { "\($0)" }, width: .absolute(100), height: .absolute(100)) {
                        LabelledBox(id: $0, width: .fractionalWidth(1), height: .fractionalHeight(1))
                    }
                }
                .orthogonalScrollingBehavior(.continuous)
            }
            let found = renderer.auditAccessibility(AccessibilityAuditConfiguration(checks: [.focusTrap]))
            #expect(found.count == (trapped ? 1 : 0))
            if trapped {
                #expect(found.first?.message == "VoiceOver passes all 21 items of orthogonal section 0 before the content below (more than 20)")
            }
        }
    }

    @Test func declarationsThatCannotBeUsedAreFoundAndReadWithDefaults() throws {
        let megabyte = String(repeating: "a", count: 1 << 20)
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: viewport)
        let declared: [Accessibility] = [
            Accessibility(label: megabyte), Accessibility(label: "Bell\u{7}"), Accessibility(hint: "two\nlines"),
            Accessibility(label: "ok", sortPriority: .nan), Accessibility(label: "ok", sortPriority: -.infinity),
            Accessibility(label: "ok", customActions: [AccessibilityCustomAction(name: "")]),
            Accessibility(label: String(repeating: "é", count: 512)), // 1,024 bytes: the limit itself
        ]
        renderer.render {
            Section(id: "s") {
                VGroup(of: Array(declared.enumerated()), width: .fractionalWidth(1), height: .absolute(44)) {
                    Declared(id: "\($0.offset)", text: "Row \($0.offset)", declared: $0.element)
                }
            }
        }
        let elements = renderer.accessibilityElements()
        // Each refused declaration reads as the defaults: the drawn text.
        #expect(elements.map(\.label) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 5", String(repeating: "é", count: 512)])
        let found = renderer.auditAccessibility(AccessibilityAuditConfiguration(checks: [.invalidDeclaration]))
        #expect(found.map(\.message) == [
            "accessibility label is 1048576 bytes long; the limit is 1024",
            "accessibility label holds the control character U+0007 at 4",
            "accessibility hint holds the control character U+000A at 3",
            "accessibility sortPriority is nan; it must be finite",
            "accessibility sortPriority is -inf; it must be finite",
            "accessibility customActions[0].name is empty",
        ])
    }
}
