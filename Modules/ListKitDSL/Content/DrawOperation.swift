import ListKitCore

/// One drawing command recorded by a headless content view, in the view's
/// own coordinates. Tests inspect these; tools can draw them. Plugins' display
/// lists decode to these too: one vocabulary for everything drawn.
public enum DrawOperation: Hashable, Sendable {
    /// Fill a rectangle with a colour.
    case fillRect(Rect, Color)
    /// Stroke a rectangle's outline.
    case strokeRect(Rect, Color, lineWidth: Double)
    /// Draw text with its top-leading corner at a point.
    case text(String, at: Point, size: Double, color: Color)
    /// Draw one line of text inside a rectangle, at its top, clipped to it,
    /// and aligned across it (a plugin's text: it gives the box).
    case textBox(String, in: Rect, size: Double, color: Color, alignment: TextAlignment = .leading)
    /// Fill the ellipse inscribed in a rectangle (a circle in a square).
    case fillEllipse(Rect, Color)
    /// A placeholder for an image, by name.
    case image(String, in: Rect)
}

/// Where a line of text sits across its box, like `NSTextAlignment`'s
/// natural, centre and opposite-of-natural choices.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
}
