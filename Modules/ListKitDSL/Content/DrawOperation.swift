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
    /// Draw text inside a rectangle (a plugin's text: it gives the box).
    case textBox(String, in: Rect, size: Double, color: Color)
    /// A placeholder for an image, by name.
    case image(String, in: Rect)
}
