import ListKitCore
import ListKitDSL

extension SVGPicture {
    /// One element's `<g>`, wrapped in its clip when it has one.
    static func group(_ element: PictureElement) -> String {
        let a = element.attributes
        var pairs: [(String, String)] = [("lk:category", a.category.rawValue)]
        if a.category != .cell, let kind = a.elementKind { pairs.append(("lk:kind", kind)) }
        pairs.append(("lk:section", String(a.indexPath.section)))
        pairs.append(("lk:item", String(a.indexPath.item)))
        if let id = element.sectionID { pairs.append(("lk:section-id", id)) }
        if let id = element.id { pairs.append(("lk:id", id)) }
        let f = a.frame
        pairs.append(("lk:frame", [f.minX, f.minY, f.width, f.height].map(SVGMarkup.number).joined(separator: " ")))
        pairs.append(("lk:z-index", String(a.zIndex)))
        if a.isPinned { pairs.append(("lk:pinned", "true")) }
        if element.content == nil { pairs.append(("lk:view", "none")) }
        let rounded = RoundedRow(element)
        if let rounded {
            pairs.append(("lk:corners", rounded.names))
            pairs.append(("lk:corner-radius", SVGMarkup.number(rounded.radius)))
        }
        pairs.append(("transform", transform(of: a)))
        if a.alpha.isFinite, a.alpha < 1 { pairs.append(("opacity", SVGMarkup.number(Swift.max(0, a.alpha)))) }
        var out = ""
        if let clip = element.clip {
            let box = [clip.minX, clip.minY, clip.width, clip.height].map(SVGMarkup.number).joined(separator: " ")
            out += "<svg" + SVGMarkup.attributes(SVGMarkup.geometry(clip) + [("viewBox", box), ("overflow", "hidden")])
                + ">\n"
        }
        out += "<g" + SVGMarkup.attributes(pairs) + ">\n"
        if let content = element.content {
            // A rounded list row: what it drew, clipped to its rounded shape.
            var lines: [String] = []
            if let background = element.background {
                lines.append("<rect" + SVGMarkup.attributes(
                    SVGMarkup.geometry(Rect(origin: .zero, size: f.size)) + SVGMarkup.paint("fill", background)) + "/>")
            }
            if content.isPlaceholder, a.category == .cell {
                lines += placeholderMarkup(a)
            }
            lines += contentMarkup(content, size: f.size)
            if let rounded {
                let id = "lk-row-\(a.indexPath.section)-\(a.indexPath.item)"
                out += "  <clipPath" + SVGMarkup.attributes([("id", id)]) + "><path"
                    + SVGMarkup.attributes([("d", rounded.path(size: f.size))]) + "/></clipPath>\n"
                out += "  <g" + SVGMarkup.attributes([("clip-path", "url(#\(id))")]) + ">\n"
                for line in lines { out += "    " + line + "\n" }
                out += "  </g>\n"
            } else {
                for line in lines { out += "  " + line + "\n" }
            }
        } else {
            // No view: the frame alone, dashed.
            out += "  <rect" + SVGMarkup.attributes(
                SVGMarkup.geometry(Rect(origin: .zero, size: f.size))
                    + [("fill", "none"), ("stroke", "#C7C7CC"), ("stroke-width", "1"), ("stroke-dasharray", "2 2")])
                + "/>\n"
        }
        out += "</g>\n"
        if element.clip != nil { out += "</svg>\n" }
        return out
    }

    /// The light tints of placeholder cells, one per section in turn.
    static let placeholderTints: [Color] = [
        Color(rgb: 0xE1EEFF), Color(rgb: 0xE0F5E6), Color(rgb: 0xFFF0DB),
        Color(rgb: 0xF1E6FF), Color(rgb: 0xFFE3E9), Color(rgb: 0xDDF3F5),
    ]

    /// A cell that names no component: its section's tint, outlined inside
    /// its frame, with its index path (`section.item`) in small text at its
    /// top-leading corner.
    static func placeholderMarkup(_ a: LayoutAttributes) -> [String] {
        let n = SVGMarkup.number
        let size = a.frame.size
        let section = a.indexPath.section
        let tint = placeholderTints[((section % placeholderTints.count) + placeholderTints.count) % placeholderTints.count]
        let inner = Rect(origin: .zero, size: size).inset(by: DirectionalEdgeInsets(all: 0.5))
        return [
            "<rect" + SVGMarkup.attributes(
                SVGMarkup.geometry(inner) + SVGMarkup.paint("fill", tint)
                    + [("stroke", "#8E8E93"), ("stroke-width", "1")]) + "/>",
            "<text" + SVGMarkup.attributes([
                ("x", n(4)), ("y", n(3)), ("font-family", "monospace"), ("font-size", "9"),
                ("dominant-baseline", "text-before-edge"), ("fill", "#3C3C43"),
            ]) + ">" + SVGMarkup.escaped("\(section).\(a.indexPath.item)") + "</text>",
        ]
    }

