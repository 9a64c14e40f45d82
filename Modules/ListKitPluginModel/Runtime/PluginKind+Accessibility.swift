import ListKitDSL

extension PluginKind {
    /// What the kind's `accessibility` says about an item, checked: its
    /// texts valid UTF-8 within the limits and without control characters,
    /// its traits and behaviour among those the ABI names, its sort priority
    /// finite, at most 32 non-empty actions. `nil` when the kind has no
    /// `accessibility` (ListKit's defaults then).
    ///
    /// - Parameter props: the item's props.
    /// - Throws: ``PluginError/invalidAccessibility(path:kind:reason:)`` for
    ///   what the ABI does not allow, and the failures of a call.
    public func accessibility(props: PluginProps = .empty) throws(PluginError) -> Accessibility? {
        guard info.describesAccessibility else { return nil }
        let answer = try caller.accessibility(props: props)
        guard answer.status == PluginStatus.ok else {
            throw failure(answer.status, .accessibility, message: answer.loggedError)
        }
        let raw = answer.value
        let known = AccessibilityTraits.named.reduce(UInt32(0)) { $0 | $1.trait.rawValue }
        guard raw.traits & ~known == 0 else { throw invalid("traits 0x\(String(raw.traits, radix: 16)), with bits the ABI does not name") }
        let behavior: AccessibilityBehavior
        switch raw.behavior {
        case 0: behavior = .element
        case 1: behavior = .hidden
        default: throw invalid("behavior \(raw.behavior), neither LK_ACCESSIBILITY_ELEMENT nor LK_ACCESSIBILITY_HIDDEN")
        }
        guard raw.actionCount <= UInt32(RawAccessibility.maximumActions) else {
            throw invalid("action_count \(raw.actionCount), above the limit of \(RawAccessibility.maximumActions)")
        }
        var actions: [AccessibilityCustomAction] = []
        for (index, name) in raw.actions.enumerated() {
            guard let name else { throw invalid("actions[\(index)] NULL") }
            actions.append(AccessibilityCustomAction(name: try text(name, field: "actions[\(index)]")))
        }
        let declared = Accessibility(
            label: try raw.label.map { bytes throws(PluginError) in try text(bytes, field: "label") },
            value: try raw.value.map { bytes throws(PluginError) in try text(bytes, field: "value") },
            hint: try raw.hint.map { bytes throws(PluginError) in try text(bytes, field: "hint") },
            traits: AccessibilityTraits(rawValue: raw.traits), behavior: behavior, customActions: actions,
            sortPriority: raw.sortPriority)
        do {
            return try declared.validated()
        } catch {
            throw invalid("\(error.field) that \(error.reason)")
        }
    }

    /// The UTF-8 text of `bytes`, or the error naming `field`.
    private func text(_ bytes: [UInt8], field: String) throws(PluginError) -> String {
        guard bytes.count <= RawAccessibility.maximumTextBytes else {
            throw invalid("\(field) longer than \(RawAccessibility.maximumTextBytes) bytes")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw invalid("\(field) that is not valid UTF-8") }
        return text
    }

    /// The error of an answer the ABI does not allow.
    private func invalid(_ what: String) -> PluginError {
        .invalidAccessibility(path: pluginPath, kind: id, reason: what)
    }
}
