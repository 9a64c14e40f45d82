import ListKitCore

/// One visible element handed to a ``VisibleItemsInvalidationHandler``:
/// UIKit's `NSCollectionLayoutVisibleItem`, an object whose appearance and
/// place the handler sets and whose identity it reads.
public final class VisibleItem {
    /// The element's attributes as the handler leaves them.
    public private(set) var attributes: LayoutAttributes

    /// An item for `attributes`.
    init(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }

    /// The frame (for an orthogonal section, in its unscrolled content).
    public var frame: Rect {
        get { attributes.frame }
        set { attributes.frame = newValue }
    }

    /// The frame's centre; setting it moves the frame and keeps its size.
    public var center: Point {
        get { Point(x: attributes.frame.midX, y: attributes.frame.midY) }
        set {
            let size = attributes.frame.size
            attributes.frame = Rect(
                x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// The frame's size at the origin, as UIKit's `bounds`.
    public var bounds: Rect { Rect(origin: .zero, size: attributes.frame.size) }

    /// The opacity, 0 … 1.
    public var alpha: Double {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }

    /// The transform about the centre (scale, rotation, translation); the
    /// frame stays the untransformed one, as in UIKit.
    public var transform: AffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }

    /// The stacking order; higher draws above lower.
    public var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }

    /// The element's index path.
    public var indexPath: ElementIndexPath { attributes.indexPath }
    /// Whether it is a cell, a supplementary or a decoration.
    public var representedElementCategory: ElementCategory { attributes.category }
    /// The element kind of a supplementary or decoration; `nil` for a cell.
    public var representedElementKind: String? { attributes.elementKind }
}
