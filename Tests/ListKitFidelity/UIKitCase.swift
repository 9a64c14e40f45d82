import ListKit

/// One screen of real UIKit output, measured pixel by pixel from a public
/// image, with what ListKit must lay out for it. How each was measured is in
/// `Documentation/Fidelity.md`; the images stay outside the repository.
public struct UIKitCase: Sendable, CustomStringConvertible {
    /// Where the image is, and what it shows.
    public struct Source: Sendable {
        /// The GitHub repository (`owner/name`).
        public var repository: String
        /// The commit the image was read at.
        public var commit: String
        /// The image's path in the repository.
        public var path: String
        /// The device (or the configuration) it was rendered on, and its scale.
        public var device: String
        /// The iOS version, and how it is known.
        public var iOS: String
    }

    /// What is compared: an element's frame, or what a row drew.
    public enum Target: Sendable, CustomStringConvertible {
        /// A cell's frame.
        case cell(section: Int, item: Int)
        /// A supplementary's frame.
        case supplementary(kind: String, section: Int, item: Int)
        /// A decoration's frame (a list's separator: kind `separator`).
        case decoration(kind: String, section: Int, item: Int)
        /// The rectangle a row's toggle accessory fills.
        case toggle(section: Int, item: Int)

        public var description: String {
            switch self {
            case .cell(let s, let i): "cell \(s).\(i)"
            case .supplementary(let k, let s, let i): "\(k) \(s).\(i)"
            case .decoration(let k, let s, let i): "\(k) \(s).\(i)"
            case .toggle(let s, let i): "toggle of \(s).\(i)"
            }
        }
    }

    /// One measured rectangle, in points on the screen (the collection
    /// view's visible coordinates: its frame's origin at 0, 0).
    public struct Expected: Sendable {
        /// What.
        public var target: Target
        /// Where UIKit drew it.
        public var frame: Rect
        /// What was measured, in the image's pixels.
        public var measured: String
        /// Whether only the horizontal edges were measured (or are UIKit's
        /// rule rather than another's; the case says why).
        public var horizontalOnly = false
    }

    /// A short name.
    public var name: String
    /// The image.
    public var source: Source
    /// What the test that made the image configured, in words.
    public var configured: String
    /// The collection view, as UIKit sized it.
    public var viewport: Viewport
    /// The same screen in ListKit.
    public var layout: @Sendable () -> ComposedLayout
    /// The measured rectangles.
    public var expected: [Expected]

    public var description: String { name }

    /// A length in points of `pixels` device pixels at @3x (every image here is @3x).
    public static func px(_ pixels: Double) -> Double { pixels / 3 }
}
