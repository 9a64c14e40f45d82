import ListKitCore

/// Which checks the accessibility audit runs and their thresholds. The
/// defaults are Apple's and WCAG's numbers where they give one, and
/// ListKit's documented choices where they do not
/// (`Documentation/Accessibility.md`).
public struct AccessibilityAuditConfiguration: Hashable, Sendable {
    /// The checks to run (default: all).
    public var checks: Set<AccessibilityCheck>
    /// The smallest tap target, in points (default 44 × 44, Apple's HIG).
    public var minimumTapTarget: Size
    /// The least contrast for text (default 4.5, WCAG 2.x AA).
    public var minimumContrast: Double
    /// The least contrast for large text (default 3, WCAG 2.x AA).
    public var minimumLargeTextContrast: Double
    /// The font size from which text is large, in points (default 18, WCAG's
    /// 18 pt; ListKit's display lists carry no weight, so 14-pt bold is not told apart).
    public var largeTextSize: Double
    /// Labels that are placeholders, compared without case (default:
    /// `label`, `title`, `text`, `button`, `image`, `icon`, `placeholder`,
    /// `lorem ipsum`, `todo`, `untitled`).
    public var placeholderLabels: Set<String>
    /// File name extensions that make a label an image's file name,
    /// compared without case (default: `png`, `jpg`, `jpeg`, `gif`, `pdf`,
    /// `svg`, `heic`, `webp`).
    public var imageExtensions: Set<String>
    /// The most items an orthogonal section may have before the focus-trap
    /// check flags it (default 20: ListKit's choice).
    public var maximumOrthogonalItems: Int

    /// Creates a configuration.
    public init(
        checks: Set<AccessibilityCheck> = Set(AccessibilityCheck.allCases),
        minimumTapTarget: Size = Size(width: 44, height: 44), minimumContrast: Double = 4.5,
        minimumLargeTextContrast: Double = 3, largeTextSize: Double = 18,
        placeholderLabels: Set<String> = [
            "label", "title", "text", "button", "image", "icon", "placeholder", "lorem ipsum", "todo", "untitled",
        ],
        imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp"],
        maximumOrthogonalItems: Int = 20
    ) {
        self.checks = checks
        self.minimumTapTarget = minimumTapTarget
        self.minimumContrast = minimumContrast
        self.minimumLargeTextContrast = minimumLargeTextContrast
        self.largeTextSize = largeTextSize
        self.placeholderLabels = placeholderLabels
        self.imageExtensions = imageExtensions
        self.maximumOrthogonalItems = maximumOrthogonalItems
    }
}
