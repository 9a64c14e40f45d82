import ListKitCore

/// A headless view that components render into: a frame, a display list of
/// drawing commands and child views. It stands in for `UIView` on Linux so
/// that what a component drew can be inspected in tests.
///
/// Subclass it to give a component's content named parts:
///
/// ```swift
/// final class EmojiContent: ContentView {
///     var text = "" { didSet { clear(); draw(.text(text, at: .zero, size: 14, color: .white)) } }
/// }
/// ```
open class ContentView {
    /// The frame in the parent's coordinates (for a cell's content: the cell's size at the origin).
    public var frame: Rect
    /// The background colour, drawn before the display list.
    public var backgroundColor: Color?
    /// The border's width, like a layer's `borderWidth`; 0 (the default) draws none.
    public var borderWidth: Double = 0
    /// The border's colour, like a layer's `borderColor` (default black, as UIKit's).
    public var borderColor: Color = .black
    /// The corner radius, like a layer's `cornerRadius`: kept for those who
    /// draw the view (rectangles in the display list stay square).
    public var cornerRadius: Double = 0
    /// Whether the view shows an element that names no component (the
    /// built-in `placeholder` kind, a layout document's `itemCount` items):
    /// pictures draw such a cell as an outlined box with its index path.
    public var isPlaceholder = false
    /// The space to keep between the view's edges and what it draws, like
    /// `UIView.directionalLayoutMargins`: 8 on each side, as Apple documents
    /// for most views. The data source gives a list row's, header's and
    /// footer's content the list's margins (`ListMetrics/contentMargins(of:screenWidth:)`),
    /// as UIKit's list cells get the system layout margins.
    public var layoutMargins = DirectionalEdgeInsets(all: 8)
    /// The drawing commands, in order.
    public private(set) var displayList: [DrawOperation] = []
    /// The child views, in order.
    public private(set) var children: [ContentView] = []
    /// The view this one was added to.
    public private(set) weak var parent: ContentView?

    /// Creates a view with a frame (default empty).
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// Records a drawing command.
    public func draw(_ operation: DrawOperation) {
        displayList.append(operation)
    }

    /// How many of the first drawing commands belong to the view's set-up
    /// (drawn before ``commitSetup()``): ``clear()`` keeps them.
    public private(set) var setupOperationCount = 0

    /// Marks what the view has drawn so far (in its initialiser, say) as its
    /// set-up, which stays across renders like a UIKit view's subviews. The
    /// renderer calls it once, when it makes a content view.
    public func commitSetup() {
        setupOperationCount = displayList.count
    }

    /// Removes the drawing commands drawn since the set-up (every one, for a
    /// view whose set-up was never committed).
    public func clear() {
        displayList.removeSubrange(Swift.min(setupOperationCount, displayList.count)...)
    }

    /// Adds `child` as the last child, moving it from its previous parent.
    public func addChild(_ child: ContentView) {
        guard child !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the view from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Every drawing command of this view and its children, in drawing order,
    /// in this view's coordinates; the background first when set, the
    /// border last when it has a width.
    public func flattenedDisplayList() -> [DrawOperation] {
        var out: [DrawOperation] = []
        if let backgroundColor {
            out.append(.fillRect(Rect(origin: .zero, size: frame.size), backgroundColor))
        }
        out.append(contentsOf: displayList)
        for child in children {
            let dx = child.frame.minX
            let dy = child.frame.minY
            out.append(contentsOf: child.flattenedDisplayList().map { $0.offsetBy(dx: dx, dy: dy) })
        }
        // A layer's border lies inside its bounds, above its content and sublayers.
        if borderWidth > 0 {
            out.append(.strokeRect(Rect(origin: .zero, size: frame.size), borderColor, lineWidth: borderWidth))
        }
        return out
    }
}

extension DrawOperation {
    /// The command moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> DrawOperation {
        switch self {
        case .fillRect(let r, let c): return .fillRect(r.offsetBy(dx: dx, dy: dy), c)
        case .strokeRect(let r, let c, let w): return .strokeRect(r.offsetBy(dx: dx, dy: dy), c, lineWidth: w)
        case .text(let s, let p, let size, let c): return .text(s, at: Point(x: p.x + dx, y: p.y + dy), size: size, color: c)
        case .textBox(let s, let r, let size, let c, let a):
            return .textBox(s, in: r.offsetBy(dx: dx, dy: dy), size: size, color: c, alignment: a)
        case .fillEllipse(let r, let c): return .fillEllipse(r.offsetBy(dx: dx, dy: dy), c)
        case .image(let name, let r): return .image(name, in: r.offsetBy(dx: dx, dy: dy))
        }
    }
}