    /// The group's transform: to the frame's origin, then the element's
    /// transform about its centre, as UIKit applies a view's transform.
    static func transform(of a: LayoutAttributes) -> String {
        let n = SVGMarkup.number
        let f = a.frame
        guard !a.transform.isIdentity else { return "translate(\(n(f.minX)) \(n(f.minY)))" }
        let t = a.transform
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { n(Double($0)) }.joined(separator: " ")
        let halfWidth = f.width / 2
        let halfHeight = f.height / 2
        return "translate(\(n(f.minX + halfWidth)) \(n(f.minY + halfHeight))) matrix(\(matrix)) "
            + "translate(\(n(-halfWidth)) \(n(-halfHeight)))"
    }

    /// What `content` drew, one SVG element a line, in the element's
    /// coordinates (`size` is the element's): the background and the border
    /// with the view's corner radius, everything else as drawn.
    static func contentMarkup(_ content: ContentView, size: Size) -> [String] {
        var operations = content.flattenedDisplayList()
        let origin = content.frame.origin
        if origin.x != 0 || origin.y != 0 {
            operations = operations.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        }
        let radius = content.cornerRadius.isFinite ? Swift.max(0, content.cornerRadius) : 0
        let background = content.backgroundColor != nil ? 0 : nil
        let border = content.borderWidth > 0 ? operations.count - 1 : nil
        return operations.enumerated().map { position, operation in
            let rounded = radius > 0 && (position == background || position == border)
            return markup(operation, cornerRadius: rounded ? radius : 0)
        }
    }

    /// One drawing command as SVG.
    static func markup(_ operation: DrawOperation, cornerRadius: Double) -> String {
        let n = SVGMarkup.number
        switch operation {
        case .fillRect(let rect, let color):
            return "<rect" + SVGMarkup.attributes(
                SVGMarkup.geometry(rect) + corner(cornerRadius, rect) + SVGMarkup.paint("fill", color)) + "/>"
        case .strokeRect(let rect, let color, let lineWidth):
            // The line lies inside the rectangle, as a layer's border does.
            let width = lineWidth.isFinite ? Swift.max(0, lineWidth) : 0
            let inner = rect.inset(by: DirectionalEdgeInsets(all: width / 2))
            return "<rect" + SVGMarkup.attributes(
                SVGMarkup.geometry(inner) + corner(Swift.max(0, cornerRadius - width / 2), inner) + [("fill", "none")]
                    + SVGMarkup.paint("stroke", color) + [("stroke-width", n(width))]) + "/>"
        case .text(let string, let point, let size, let color):
            return text(string, x: point.x, y: point.y, size: size, color: color)
        case .textBox(let string, let rect, let size, let color, let alignment):
            // A nested viewport clips the text to its box.
            let width = Swift.max(0, rect.width)
            let (x, anchor): (Double, String?) = switch alignment {
            case .leading: (0, nil)
            case .center: (width / 2, "middle")
            case .trailing: (width, "end")
            }
            return "<svg" + SVGMarkup.attributes(SVGMarkup.geometry(rect) + [("overflow", "hidden")]) + ">"
                + text(string, x: x, y: 0, size: size, color: color, anchor: anchor) + "</svg>"
        case .fillEllipse(let rect, let color):
            let rx = Swift.max(0, rect.width) / 2
            let ry = Swift.max(0, rect.height) / 2
            return "<ellipse" + SVGMarkup.attributes(
                [("cx", n(rect.minX + rx)), ("cy", n(rect.minY + ry)), ("rx", n(rx)), ("ry", n(ry))]
                    + SVGMarkup.paint("fill", color)) + "/>"
        case .image(let name, let rect):
            let cross = "M\(n(rect.minX)) \(n(rect.minY))L\(n(rect.maxX)) \(n(rect.maxY))"
                + "M\(n(rect.maxX)) \(n(rect.minY))L\(n(rect.minX)) \(n(rect.maxY))"
            return "<rect" + SVGMarkup.attributes(
                [("lk:image", name)] + SVGMarkup.geometry(rect)
                    + [("fill", "#E5E5EA"), ("stroke", "#8E8E93"), ("stroke-width", "1")]) + "/>"
                + "<path" + SVGMarkup.attributes([("d", cross), ("stroke", "#8E8E93"), ("stroke-width", "1")]) + "/>"
        }
    }

    /// Text with its top at `y`, starting at `x` (with an `anchor`,
    /// `text-anchor`'s `middle` or `end`: centred on or ending at `x`).
    private static func text(
        _ string: String, x: Double, y: Double, size: Double, color: Color, anchor: String? = nil
    ) -> String {
        let n = SVGMarkup.number
        var pairs = [
            ("x", n(x)), ("y", n(y)), ("font-family", "sans-serif"), ("font-size", n(size)),
            ("dominant-baseline", "text-before-edge"),
        ]
        if let anchor { pairs.append(("text-anchor", anchor)) }
        return "<text" + SVGMarkup.attributes(pairs + SVGMarkup.paint("fill", color)) + ">"
            + SVGMarkup.escaped(string) + "</text>"
    }

    /// `rx`/`ry` for a corner radius (none for 0), no more than half the rectangle's sides.
    private static func corner(_ radius: Double, _ rect: Rect) -> [(String, String)] {
        let r = Swift.min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else { return [] }
        return [("rx", SVGMarkup.number(r)), ("ry", SVGMarkup.number(r))]
    }
}
