import ListKitDSL

/// Items' accessibility.
extension DocumentDecoder {
    /// The keys of an item's `accessibility` object.
    static let accessibilityKeys = ["label", "value", "hint", "traits", "behavior", "sortPriority", "actions"]

    /// Reads an item's `accessibility` object; each text and number is
    /// checked by VoiceOver's rules (`Accessibility.validated(_:)`) and an
    /// error names the field that breaks them.
    func accessibility(_ field: JSONField) throws(DocumentError) -> DocumentAccessibility {
        let o = try field.object(allowed: Self.accessibilityKeys)
        var declared = DocumentAccessibility()
        let limits = AccessibilityLimits.standard
        func text(_ key: String) throws(DocumentError) -> String? {
            guard let f = o.field(key) else { return nil }
            let text = try f.string()
            do {
                try limits.checkText(text, field: key)
            } catch {
                throw f.error(.accessibility(error.problem))
            }
            return text
        }
        declared.label = try text("label")
        declared.value = try text("value")
        declared.hint = try text("hint")
        if let f = o.field("traits") {
            for entry in try f.array() {
                guard let name = entry.value.stringValue, let trait = AccessibilityTraits(name: name) else {
                    throw entry.error(.invalidValue(entry.value.serialized(), allowed: AccessibilityTraits.named.map(\.name)))
                }
                declared.traits.insert(trait)
            }
        }
        declared.behavior = try o.field("behavior")?.oneOf(AccessibilityBehavior.self) ?? .element
        declared.sortPriority = try o.field("sortPriority")?.number() ?? 0
        if let f = o.field("actions") {
            let entries = try f.array()
            guard entries.count <= limits.maximumCustomActions else {
                throw f.error(.accessibility(.tooMany(entries.count, limit: limits.maximumCustomActions)))
            }
            for entry in entries {
                let name = try entry.name()
                do {
                    try limits.checkText(name, field: "actions")
                } catch {
                    throw entry.error(.accessibility(error.problem))
                }
                declared.actions.append(name)
            }
        }
        return declared
    }
}
