import ListKitCore
import ListKitEngine

/// The numbers and colours a ``ListRow`` draws with, in one table. Sources
/// are in `Documentation/LayoutSemantics.md`, "List content"; every one can
/// be changed by giving a row other metrics.
public struct ListContentMetrics: Hashable, Sendable {
    /// One text style: a font size, the height of its line, and its colour.
    public struct TextStyle: Hashable, Sendable {
        /// The font size in points.
        public var size: Double
        /// The height of one line in points.
        public var lineHeight: Double
        /// The colour.
        public var color: Color

        /// A text style.
        public init(size: Double, lineHeight: Double, color: Color) {
            self.size = size
            self.lineHeight = lineHeight
            self.color = color
        }
    }

    /// A row's text: body, 17 on a 22-pt line, in the label colour.
    public var text: TextStyle
    /// Secondary text below the text (`cell`, `subtitleCell`): subheadline,
    /// 15 on a 20-pt line, in the secondary label colour.
    public var secondaryText: TextStyle
    /// A `valueCell`'s secondary text: body in the secondary label colour.
    public var valueText: TextStyle
    /// Header and footer text: footnote, 13 on an 18-pt line, in the
    /// secondary label colour.
    public var headerFooterText: TextStyle
    /// Space between the text and the secondary text below it: 3.
    public var textToSecondaryTextPadding: Double
    /// The least height of a row: 44.
    public var minimumRowHeight: Double
    /// The side of a row's image: 29.
    public var imageSize: Double
    /// Space between the image and the text: 16.
    public var imageToTextPadding: Double
    /// Space between accessories, and between the text and the first: 8.
    public var accessorySpacing: Double
    /// Tint of the checkmark and the info button: system blue.
    public var tint: Color
    /// The disclosure chevron's colour: the tertiary label colour.
    public var chevron: Color
    /// A switch's track when on: system green.
    public var toggleOn: Color
    /// A switch's track when off: the system fill colour over a white row.
    public var toggleOff: Color
    /// A switch's size: 51 × 31.
    public var toggleSize = Size(width: 51, height: 31)
    /// The info button's side: 22.
    public var detailSize: Double = 22
    /// The chevron's box: 9 × 17.
    public var chevronSize = Size(width: 9, height: 17)
    /// The checkmark's box: 17 × 17.
    public var checkmarkSize = Size(width: 17, height: 17)

    /// Creates metrics from every number and colour.
    public init(
        text: TextStyle, secondaryText: TextStyle, valueText: TextStyle, headerFooterText: TextStyle,
        textToSecondaryTextPadding: Double, minimumRowHeight: Double, imageSize: Double,
        imageToTextPadding: Double, accessorySpacing: Double, tint: Color, chevron: Color, toggleOn: Color,
        toggleOff: Color
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.valueText = valueText
        self.headerFooterText = headerFooterText
        self.textToSecondaryTextPadding = textToSecondaryTextPadding
        self.minimumRowHeight = minimumRowHeight
        self.imageSize = imageSize
        self.imageToTextPadding = imageToTextPadding
        self.accessorySpacing = accessorySpacing
        self.tint = tint
        self.chevron = chevron
        self.toggleOn = toggleOn
        self.toggleOff = toggleOff
    }

    /// UIKit's light-mode numbers and colours.
    public static let uiKit = ListContentMetrics(
        // Sizes and line heights: Apple HIG, Typography, Dynamic Type sizes at Large (Body 17/22,
        // Subheadline 15/20, Footnote 13/18). Colours: UIKit's light-mode label (#000000) and
        // secondaryLabel (#3C3C43 at 60%), as NGSystemColorComparison printed them.
        text: TextStyle(size: 17, lineHeight: 22, color: .black),
        secondaryText: TextStyle(size: 15, lineHeight: 20, color: Color(rgba: 0x3C3C_4399)),
        valueText: TextStyle(size: 17, lineHeight: 22, color: Color(rgba: 0x3C3C_4399)),
        headerFooterText: TextStyle(size: 13, lineHeight: 18, color: Color(rgba: 0x3C3C_4399)),
        // No source: defaults.
        textToSecondaryTextPadding: 3,
        // Apple HIG: hit targets of at least 44 × 44 pt.
        minimumRowHeight: 44,
        // No source: defaults (a Settings-style icon).
        imageSize: 29, imageToTextPadding: 16, accessorySpacing: 8,
        // systemBlue, tertiaryLabel, systemGreen in light mode (NGSystemColorComparison); systemFill
        // (#787880 at 20%) over white, opaque so that the track's overlapping pieces do not darken.
        tint: Color(rgb: 0x007AFF), chevron: Color(rgba: 0x3C3C_434C), toggleOn: Color(rgb: 0x34C759),
        toggleOff: Color(rgb: 0xE4E4E6))

}
