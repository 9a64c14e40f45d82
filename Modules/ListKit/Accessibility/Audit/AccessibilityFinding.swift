import ListKitCore
import ListKitLifecycle

/// One problem the accessibility audit found: which check, which element,
/// and what is wrong.
public struct AccessibilityFinding: Hashable, Sendable, CustomStringConvertible {
    /// The check that found it.
    public var check: AccessibilityCheck
    /// The element's category.
    public var category: ElementCategory
    /// The element's kind (`nil` for a cell).
    public var kind: ElementKind?
    /// The element's index path.
    public var indexPath: ElementIndexPath
    /// The element's section and item ids, as the caller's values.
    public var id: RenderedElementID?
    /// For a component that reads its children, which child.
    public var child: Int?
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates a finding.
    public init(
        check: AccessibilityCheck, category: ElementCategory, kind: ElementKind?, indexPath: ElementIndexPath,
        id: RenderedElementID?, child: Int? = nil, message: String
    ) {
        self.check = check
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.id = id
        self.child = child
        self.message = message
    }

    /// A finding about `element`.
    init(_ check: AccessibilityCheck, _ element: AccessibilityElement, _ message: String) {
        self.init(
            check: check, category: element.attributes.category, kind: element.attributes.kind,
            indexPath: element.attributes.indexPath, id: element.id, child: element.child, message: message)
    }

    /// `check section.item id: message`, one line.
    public var description: String {
        var place = "\(indexPath.section).\(indexPath.item)"
        if let kind { place += " \(kind.name)" }
        if let child { place += " child \(child)" }
        let name = id.map { " \($0)" } ?? ""
        return "\(check.rawValue) \(place)\(name): \(message)"
    }
}
