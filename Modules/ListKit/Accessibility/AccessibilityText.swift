import ListKitCore
import ListKitJSON

/// What VoiceOver reads on a screen, as lines for people: the one text form
/// of a traversal and its audit, which `viewport-sim layout --format
/// accessibility`, `viewport-sim audit` and the `.accessibility` snapshot
/// strategy print.
///
/// ```text
/// 1  cell [0, 0] toolbar/share  "Share"  button
/// 2  supplementary:header [1, 0] general  "General"  header
/// missingLabel 0.1 toolbar/favourite: an interactive element has no label
/// 2 elements, 1 finding
/// ```
public enum AccessibilityText {
    /// One element's line: its place in the order (from 1), what it is
    /// (`cell`, or the category and kind), its index path and ids, then
    /// what VoiceOver reads: the label (quoted), the value, the traits, the
    /// custom actions and the hint.
    public static func line(_ element: AccessibilityElement, order: Int) -> String {
        let a = element.attributes
        let what = a.category == .cell ? "cell" : "\(a.category.rawValue):\(a.elementKind ?? "")"
        var line = "\(order)  \(what) \(a.indexPath)"
        if let id = element.id?.path, !id.isEmpty { line += " \(id)" }
        if let child = element.child { line += " child \(child)" }
        line += "  \(JSONValue.quoted(element.label))"
        if let value = element.value { line += "  value \(JSONValue.quoted(value))" }
        if !element.traits.isEmpty { line += "  \(element.traits)" }
        if !element.customActions.isEmpty { line += "  actions " + element.customActions.map(\.name).joined(separator: ", ") }
        if let hint = element.hint { line += "  hint \(JSONValue.quoted(hint))" }
        return line
    }

    /// The lines of a traversal (each element's, when `traversal`), then of
    /// each finding, then the summary: `N elements, M findings`.
    public static func lines(
        elements: [AccessibilityElement], findings: [AccessibilityFinding], traversal: Bool = true
    ) -> [String] {
        var lines = traversal ? elements.enumerated().map { line($1, order: $0 + 1) } : []
        lines.append(contentsOf: findings.map(\.description))
        lines.append("\(elements.count) elements, \(findings.count) finding\(findings.count == 1 ? "" : "s")")
        return lines
    }
}
