import Testing
import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitEngine

@Suite("Layout output")
struct LayoutOutputTests {
    static let document: LayoutDocument = {
        do {
            return try LayoutDocument(text: Docs.section(
                #""group": \#(Docs.group), "items": [{"id": "n1", "component": "label"}, {"id": "n2", "component": "label"}, {"id": "n3", "component": "label"}, {"id": "n4", "component": "label"}], "boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Docs.size), "alignment": "top", "pinToVisibleBounds": true}]"#))
        } catch {
            return LayoutDocument(viewport: Viewport(size: .zero), layout: CompositionalLayout(sections: []), sections: [])
        }
    }()

    static let elements = [
        LayoutAttributes(
            category: .cell, indexPath: ElementIndexPath(section: 0, item: 3),
            frame: Rect(x: 16, y: 70, width: 87.66666, height: 40)),
        LayoutAttributes(
            category: .supplementary, elementKind: "header", indexPath: ElementIndexPath(section: 0, item: 0),
            frame: Rect(x: 0, y: -0.0, width: 375, height: 24), zIndex: 2, pinsToVisibleBounds: true, isPinned: false),
        LayoutAttributes(
            category: .supplementary, elementKind: "header", indexPath: ElementIndexPath(section: 0, item: 0),
            frame: Rect(x: 0, y: 54.0004, width: 375, height: 24), zIndex: 2, pinsToVisibleBounds: true, isPinned: true),
        LayoutAttributes(
            category: .decoration, elementKind: "background", indexPath: ElementIndexPath(section: 0, item: 0),
            frame: Rect(x: 0, y: 0, width: 375, height: 72.5), zIndex: -1),
        LayoutAttributes(
            category: .cell, indexPath: ElementIndexPath(section: 3, item: 9),
            frame: Rect(x: -2.25, y: 1e6, width: 1, height: 1)),
    ]

    static let output = LayoutOutput(
        document: document, contentSize: Size(width: 375, height: 2480), contentOffset: Point(x: 0, y: -54),
        elements: elements)

    /// A badge anchored to an item carries the item's id, as
    /// `Documentation/LayoutDocument.md` says; a header at the same index
    /// path (the section's boundary item 0) carries none (issue 35).
    @Test func aBadgeCarriesItsItemsID() {
        let badge = LayoutAttributes(
            category: .supplementary, elementKind: "badge", indexPath: ElementIndexPath(section: 0, item: 1),
            frame: Rect(x: 1, y: 2, width: 20, height: 20), zIndex: 1)
        let header = LayoutAttributes(
            category: .supplementary, elementKind: "header", indexPath: ElementIndexPath(section: 0, item: 0),
            frame: Rect(x: 0, y: 0, width: 375, height: 24))
        #expect(Self.document.itemID(of: badge) == "n2")
        #expect(Self.document.itemID(of: header) == nil)
        let output = LayoutOutput(
            document: Self.document, contentSize: Size(width: 375, height: 2480), contentOffset: .zero, elements: [badge])
        #expect(output.json().contains(#""elementKind": "badge", "section": 0, "item": 1, "sectionID": "news", "id": "n2""#))
    }

    @Test func writesJSONExactly() {
        let expected = """
        {
          "format": 1,
          "contentSize": {"width": 375, "height": 2480},
          "contentOffset": {"x": 0, "y": -54},
          "elements": [
            {"category": "cell", "section": 0, "item": 3, "sectionID": "news", "id": "n4", "frame": {"x": 16, "y": 70, "width": 87.667, "height": 40}, "zIndex": 0},
            {"category": "supplementary", "elementKind": "header", "section": 0, "item": 0, "sectionID": "news", "frame": {"x": 0, "y": 0, "width": 375, "height": 24}, "zIndex": 2, "pinned": false},
            {"category": "supplementary", "elementKind": "header", "section": 0, "item": 0, "sectionID": "news", "frame": {"x": 0, "y": 54, "width": 375, "height": 24}, "zIndex": 2, "pinned": true},
            {"category": "decoration", "elementKind": "background", "section": 0, "item": 0, "sectionID": "news", "frame": {"x": 0, "y": 0, "width": 375, "height": 72.5}, "zIndex": -1},
            {"category": "cell", "section": 3, "item": 9, "frame": {"x": -2.25, "y": 1000000, "width": 1, "height": 1}, "zIndex": 0}
          ]
        }

        """
        #expect(Self.output.json() == expected)
        #expect(Self.output.rendered(as: .json) == expected)
    }

    @Test func jsonOutputIsValidJSON() throws {
        let value = try JSONParser().parse(Self.output.json())
        #expect(value.objectValue?.keys == ["format", "contentSize", "contentOffset", "elements"])
        #expect(value["elements"]?.arrayValue?.count == 5)
        #expect(value["elements"]?.arrayValue?.first?.objectValue?.keys
            == ["category", "section", "item", "sectionID", "id", "frame", "zIndex"])
    }

    @Test func writesAnEmptyElementList() {
        let output = LayoutOutput(document: Self.document, contentSize: .zero, contentOffset: .zero, elements: [])
        #expect(output.json() == """
        {
          "format": 1,
          "contentSize": {"width": 0, "height": 0},
          "contentOffset": {"x": 0, "y": 0},
          "elements": []
        }

        """)
    }

    @Test func writesATableForPeople() {
        let expected = """
        content size 375 x 2480, content offset (0, -54), 5 elements
        element                section  item  sectionID  id      x        y   width  height  zIndex  pinned
        cell                         0     3  news       n4     16       70  87.667      40       0  -
        supplementary:header         0     0  news       -       0        0     375      24       2  no
        supplementary:header         0     0  news       -       0       54     375      24       2  yes
        decoration:background        0     0  news       -       0        0     375    72.5      -1  -
        cell                         3     9  -          -   -2.25  1000000       1       1       0  -

        """
        #expect(Self.output.text() == expected)
        #expect(Self.output.rendered(as: .text) == expected)
    }

    @Test func quotesIdsThatWouldBreakTheTable() throws {
        let document = try LayoutDocument(text: Docs.document(
            sections: #"{"id": "two words", "group": \#(Docs.group), "items": [{"id": "a\tb", "component": "c"}]}"#))
        let output = LayoutOutput(
            document: document, contentSize: Size(width: 1, height: 1), contentOffset: .zero,
            elements: [LayoutAttributes(category: .cell, indexPath: ElementIndexPath(section: 0, item: 0), frame: .zero)])
        #expect(output.text() == """
        content size 1 x 1, content offset (0, 0), 1 element
        element  section  item  sectionID    id      x  y  width  height  zIndex  pinned
        cell           0     0  "two words"  "a\\tb"  0  0      0       0       0  -

        """)
        #expect(output.json(for: output.elements[0])
            == #"{"category": "cell", "section": 0, "item": 0, "sectionID": "two words", "id": "a\tb", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "zIndex": 0}"#)
    }

    @Test func writesTheTableShownInTheDocumentation() {
        let output = LayoutOutput(
            document: Self.output.document, contentSize: Self.output.contentSize,
            contentOffset: Self.output.contentOffset, elements: Self.output.elements.dropLast())
        #expect(output.text() == """
        content size 375 x 2480, content offset (0, -54), 4 elements
        element                section  item  sectionID  id   x   y   width  height  zIndex  pinned
        cell                         0     3  news       n4  16  70  87.667      40       0  -
        supplementary:header         0     0  news       -    0   0     375      24       2  no
        supplementary:header         0     0  news       -    0  54     375      24       2  yes
        decoration:background        0     0  news       -    0   0     375    72.5      -1  -

        """)
    }

    /// A streamed output writes the same text as one made of an array, in
    /// pieces no larger than a line.
    @Test func aStreamedOutputWritesTheSameBytesLineByLine() {
        let elements = Self.output.elements
        let streamed = LayoutOutput(
            document: Self.output.document, contentSize: Self.output.contentSize,
            contentOffset: Self.output.contentOffset, count: elements.count
        ) { body in elements.forEach(body) }
        for format in LayoutOutput.Format.allCases {
            var pieces: [String] = []
            streamed.write(as: format) { pieces.append($0) }
            #expect(pieces.joined() == Self.output.rendered(as: format))
            #expect(pieces.allSatisfy { $0.filter { $0 == "\n" }.count <= 2 })
        }
        #expect(streamed.json() == Self.output.json())
    }
}

/// The output of a solved layout (what `viewport-sim layout` prints): all
/// elements streamed, or those meeting the bounds, or those passed through
/// the sections' invalidation handlers.
@Suite struct SolvedLayoutOutputTests {
    /// Five rows 44 tall (`Docs.group`) in a 375 × 100 viewport.
    static func output(visibleOnly: Bool, handlers: ((Int) -> VisibleItemsInvalidationHandler?)? = nil) throws -> LayoutOutput {
        let document = try LayoutDocument(text: Docs.document(
            sections: #"{"id": "rows", "itemCount": 5, "group": \#(Docs.group)}"#,
            viewport: #"{"width": 375, "height": 100}"#))
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        return LayoutOutput(
            document: document, solved: solved, contentOffset: .zero, orthogonalOffsets: [:], visibleOnly: visibleOnly,
            handlers: handlers)
    }

    @Test func everyElementOrThoseMeetingTheBounds() throws {
        // Rows at 0, 44, 88, 132, 176: 0 … 100 meets the first three.
        #expect(try Self.output(visibleOnly: false).elements.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        #expect(try Self.output(visibleOnly: true).elements.map(\.indexPath.item) == [0, 1, 2])
        #expect(try Self.output(visibleOnly: false).count == 5)
    }

    @Test func aHandlerSeesItsSectionsElements() throws {
        let output = try Self.output(visibleOnly: true) { _ in
            { items, _, _ in for item in items { item.alpha = 0.5 } }
        }
        #expect(output.elements.map(\.alpha) == [0.5, 0.5, 0.5])
    }
}
