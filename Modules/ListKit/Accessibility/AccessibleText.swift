import ListKitCore
import ListKitDSL

/// A text an element draws, as the audit's contrast check reads it: what,
/// where, how big, in which colour, over which background.
public struct AccessibleText: Hashable, Sendable {
    /// The text.
    public var string: String
    /// Its box on screen (a `text` command's: its top-leading point, zero
    /// wide, as tall as its size).
    public var frame: Rect
    /// The font size in points.
    public var size: Double
    /// The text's colour.
    public var color: Color
    /// The opaque colour behind it: the fills drawn before it under the
    /// point it is sampled at, over the view's background, over the screen's.
    public var background: Color

    /// Creates a text.
    public init(string: String, frame: Rect, size: Double, color: Color, background: Color) {
        self.string = string
        self.frame = frame
        self.size = size
        self.color = color
        self.background = background
    }

    /// The contrast ratio of the text's colour, composited over its
    /// background, with the background (WCAG 2.x).
    public var contrastRatio: Double {
        color.composited(over: background).contrastRatio(with: background)
    }
}
