import ListKit
import ListKitCore
import ListKitJSON

extension SimulationOutput {
    /// The fields of a `focus` line: the direction, then the element
    /// reached (``fields(of:)``), or `found false` at the end of the content.
    static func fields(focus direction: FocusDirection, _ element: AccessibilityElement?) -> [(String, String)] {
        let fields: [(String, String)] = [("direction", JSONValue.quoted(direction.rawValue))]
        guard let element else { return fields + [("found", "false")] }
        return fields + Self.fields(of: element)
    }

    /// The fields of an `activate` line: the element activated, the custom
    /// action named (`null` for the default action), and what happened:
    /// `tapped`, `performed`, `moved`, `stayed` (a move that changed
    /// nothing) or `none` (no focus, or no such action).
    static func fields(
        activate element: AccessibilityElement?, _ action: String?, _ result: AccessibilityActivation?
    ) -> [(String, String)] {
        var fields = element.map(Self.fields(of:)) ?? []
        fields.append(("action", action.map { JSONValue.quoted($0) } ?? "null"))
        let outcome: String
        switch result {
        case .tapped?: outcome = "tapped"
        case .performed?: outcome = "performed"
        case .moved(_, let move)?: outcome = move == nil ? "stayed" : "moved"
        case nil: outcome = "none"
        }
        fields.append(("result", JSONValue.quoted(outcome)))
        return fields
    }

    /// An element's fields, as lifecycle lines name elements (category,
    /// kind, section, item, ids), then what VoiceOver reads: its label, and
    /// its value, traits and custom actions when it has them.
    static func fields(of element: AccessibilityElement) -> [(String, String)] {
        let a = element.attributes
        var fields: [(String, String)] = [("category", JSONValue.quoted(a.category.rawValue))]
        if let kind = a.elementKind { fields.append(("elementKind", JSONValue.quoted(kind))) }
        fields.append(("section", "\(a.indexPath.section)"))
        fields.append(("item", "\(a.indexPath.item)"))
        fields.append(contentsOf: Self.idFields(element.id))
        if let child = element.child { fields.append(("child", "\(child)")) }
        fields.append(("label", JSONValue.quoted(element.label)))
        if let value = element.value { fields.append(("value", JSONValue.quoted(value))) }
        if !element.traits.isEmpty { fields.append(("traits", JSONValue.quoted(element.traits.description))) }
        if !element.customActions.isEmpty {
            fields.append(("actions", "[" + element.customActions.map { JSONValue.quoted($0.name) }.joined(separator: ", ") + "]"))
        }
        return fields
    }
}
