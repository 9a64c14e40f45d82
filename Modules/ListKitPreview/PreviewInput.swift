import ListKitCore
import ListKitJSON

/// What a preview page sends: one input, as one JSON object in a WebSocket
/// text message (`Documentation/viewport-sim.md`, "serve").
public enum PreviewInput: Hashable, Sendable {
    /// The first message: answers with the screen as it is.
    case hello
    /// Scroll to a content offset (clamped to the content), in one frame:
    /// `{"type": "scroll", "x": 0, "y": 120}`.
    case scroll(Point)
    /// A fling with a velocity along the scroll axis, in points a second;
    /// the engine's deceleration decides where it ends:
    /// `{"type": "fling", "velocity": -2400}`.
    case fling(velocity: Double)
    /// A tap at a point of the viewport: `{"type": "tap", "x": 100, "y": 40}`.
    case tap(Point)
    /// A wheel turned over a point of the viewport by `delta` points: the
    /// engine scrolls what is under the point, an orthogonal section
    /// sideways when the movement is mostly sideways, else the content:
    /// `{"type": "wheel", "x": 100, "y": 40, "dx": 0, "dy": 120}`.
    case wheel(at: Point, delta: Point)
    /// A horizontal swipe across the item under a point of the viewport by
    /// `distance` points (negative: to the left), let go there:
    /// `{"type": "swipe", "x": 300, "y": 40, "distance": -80}`.
    case swipe(at: Point, distance: Double)
    /// A horizontal drag that began at a point of the viewport and has moved
    /// `dx` points (negative: to the left); `ended` when the finger lifts,
    /// with its `velocity` in points a second. Over an orthogonal section
    /// the section follows the finger and, let go, flings as its behaviour
    /// lands it; over another item, letting go is a swipe across it:
    /// `{"type": "pan", "x": 100, "y": 50, "dx": -80, "ended": false, "velocity": 0}`.
    case pan(at: Point, dx: Double, ended: Bool, velocity: Double)
    /// A drag that picks up the item under `from` and drops it at `to`
    /// (viewport points), reordering it: `{"type": "move", "x": 20, "y": 120,
    /// "toX": 20, "toY": 300}`.
    case move(from: Point, to: Point)
    /// Time passing with nothing moving, in seconds (at most 1): what dwell
    /// rules wait for. The page sends it while no input comes:
    /// `{"type": "wait", "seconds": 0.5}`.
    case wait(seconds: Double)
    /// A new viewport size: `{"type": "resize", "width": 812, "height": 375}`.
    case resize(Size)
    /// Outlines and labels over the picture, on or off: `{"type": "overlay", "on": true}`.
    case overlay(Bool)
    /// Answers with what was done so far as a scroll script:
    /// `{"type": "record"}` (see `viewport-sim simulate`).
    case record

    /// The longest message read, in bytes: anything longer is refused unread.
    public static let maximumMessageBytes = 4_096

    /// Reads one message.
    ///
    /// - Throws: ``PreviewInputError`` saying what is wrong and where.
    public init(message bytes: [UInt8]) throws(PreviewInputError) {
        guard bytes.count <= Self.maximumMessageBytes else {
            throw PreviewInputError("the message is \(bytes.count) bytes; the limit is \(Self.maximumMessageBytes)")
        }
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw PreviewInputError("the message is not JSON: \(error.message)")
        }
        guard case .object(let object) = value else { throw PreviewInputError("the message is not a JSON object") }
        guard let type = object["type"]?.stringValue else { throw PreviewInputError("the message has no \"type\" string") }
        func number(_ key: String) throws(PreviewInputError) -> Double {
            guard case .number(let n)? = object[key] else { throw PreviewInputError("\"\(type)\" needs a number \"\(key)\"") }
            guard n.isFinite else { throw PreviewInputError("\"\(type)\".\(key) is \(n); it must be finite") }
            return n
        }
        switch type {
        case "hello": self = .hello
        case "scroll": self = .scroll(Point(x: try number("x"), y: try number("y")))
        case "fling": self = .fling(velocity: try number("velocity"))
        case "tap": self = .tap(Point(x: try number("x"), y: try number("y")))
        case "wheel":
            self = .wheel(at: Point(x: try number("x"), y: try number("y")), delta: Point(x: try number("dx"), y: try number("dy")))
        case "swipe": self = .swipe(at: Point(x: try number("x"), y: try number("y")), distance: try number("distance"))
        case "resize": self = .resize(Size(width: try number("width"), height: try number("height")))
        case "wait": self = .wait(seconds: try number("seconds"))
        case "pan":
            guard case .bool(let ended)? = object["ended"] else { throw PreviewInputError("\"pan\" needs a boolean \"ended\"") }
            self = .pan(
                at: Point(x: try number("x"), y: try number("y")), dx: try number("dx"), ended: ended,
                velocity: try number("velocity"))
        case "move":
            self = .move(from: Point(x: try number("x"), y: try number("y")), to: Point(x: try number("toX"), y: try number("toY")))
        case "overlay":
            guard case .bool(let on)? = object["on"] else { throw PreviewInputError("\"overlay\" needs a boolean \"on\"") }
            self = .overlay(on)
        case "record": self = .record
        default:
            throw PreviewInputError(
                "unknown message type \(JSONValue.quoted(type)) (known: hello, scroll, fling, tap, wheel, swipe, pan, move, wait, resize, overlay, record)")
        }
    }
}

/// A message a preview refused: what was wrong, in a sentence the page shows.
public struct PreviewInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
