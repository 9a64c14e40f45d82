import ListKit
import ListKitPicture
import SnapshotTesting

extension Snapshotting where Value == ComposeRenderer, Format == String {
    /// An SVG picture of what the renderer's collection view displays (see
    /// `SVGPicture`), its elements named by the renderer's
    /// ids; compared line by line, stored as `.svg`.
    ///
    /// ```swift
    /// assertSnapshot(of: renderer, as: .svg)
    /// ```
    public static var svg: Snapshotting { svg(options: SVGPictureOptions()) }

    /// An SVG picture drawn with `options` (labels, outlines, the whole content).
    public static func svg(options: SVGPictureOptions) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { renderer in
            SVGPicture.svg(of: renderer.collectionView, options: options) { attributes in
                let id = renderer.identifier.id(attributes, in: renderer.dataSource.composed)
                return (id?.sectionText, id?.itemText)
            }
        }
    }

    /// The frames of the elements the renderer's collection view displays,
    /// each with the renderer's id for it, as `FramesText` (ListKitDocument); stored as `.txt`.
    public static var frames: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { renderer in
            let composed = renderer.dataSource.composed
            return FramesText.displayed(by: renderer.collectionView) { attributes in
                renderer.identifier.id(attributes, in: composed)?.name(kind: attributes.elementKind)
            }
        }
    }
}

extension Snapshotting where Value == HeadlessCollectionView, Format == String {
    /// An SVG picture of what the collection view displays, unnamed.
    public static var svg: Snapshotting { svg(options: SVGPictureOptions()) }

    /// An SVG picture drawn with `options` (labels, outlines, the whole content).
    public static func svg(options: SVGPictureOptions) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { SVGPicture.svg(of: $0, options: options) }
    }

    /// The frames of the elements the collection view displays, as `FramesText` (ListKitDocument).
    public static var frames: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { FramesText.displayed(by: $0) }
    }
}
