import ListKitJSON
import ListKitCore

/// The JSON form of a layout output.
///
/// The layout of the text is fixed so that tools and tests can compare it
/// byte for byte: two-space indentation, the top-level keys `format`,
/// `contentSize`, `contentOffset`, `elements` one per line, then one element
/// per line as a single-line object whose keys are separated by `", "` and
/// `": "`; the text ends with a newline.
///
/// ```json
/// {
///   "format": 1,
///   "contentSize": {"width": 375, "height": 2480},
///   "contentOffset": {"x": 0, "y": -54},
///   "elements": [
///     {"category": "cell", "section": 0, "item": 3, "sectionID": "news", "id": "n4", "frame": {"x": 16, "y": 70, "width": 87.667, "height": 40}, "zIndex": 0}
///   ]
/// }
/// ```
extension LayoutOutput {
    /// The whole output as JSON text, ending with a newline.
    public func json() -> String {
        rendered(as: .json)
    }

    /// Writes the JSON text to `sink`, one line at a time.
    func writeJSON(to sink: (String) -> Void) {
        sink("{\n")
        sink("  \"format\": \(LayoutDocument.currentFormat),\n")
        sink("  \"contentSize\": {\"width\": \(number(contentSize.width)), \"height\": \(number(contentSize.height))},\n")
        sink("  \"contentOffset\": {\"x\": \(number(contentOffset.x)), \"y\": \(number(contentOffset.y))},\n")
        // `swipeActions` follows `elements` when a row is open.
        let elementsEnd = swipeButtons.isEmpty ? "\n" : ",\n"
        if count == 0 {
            sink("  \"elements\": []" + elementsEnd)
        } else {
            sink("  \"elements\": [")
            var first = true
            visitElements { element in
                sink((first ? "\n    " : ",\n    ") + json(for: element))
                first = false
            }
            sink("\n  ]" + elementsEnd)
        }
        if !swipeButtons.isEmpty { writeSwipeButtonsJSON(to: sink) }
        sink("}\n")
    }

    /// One element as a single-line JSON object, keys in the order `category`,
    /// `elementKind` (not for cells), `section`, `item`, `sectionID`, `id`
    /// (cells only), `frame`, `zIndex`, `pinned` (only for elements that
    /// pin to the visible bounds), then `alpha` and `transform` when a
    /// visible-items invalidation handler changed them.
    public func json(for element: LayoutAttributes) -> String {
        var members: [(String, String)] = [("category", JSONValue.quoted(element.category.rawValue))]
        if element.category != .cell, let kind = element.elementKind {
            members.append(("elementKind", JSONValue.quoted(kind)))
        }
        members.append(("section", String(element.indexPath.section)))
        members.append(("item", String(element.indexPath.item)))
        if let id = sectionID(of: element) { members.append(("sectionID", JSONValue.quoted(id))) }
        if let id = itemID(of: element) { members.append(("id", JSONValue.quoted(id))) }
        let f = element.frame
        members.append((
            "frame",
            "{\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}"
        ))
        members.append(("zIndex", String(element.zIndex)))
        if element.pinsToVisibleBounds { members.append(("pinned", element.isPinned ? "true" : "false")) }
        members.append(contentsOf: Self.appearanceFields(of: element))
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func number(_ value: Double) -> String { OutputNumber.format(value) }
}
