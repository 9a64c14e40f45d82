import ListKitCore
import ListKitDSL

extension ListKitDSL.DrawOperation {
    /// The content view's form of an operation a plugin drew.
    ///
    /// Rectangles, line widths and strings are kept as they are and colours
    /// converted (``ListKitDSL/Color/init(_:)``). A content view's text has a
    /// top-leading point rather than a rectangle: the text's rectangle's
    /// origin; an image placeholder becomes an image of the same name.
    ///
    /// - Parameter operation: an operation from ``PluginKind/render(size:props:)``.
    public init(_ operation: ListKitPlugins.DrawOperation) {
        switch operation {
        case .fillRect(let rect, let color):
            self = .fillRect(rect, Color(color))
        case .strokeRect(let rect, let color, let lineWidth):
            self = .strokeRect(rect, Color(color), lineWidth: lineWidth)
        case .text(let string, let rect, let fontSize, let color):
            self = .text(string, at: rect.origin, size: fontSize, color: Color(color))
        case .imagePlaceholder(let rect, let name):
            self = .image(name, in: rect)
        }
    }
}
