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

    /// An SVG picture drawn with `options` (labels, outlines, the whole
    /// content, VoiceOver's order numbered with a legend).
    public static func svg(options: SVGPictureOptions) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { renderer in
            var scene = PictureScene(collectionView: renderer.collectionView, wholeContent: options.wholeContent) { attributes in
                let id = renderer.identifier.id(attributes, in: renderer.dataSource.composed)
                return (id?.sectionText, id?.itemText)
            }
            if options.accessibilityOrder {
                scene.markAccessibilityOrder(renderer.accessibilityElements().map { ($0.frame, $0.description) })
            }
            return SVGPicture.svg(scene, options: options)
        }
    }

    /// What VoiceOver reads on the renderer's screen, in its order, and the
    /// audit's findings, as `AccessibilityText` writes them (one line per
    /// element, one per finding, a summary); stored as `.txt`.
    ///
    /// ```swift
    /// assertSnapshot(of: renderer, as: .accessibility)
    /// ```
    public static var accessibility: Snapshotting { accessibility(AccessibilityAuditConfiguration()) }

    /// The same, audited with `configuration` (the checks to run, their thresholds).
    public static func accessibility(_ configuration: AccessibilityAuditConfiguration) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { renderer in
            let lines = AccessibilityText.lines(
                elements: renderer.accessibilityElements(), findings: renderer.auditAccessibility(configuration))
            return lines.joined(separator: "\n") + "\n"
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
