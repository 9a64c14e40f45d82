/// What an accessibility element is and how it behaves, as VoiceOver
/// announces it: UIKit's `UIAccessibilityTraits`, by the same names.
///
/// A component's traits are its declared ones (``Accessibility/traits``)
/// added to those ListKit gives by default: ``header`` for a list section's
/// header, ``selected`` for a selected item (see
/// `Documentation/Accessibility.md`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Behaves like a button: activating it does something.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link: activating it goes somewhere.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// A header that divides content into sections.
    public static let header = AccessibilityTraits(rawValue: 1 << 4)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
    /// Its value is adjusted by swiping up and down (a slider, a stepper).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 6)
    /// Not enabled: it does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 8)
    /// Sums up the screen when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Its label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)

    /// Every trait with its name, in the order ``description`` lists them.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("header", .header),
        ("staticText", .staticText), ("adjustable", .adjustable), ("notEnabled", .notEnabled),
        ("searchField", .searchField), ("summaryElement", .summaryElement), ("updatesFrequently", .updatesFrequently),
    ]

    /// The trait named `name` (``named``), or `nil`.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.trait
    }

    /// The traits that make an element interactive: activating it does
    /// something (the audit's label and tap-target checks apply to these).
    public static let interactive: AccessibilityTraits = [.button, .link, .adjustable, .searchField]

    /// The names of the traits set, comma-separated (`button,selected`); empty for none.
    public var description: String {
        Self.named.filter { contains($0.trait) }.map(\.name).joined(separator: ",")
    }
}
