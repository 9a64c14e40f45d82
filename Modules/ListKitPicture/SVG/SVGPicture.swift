import ListKitCore
import ListKitDSL
import ListKitEngine

/// An SVG 1.1 picture of a laid-out screen: the viewport at its content
/// offset, its safe area, and every element at its frame with what its
/// content view drew, in zIndex order.
///
/// The picture is in content coordinates (its `viewBox` starts at the
/// content offset), so an element's numbers are the layout's. Each element
/// is one `<g>` carrying `lk:` attributes (namespace `urn:listkit:picture`):
/// `lk:category`, `lk:kind` (not for cells), `lk:section`, `lk:item`,
/// `lk:section-id` and `lk:id` when known, `lk:frame` (`x y width height`),
/// `lk:z-index`, `lk:pinned="true"` for a pinned element and
/// `lk:view="none"` for an element without a view; a row an inset-grouped
/// list rounds adds `lk:corners` and `lk:corner-radius`. The same scene gives the
/// same bytes. The drawing rules are in `Documentation/Pictures.md`.
///
/// ```swift
/// let svg = SVGPicture.svg(of: renderer.collectionView, options: SVGPictureOptions(labels: true))
/// ```
public enum SVGPicture {
    /// The picture of what `collectionView` displays after a layout pass.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - options: Overlays, and whether to draw the whole content.
    ///   - names: The ids of an element; the default names none.
    public static func svg(
        of collectionView: HeadlessCollectionView, options: SVGPictureOptions = SVGPictureOptions(),
        names: PictureScene.Names = { _ in (nil, nil) }
    ) -> String {
        svg(PictureScene(collectionView: collectionView, wholeContent: options.wholeContent, names: names), options: options)
    }

    /// The picture of `scene`.
    ///
    /// - Parameters:
    ///   - scene: What to draw.
    ///   - options: Overlays, and whether the canvas is the whole content
    ///     (with the viewport drawn on it) or the viewport.
    public static func svg(_ scene: PictureScene, options: SVGPictureOptions = SVGPictureOptions()) -> String {
        let bounds = Rect(origin: scene.contentOffset, size: scene.viewport.size)
        var canvas = options.wholeContent ? bounds.union(Rect(origin: .zero, size: scene.contentSize)) : bounds
        let legend = options.accessibilityOrder ? scene.accessibilityMarkers : []
        let legendTop = canvas.maxY
        if !legend.isEmpty { canvas.size.height += Self.legendPadding * 2 + Self.legendLine * Double(legend.count) }
        let box = [canvas.minX, canvas.minY, canvas.width, canvas.height].map(SVGMarkup.number).joined(separator: " ")
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:lk=\"\(SVGMarkup.namespace)\" version=\"1.1\""
        out += SVGMarkup.attributes([
            ("width", SVGMarkup.number(canvas.width)), ("height", SVGMarkup.number(canvas.height)), ("viewBox", box),
        ])
        out += ">\n"
        out += "<rect lk:part=\"background\"" + SVGMarkup.attributes(SVGMarkup.geometry(canvas) + [("fill", "#FFFFFF")])
            + "/>\n"
        for rect in scene.listBackgrounds {
            out += "<rect lk:part=\"list-background\"" + SVGMarkup.attributes(
                SVGMarkup.geometry(rect) + SVGMarkup.paint("fill", PictureScene.groupedBackground)) + "/>\n"
        }
        let ordered = drawingOrder(scene.elements)
        for element in ordered {
            out += group(element)
            // An open row's buttons lie on its cell, under what is drawn above the cell.
            if element.attributes.category == .cell {
                for button in scene.swipeActions where button.indexPath == element.attributes.indexPath {
                    out += swipeAction(button)
                }
            }
        }
        if options.outlines {
            for element in ordered {
                out += "<rect lk:part=\"outline\"" + SVGMarkup.attributes(
                    SVGMarkup.geometry(element.attributes.frame)
                        + [("fill", "none"), ("stroke", "#FF3B30"), ("stroke-width", "0.5")]) + "/>\n"
            }
        }
        if options.labels {
            for element in ordered {
                let frame = element.attributes.frame
                out += "<text lk:part=\"label\"" + SVGMarkup.attributes([
                    ("x", SVGMarkup.number(frame.minX + 2)), ("y", SVGMarkup.number(frame.minY + 2)),
                    ("font-family", "monospace"), ("font-size", "10"), ("dominant-baseline", "text-before-edge"),
                    ("fill", "#D70015"),
                ]) + ">" + SVGMarkup.escaped(label(element)) + "</text>\n"
            }
        }
        let inset = scene.viewport.contentInset
        if inset != .zero {
            let safe = bounds.inset(by: inset)
            out += "<rect lk:part=\"safe-area\"" + SVGMarkup.attributes(
                SVGMarkup.geometry(safe)
                    + [("fill", "none"), ("stroke", "#007AFF"), ("stroke-width", "1"), ("stroke-dasharray", "4 4")])
                + "/>\n"
        }
        // Inside the canvas by half its line, so that all of it shows.
        let outline = bounds.inset(by: DirectionalEdgeInsets(all: 0.5))
        out += "<rect lk:part=\"viewport\"" + SVGMarkup.attributes(
            SVGMarkup.geometry(outline) + [("fill", "none"), ("stroke", "#000000"), ("stroke-width", "1")]) + "/>\n"
        if options.accessibilityOrder {
            out += accessibilityOrder(scene.accessibilityMarkers, legendAt: Point(x: canvas.minX, y: legendTop))
        }
        out += "</svg>\n"
        return out
    }

    /// The elements by zIndex, those of equal zIndex in the scene's order.
    static func drawingOrder(_ elements: [PictureElement]) -> [PictureElement] {
        elements.enumerated().sorted {
            ($0.element.attributes.zIndex, $0.offset) < ($1.element.attributes.zIndex, $1.offset)
        }.map(\.element)
    }

    /// The label overlay's text: `section.item`, the kind for other than
    /// cells, then the id when known.
    static func label(_ element: PictureElement) -> String {
        let a = element.attributes
        var text = "\(a.indexPath.section).\(a.indexPath.item)"
        if a.category != .cell, let kind = a.elementKind { text += " " + kind }
        if let id = element.id { text += " " + id }
        return text
    }
}
