import ListKit
import ListKitDocument
import ListKitCore

/// Why a simulation stopped: which step, and what went wrong.
public enum SimulationError: Error, CustomStringConvertible {
    /// The frame rate is not usable.
    case frameRate(InvalidNumber)
    /// A step's motion could not be made (a number the physics refuses).
    case motion(step: Int, InvalidNumber)
    /// A step (`orthogonalScroll` or `orthogonalFling`, its `kind`) names a
    /// section that does not scroll orthogonally or does not exist.
    case notOrthogonal(step: Int, kind: String, section: Int, sectionCount: Int)
    /// A tap at a point (viewport coordinates) outside the viewport.
    case tapOutsideViewport(step: Int, point: Point, viewport: Size)
    /// An update's document at `path` could not be loaded or composed:
    /// the loader's own error, kept as it was thrown (a `DocumentError`
    /// naming the JSON path, or a `DocumentLoadError` naming a plugin).
    case document(step: Int?, path: String, error: any Error & CustomStringConvertible)
    /// The renderer met a problem it reports as an issue (a refused update,
    /// a layout the engine refuses).
    case render(step: Int?, RenderIssue)

    /// One line, the step's JSON path first.
    public var description: String {
        func at(_ step: Int?) -> String { step.map { "$.steps[\($0)]: " } ?? "" }
        switch self {
        case .frameRate(let error):
            return "fps: \(error.description)"
        case .motion(let step, let error):
            return at(step) + error.description
        case .notOrthogonal(let step, let kind, let section, let count):
            return "$.steps[\(step)].\(kind).section: "
                + CollectionViewError.notOrthogonal(section: section, sectionCount: count).description
        case .tapOutsideViewport(let step, let point, let viewport):
            return "$.steps[\(step)].tap: (\(Self.number(point.x)), \(Self.number(point.y))) is outside the "
                + "\(Self.number(viewport.width)) × \(Self.number(viewport.height)) viewport"
        case .document(let step, let path, let error):
            return at(step) + "\(path): \(error.description)"
        case .render(let step, let issue):
            return at(step) + issue.description
        }
    }

    /// `n` without a fractional part when it has none.
    private static func number(_ n: Double) -> String { OutputNumber.exact(n) }
}
