import Foundation
import ListKitCore
import ListKitDocument
import ListKitLifecycle

/// A scroll script for `viewport-sim simulate`: what the user does, step by
/// step (format in `Documentation/viewport-sim.md`).
struct ScrollScript {
    /// One thing the user does.
    enum Step {
        /// Animate the content offset to a point.
        case scrollTo(x: Double?, y: Double?, seconds: Double, easing: ScrollEasing)
        /// Release with a velocity along the scroll axis and decelerate.
        case fling(velocity: Double, rate: DecelerationRate)
        /// Animate an orthogonal section's offset.
        case orthogonalScroll(section: Int, to: Double, seconds: Double, easing: ScrollEasing)
        /// Release an orthogonal section with a velocity; it lands as its behaviour says.
        case orthogonalFling(section: Int, velocity: Double, rate: DecelerationRate?)
        /// Let time pass.
        case wait(seconds: Double)
        /// Replace the document with another, diffed and applied as batch updates.
        case update(path: String)
        /// Tap at a point of the viewport.
        case tap(Point)
        /// Change the viewport's size.
        case resize(Size)
    }

    /// Frames per second, unless `--fps` says otherwise.
    var fps: Double?
    /// The visibility events to report for every element (default: display only).
    var visibility: VisibilityConfiguration = .displayOnly
    /// The steps, in order.
    var steps: [Step]

    /// Reads the script at `path`.
    ///
    /// - Throws: ``ToolFailure`` with the file and the JSON path of the problem.
    init(contentsOfFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolFailure(message: "\(path): $: cannot read the script")
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            let json = try JSONParser().parse(Array(data))
            var reader = ScriptReader(directory: directory)
            self = try reader.script(json)
        } catch let error as JSONParseError {
            throw ToolFailure(message: "\(path): \(DocumentError(error).description)")
        } catch let error as ScriptReader.Failure {
            throw ToolFailure(message: "\(path): \(error.path): \(error.message)")
        }
    }

    init(fps: Double?, visibility: VisibilityConfiguration, steps: [Step]) {
        self.fps = fps
        self.visibility = visibility
        self.steps = steps
    }
}
