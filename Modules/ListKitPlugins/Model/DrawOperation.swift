import ListKitCore

/// One operation of a rendered component's display list, in the component's
/// own coordinates: (0, 0) is the top-leading corner of its frame.
///
/// Operations are drawn in order, later ones on top.
public enum DrawOperation: Hashable, Sendable {
    /// Fill a rectangle with a colour.
    case fillRect(Rect, color: DrawColor)
    /// Stroke a rectangle's outline with a colour, `lineWidth` points wide.
    case strokeRect(Rect, color: DrawColor, lineWidth: Double)
    /// Draw text in a rectangle at a font size, in a colour.
    case text(String, in: Rect, fontSize: Double, color: DrawColor)
    /// A placeholder for an image, named by the plugin (a URL or an asset name).
    case imagePlaceholder(Rect, name: String)

    /// The rectangle the operation draws in.
    public var rect: Rect {
        switch self {
        case .fillRect(let rect, _), .strokeRect(let rect, _, _), .text(_, let rect, _, _),
             .imagePlaceholder(let rect, _):
            return rect
        }
    }
}
