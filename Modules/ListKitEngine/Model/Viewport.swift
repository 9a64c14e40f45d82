import ListKitCore

/// The collection view a layout is solved for: its bounds size, its adjusted
/// content inset (the safe area) and the screen's pixel scale.
public struct Viewport: Hashable, Sendable {
    /// The bounds size in points.
    public var size: Size
    /// The adjusted content inset; the layout container is the size minus it.
    public var contentInset: DirectionalEdgeInsets
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    /// The screen the collection view is on, which its layout margins come
    /// from; `nil` (the default): the viewport is the screen.
    public var screen: Screen?

    /// Creates a viewport.
    public init(size: Size, contentInset: DirectionalEdgeInsets = .zero, scale: Double = 1, screen: Screen? = nil) {
        self.size = size
        self.contentInset = contentInset
        self.scale = scale
        self.screen = screen
    }

    /// The size the layout is laid out in: the bounds minus the content inset.
    public var containerSize: Size { container.effectiveContentSize }

    /// The collection view as a layout container: its bounds size and its
    /// adjusted content inset.
    public var container: LayoutContainer { LayoutContainer(contentSize: size, contentInsets: contentInset) }

    /// The content offset at rest: (−leading, −top).
    public var restContentOffset: Point {
        Point(x: -contentInset.leading, y: -contentInset.top)
    }

    /// The pixel grid frames snap to.
    public var pixelGrid: PixelGrid { PixelGrid(scale: scale) }
}
