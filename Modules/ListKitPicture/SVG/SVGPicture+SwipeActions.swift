import ListKitCore
import ListKitEngine

extension SVGPicture {
    /// The fill of a destructive action's button: UIKit's `systemRed` (light).
    static let destructiveFill = "#FF3B30"
    /// The fill of a normal action's button: UIKit's `systemGray` (light).
    static let normalFill = "#8E8E93"

    /// A revealed swipe action's button: a `<g lk:part="swipe-action">`
    /// carrying `lk:title`, `lk:style`, `lk:edge`, `lk:section`, `lk:item` and
    /// `lk:frame`, a rectangle of its style's colour over the cell's edge and
    /// its title in white, centred.
    static func swipeAction(_ button: RevealedSwipeAction) -> String {
        let n = SVGMarkup.number
        let f = button.frame
        let pairs: [(String, String)] = [
            ("lk:part", "swipe-action"), ("lk:title", button.action.title), ("lk:style", button.action.style.rawValue),
            ("lk:edge", button.edge.rawValue), ("lk:section", String(button.indexPath.section)),
            ("lk:item", String(button.indexPath.item)),
            ("lk:frame", [f.minX, f.minY, f.width, f.height].map(n).joined(separator: " ")),
            ("transform", "translate(\(n(f.minX)) \(n(f.minY)))"),
        ]
        let fill = button.action.style == .destructive ? destructiveFill : normalFill
        var out = "<g" + SVGMarkup.attributes(pairs) + ">\n"
        out += "  <rect" + SVGMarkup.attributes(SVGMarkup.geometry(Rect(origin: .zero, size: f.size)) + [("fill", fill)])
            + "/>\n"
        out += "  <text" + SVGMarkup.attributes([
            ("x", n(f.width / 2)), ("y", n(f.height / 2)), ("font-family", "sans-serif"), ("font-size", "15"),
            ("text-anchor", "middle"), ("dominant-baseline", "central"), ("fill", "#FFFFFF"),
        ]) + ">" + SVGMarkup.escaped(button.action.title) + "</text>\n"
        out += "</g>\n"
        return out
    }
}
