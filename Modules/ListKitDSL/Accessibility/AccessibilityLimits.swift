/// The bounds on what a component may declare for accessibility, so that
/// a hostile or broken component (a plugin, a document) cannot make the
/// traversal, the audit or their output grow without bound. Defaults are
/// ListKit's own (UIKit sets none): see `Documentation/LayoutSemantics.md`,
/// "Accessibility".
public struct AccessibilityLimits: Hashable, Sendable {
    /// The longest label, value, hint or action name, in UTF-8 bytes (default 1,024).
    public var maximumTextBytes: Int
    /// The most custom actions one component declares (default 32).
    public var maximumCustomActions: Int

    /// Creates limits.
    public init(maximumTextBytes: Int = 1_024, maximumCustomActions: Int = 32) {
        self.maximumTextBytes = maximumTextBytes
        self.maximumCustomActions = maximumCustomActions
    }

    /// The defaults.
    public static let standard = AccessibilityLimits()

    /// Throws, naming `field`, unless `text` is `nil` or fits: at most ``maximumTextBytes``
    /// bytes and no control character (U+0000–U+001F, U+007F–U+009F: a
    /// line break, a tab or an escape has no place in what VoiceOver reads).
    public func checkText(_ text: String?, field: String) throws(AccessibilityError) {
        guard let text else { return }
        let bytes = text.utf8.count
        guard bytes <= maximumTextBytes else {
            throw AccessibilityError(field: field, problem: .tooLong(bytes: bytes, limit: maximumTextBytes))
        }
        for (offset, scalar) in text.unicodeScalars.enumerated() where Self.isControl(scalar) {
            throw AccessibilityError(field: field, problem: .controlCharacter(scalar.value, offset: offset))
        }
    }

    /// Whether `scalar` is a C0 or C1 control character, or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
