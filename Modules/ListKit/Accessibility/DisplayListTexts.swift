import ListKitCore
import ListKitDSL
import ListKitEngine

/// The texts and images a content view draws, read from its flattened
/// display list, each text with the opaque colour behind it.
struct DisplayListTexts {
    /// The texts, in drawing order, frames in the view's coordinates.
    var texts: [AccessibleText] = []
    /// The names of the images drawn.
    var imageNames: [String] = []

    /// Reads `operations` (a view's ``ContentView/flattenedDisplayList()``)
    /// over `screen`, the opaque colour behind the view.
    ///
    /// A text's background is sampled at one point: its leading point half
    /// its size down (`text`), or its box's centre across and half its size
    /// down (`textBox`). Every fill drawn before the text that holds that
    /// point (a rectangle's fill, an ellipse's) is composited, in order,
    /// over `screen`. Images are taken as not covering anything (their
    /// pixels are unknown).
    init(_ operations: [DrawOperation], over screen: Color) {
        var fills: [(shape: DrawOperation, color: Color)] = []
        for operation in operations {
            switch operation {
            case .fillRect(_, let color), .fillEllipse(_, let color):
                fills.append((operation, color))
            case .text(let string, let point, let size, let color):
                let frame = Rect(x: point.x, y: point.y, width: 0, height: size)
                let sample = Point(x: point.x, y: point.y + size / 2)
                texts.append(AccessibleText(
                    string: string, frame: frame, size: size, color: color,
                    background: Self.background(at: sample, fills, over: screen)))
            case .textBox(let string, let box, let size, let color, _):
                let sample = Point(x: box.midX, y: box.minY + Swift.min(size, box.height) / 2)
                texts.append(AccessibleText(
                    string: string, frame: box, size: size, color: color,
                    background: Self.background(at: sample, fills, over: screen)))
            case .image(let name, _):
                imageNames.append(name)
            case .strokeRect:
                break
            }
        }
    }

    /// The fills that hold `point`, composited in order over `screen`.
    private static func background(at point: Point, _ fills: [(shape: DrawOperation, color: Color)], over screen: Color) -> Color {
        var color = screen
        for fill in fills where Self.holds(fill.shape, point) {
            color = fill.color.composited(over: color)
        }
        return color
    }

    /// Whether a fill's shape holds `point` (its edges included).
    private static func holds(_ shape: DrawOperation, _ point: Point) -> Bool {
        switch shape {
        case .fillRect(let rect, _):
            return rect.minX <= point.x && point.x <= rect.maxX && rect.minY <= point.y && point.y <= rect.maxY
        case .fillEllipse(let rect, _):
            guard rect.width > 0, rect.height > 0 else { return false }
            let dx = (point.x - rect.midX) / (rect.width / 2)
            let dy = (point.y - rect.midY) / (rect.height / 2)
            return dx * dx + dy * dy <= 1
        default:
            return false
        }
    }

    /// The label the texts make: their strings in reading order
    /// (``ReadingOrder``), empty ones left out, joined by `", "`.
    func label(direction: LayoutDirection) -> String {
        ReadingOrder.order(of: texts.map(\.frame), direction: direction)
            .map { texts[$0].string.trimmingSpaces }
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
    }
}

extension String {
    /// The string without leading and trailing spaces (U+0020).
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
