import ListKit
import ListKitCore
import ListKitJSON

/// What VoiceOver reads on a screen and what the audit finds there, as
/// `viewport-sim layout --format accessibility` and `viewport-sim audit`
/// print them (`Documentation/viewport-sim.md`, "Accessibility").
public struct AccessibilityReport {
    /// The output formats.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// One JSON object per line: each element (`"event": "element"`),
        /// then each finding (`"event": "finding"`), then a summary.
        case jsonl
        /// Lines for people.
        case text
    }

    /// The elements in VoiceOver's order.
    public var elements: [AccessibilityElement]
    /// The audit's findings.
    public var findings: [AccessibilityFinding]

    /// The report of `renderer`'s screen now, audited with `configuration`.
    public init(renderer: ComposeRenderer, configuration: AccessibilityAuditConfiguration = .init()) {
        elements = renderer.accessibilityElements()
        findings = renderer.auditAccessibility(configuration)
    }

    /// Writes the report, line by line, to `sink` (each line without its break).
    ///
    /// - Parameters:
    ///   - format: JSON lines or lines for people.
    ///   - traversal: Whether the elements are written (`false`: the findings and summary only).
    ///   - sink: Takes each line.
    public func write(as format: Format, traversal: Bool = true, to sink: (String) -> Void) {
        switch format {
        case .jsonl:
            if traversal {
                for (index, element) in elements.enumerated() {
                    let fields = [("event", JSONValue.quoted("element")), ("order", "\(index + 1)")]
                        + SimulationOutput.fields(of: element) + [
                            ("x", OutputNumber.format(element.frame.minX)), ("y", OutputNumber.format(element.frame.minY)),
                            ("width", OutputNumber.format(element.frame.width)),
                            ("height", OutputNumber.format(element.frame.height)),
                        ] + (element.hint.map { [("hint", JSONValue.quoted($0))] } ?? [])
                    sink(Self.object(fields))
                }
            }
            for finding in findings {
                var fields = [("event", JSONValue.quoted("finding")), ("check", JSONValue.quoted(finding.check.rawValue))]
                fields.append(("category", JSONValue.quoted(finding.category.rawValue)))
                if let kind = finding.kind { fields.append(("elementKind", JSONValue.quoted(kind.name))) }
                fields.append(("section", "\(finding.indexPath.section)"))
                fields.append(("item", "\(finding.indexPath.item)"))
                fields.append(contentsOf: SimulationOutput.idFields(finding.id))
                if let child = finding.child { fields.append(("child", "\(child)")) }
                fields.append(("message", JSONValue.quoted(finding.message)))
                sink(Self.object(fields))
            }
            sink(Self.object([
                ("event", JSONValue.quoted("summary")), ("elements", "\(elements.count)"), ("findings", "\(findings.count)"),
            ]))
        case .text:
            for line in AccessibilityText.lines(elements: elements, findings: findings, traversal: traversal) { sink(line) }
        }
    }

    /// `{"a": 1, "b": 2}` of already written values.
    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(JSONValue.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
