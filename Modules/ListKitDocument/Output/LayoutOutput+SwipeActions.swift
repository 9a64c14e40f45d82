import ListKitJSON
import ListKitCore
import ListKitEngine

extension LayoutOutput {
    /// A revealed swipe action's button as output shows it: the action's
    /// title and style, its edge, its item and its frame in content coordinates.
    public struct SwipeButton: Hashable, Sendable {
        /// The action's title.
        public var title: String
        /// The action's style.
        public var style: SwipeAction.Style
        /// The edge it is revealed at.
        public var edge: SwipeEdge
        /// Its item.
        public var indexPath: ElementIndexPath
        /// Its frame in content coordinates.
        public var frame: Rect

        /// The button of a revealed action.
        public init(_ revealed: RevealedSwipeAction) {
            title = revealed.action.title
            style = revealed.action.style
            edge = revealed.edge
            indexPath = revealed.indexPath
            frame = revealed.frame
        }
    }

    /// A button's fields, in output order: `title`, `style`, `edge` and
    /// `frame` (values as JSON), the fields `simulate` shows for each button.
    public static func fields(of button: SwipeButton) -> [(String, String)] {
        let f = button.frame
        let frame = "{\"x\": \(OutputNumber.format(f.minX)), \"y\": \(OutputNumber.format(f.minY)), "
            + "\"width\": \(OutputNumber.format(f.width)), \"height\": \(OutputNumber.format(f.height))}"
        return [
            ("title", JSONValue.quoted(button.title)), ("style", JSONValue.quoted(button.style.rawValue)),
            ("edge", JSONValue.quoted(button.edge.rawValue)), ("frame", frame),
        ]
    }

    /// A button as a single-line JSON object: its ``fields(of:)`` after
    /// `section`, `item`, `sectionID` and `id`.
    public func json(for button: SwipeButton) -> String {
        var members: [(String, String)] = [
            ("section", String(button.indexPath.section)), ("item", String(button.indexPath.item)),
        ]
        if let id = document.sectionID(at: button.indexPath.section) { members.append(("sectionID", JSONValue.quoted(id))) }
        if let id = document.item(at: button.indexPath)?.id { members.append(("id", JSONValue.quoted(id))) }
        members.append(contentsOf: Self.fields(of: button))
        return Self.object(members)
    }

    /// The `swipeActions` member of the JSON form (nothing when no row is open).
    func writeSwipeButtonsJSON(to sink: (String) -> Void) {
        sink("  \"swipeActions\": [")
        for (index, button) in swipeButtons.enumerated() {
            sink((index == 0 ? "\n    " : ",\n    ") + json(for: button))
        }
        sink("\n  ]\n")
    }

    /// The lines after the text form's table: one per revealed button.
    func writeSwipeButtonsText(to sink: (String) -> Void) {
        sink("\(swipeButtons.count) swipe action\(swipeButtons.count == 1 ? "" : "s") revealed\n")
        var table = TextTable(columns: [
            .init("action"), .init("style"), .init("edge"), .init("section", rightAligned: true),
            .init("item", rightAligned: true), .init("x", rightAligned: true), .init("y", rightAligned: true),
            .init("width", rightAligned: true), .init("height", rightAligned: true),
        ])
        let rows = swipeButtons.map { b in
            [
                JSONValue.quoted(b.title), b.style.rawValue, b.edge.rawValue, String(b.indexPath.section),
                String(b.indexPath.item), OutputNumber.format(b.frame.minX), OutputNumber.format(b.frame.minY),
                OutputNumber.format(b.frame.width), OutputNumber.format(b.frame.height),
            ]
        }
        for row in rows { table.measure(row) }
        sink(table.line(["action", "style", "edge", "section", "item", "x", "y", "width", "height"]))
        for row in rows { sink(table.line(row)) }
    }

    /// `{"key": value, …}` on one line: `members`' keys quoted, their values
    /// as given (already JSON).
    public static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
