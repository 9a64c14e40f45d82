import ListKitCore
import ListKitDSL
import ListKitEngine

/// The accessibility audit: the checks of ``AccessibilityCheck`` run over a
/// screen's elements in VoiceOver's order.
public enum AccessibilityAudit {
    /// The findings of the checks that need only the elements, in reading
    /// order and, for one element, in check order: missing label, small tap
    /// target, low contrast, duplicate label, placeholder label, invalid
    /// declaration.
    public static func findings(
        in elements: [AccessibilityElement], configuration: AccessibilityAuditConfiguration = .init()
    ) -> [AccessibilityFinding] {
        var out: [AccessibilityFinding] = []
        let checks = configuration.checks
        for (index, element) in elements.enumerated() {
            let label = element.label.trimmingSpaces
            if checks.contains(.missingLabel), element.isInteractive, label.isEmpty {
                out.append(AccessibilityFinding(.missingLabel, element, "an interactive element has no label"))
            }
            let target = configuration.minimumTapTarget
            if checks.contains(.smallTapTarget), element.isInteractive,
               element.frame.width < target.width || element.frame.height < target.height {
                out.append(AccessibilityFinding(
                    .smallTapTarget, element,
                    "tap target \(size(element.frame.size)) is smaller than \(size(target))"))
            }
            if checks.contains(.lowContrast) {
                for text in element.texts {
                    let large = text.size >= configuration.largeTextSize
                    let needed = large ? configuration.minimumLargeTextContrast : configuration.minimumContrast
                    let ratio = text.contrastRatio
                    guard ratio < needed else { continue }
                    out.append(AccessibilityFinding(
                        .lowContrast, element,
                        "text \"\(text.string)\" (\(OutputNumber.format(text.size)) pt, \(text.color) on \(text.background)) "
                            + "has contrast \(OutputNumber.format(ratio)):1; \(large ? "large " : "")text needs "
                            + "\(OutputNumber.format(needed)):1"))
                }
            }
            if checks.contains(.duplicateLabel), index > 0, !label.isEmpty,
               elements[index - 1].label.trimmingSpaces.lowercased() == label.lowercased() {
                out.append(AccessibilityFinding(
                    .duplicateLabel, element, "label \"\(label)\" is the label of the element read just before"))
            }
            if checks.contains(.placeholderLabel), let why = placeholder(label, element, configuration) {
                out.append(AccessibilityFinding(.placeholderLabel, element, "label \"\(label)\" \(why)"))
            }
            if checks.contains(.invalidDeclaration), let error = element.declarationError {
                out.append(AccessibilityFinding(.invalidDeclaration, element, error.description))
            }
        }
        return out
    }

    /// Why `label` is a placeholder, or `nil` when it is not.
    static func placeholder(
        _ label: String, _ element: AccessibilityElement, _ configuration: AccessibilityAuditConfiguration
    ) -> String? {
        guard !label.isEmpty else { return nil }
        if element.imageNames.contains(label) { return "is the name of an image it draws" }
        let lower = label.lowercased()
        if configuration.placeholderLabels.contains(lower) { return "is a placeholder" }
        if let dot = lower.lastIndex(of: "."), !lower[lower.index(after: dot)...].isEmpty,
           configuration.imageExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return "is an image's file name"
        }
        return nil
    }

    /// `W × H pt`.
    private static func size(_ size: Size) -> String {
        "\(OutputNumber.format(size.width)) × \(OutputNumber.format(size.height)) pt"
    }
}

extension ComposeRenderer {
    /// Audits what is on screen now: ``AccessibilityAudit/findings(in:configuration:)``
    /// over ``accessibilityElements()``, then the checks that need the
    /// layout: a displayed item's swipe actions that none of its elements
    /// offers (``AccessibilityCheck/swipeActionNotExposed``), and orthogonal
    /// sections on screen with more items than the configuration allows
    /// (``AccessibilityCheck/focusTrap``).
    public func auditAccessibility(_ configuration: AccessibilityAuditConfiguration = .init()) -> [AccessibilityFinding] {
        let elements = accessibilityElements()
        var out = AccessibilityAudit.findings(in: elements, configuration: configuration)
        let composed = dataSource.composed
        let displayed = collectionView.displayedElements
        if configuration.checks.contains(.swipeActionNotExposed) {
            for attributes in displayed where attributes.category == .cell {
                let data = dataAttributes(attributes)
                let offered = Set(elements.filter { $0.attributes.isSameLayoutElement(as: attributes) }
                    .flatMap { $0.customActions.map(\.name) })
                for edge in [SwipeEdge.leading, .trailing] {
                    for action in composed.swipeActions(at: data.indexPath, edge: edge)?.actions ?? []
                    where !offered.contains(action.title) {
                        out.append(AccessibilityFinding(
                            check: .swipeActionNotExposed, category: .cell, kind: nil, indexPath: attributes.indexPath,
                            id: identifier.id(data, in: composed),
                            message: "swipe action \"\(action.title)\" is not offered as a custom action"))
                    }
                }
            }
        }
        if configuration.checks.contains(.focusTrap), let solved = collectionView.solvedLayout {
            var seen = Set<Int>()
            for attributes in displayed where attributes.category == .cell {
                let section = attributes.indexPath.section
                guard solved.sections.indices.contains(section), solved.sections[section].isOrthogonal,
                      seen.insert(section).inserted, composed.sections.indices.contains(section)
                else { continue }
                let count = composed.sections[section].components.count
                guard count > configuration.maximumOrthogonalItems else { continue }
                out.append(AccessibilityFinding(
                    check: .focusTrap, category: .cell, kind: nil, indexPath: attributes.indexPath,
                    id: identifier.id(dataAttributes(attributes), in: composed),
                    message: "VoiceOver passes all \(count) items of orthogonal section \(section) before the content "
                        + "below (more than \(configuration.maximumOrthogonalItems))"))
            }
        }
        return out
    }
}
