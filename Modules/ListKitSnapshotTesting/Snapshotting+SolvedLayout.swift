import ListKit
import ListKitPicture
import SnapshotTesting

extension Snapshotting where Value == SolvedLayout, Format == String {
    /// An SVG picture of the layout's frames at the rest offset (the
    /// elements that meet the viewport, drawn as dashed frames: a solved
    /// layout has no content views); stored as `.svg`.
    public static var svg: Snapshotting { svg(options: SVGPictureOptions()) }

    /// An SVG picture drawn with `options` (labels, outlines, the whole content).
    public static func svg(options: SVGPictureOptions) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { solved in
            SVGPicture.svg(PictureScene(solved: solved, wholeContent: options.wholeContent), options: options)
        }
    }

    /// Every element of the layout at the rest offset, as `FramesText` (ListKitDocument); stored as `.txt`.
    public static var frames: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { solved in
            FramesText.text(
                contentSize: solved.contentSize, contentOffset: solved.restContentOffset,
                elements: solved.allElements())
        }
    }
}
