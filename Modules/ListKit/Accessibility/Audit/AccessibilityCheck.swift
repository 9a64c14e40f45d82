/// One check of the accessibility audit, by its name in findings and in
/// `viewport-sim audit --skip`. Each is documented, with its source, in
/// `Documentation/Accessibility.md`.
public enum AccessibilityCheck: String, Hashable, Sendable, CaseIterable, Comparable {
    /// An interactive element (a button, link, adjustable or search trait,
    /// or a custom action) with no label.
    case missingLabel
    /// An interactive element smaller than the minimum tap target (44 × 44
    /// pt, Apple's Human Interface Guidelines) on either side.
    case smallTapTarget
    /// A text whose contrast with its background is below WCAG 2.x AA:
    /// 4.5:1, or 3:1 for large text.
    case lowContrast
    /// An element whose label is the label of the element read just before it.
    case duplicateLabel
    /// A label that is an image's file name, looks like one, or is a placeholder word.
    case placeholderLabel
    /// A swipe action of a displayed item that none of its elements offers
    /// as a custom action.
    case swipeActionNotExposed
    /// An orthogonal section on screen whose items VoiceOver must all pass
    /// (more than the configured number) before it reaches the content below.
    case focusTrap
    /// A component's accessibility declaration that could not be used (too
    /// long, a control character, a sort priority that is not finite).
    case invalidDeclaration

    /// The checks in declaration order.
    public static func < (lhs: AccessibilityCheck, rhs: AccessibilityCheck) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
