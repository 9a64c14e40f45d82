import ListKitCore

extension SVGPicture {
    /// The height of one legend line, in points.
    static let legendLine = 16.0
    /// The space above and below the legend, in points.
    static let legendPadding = 8.0
    /// The markers' colours, by order (cycled), so that neighbours differ.
    static let markerColors = ["#0A84FF", "#FF9F0A", "#30D158", "#BF5AF2", "#FF375F", "#64D2FF"]

    /// VoiceOver's order drawn over the picture: each marker's frame
    /// outlined in its colour with its number in a circle at the top-leading
    /// corner (`lk:part="accessibility-marker"`, `lk:order`), then the legend
    /// from `origin` down (`lk:part="accessibility-legend"`): each number in
    /// its colour and the marker's text.
    static func accessibilityOrder(_ markers: [AccessibilityMarker], legendAt origin: Point) -> String {
        var out = ""
        for marker in markers {
            let color = markerColors[(marker.order - 1) % markerColors.count]
            let frame = marker.frame
            out += "<g lk:part=\"accessibility-marker\"" + SVGMarkup.attributes([("lk:order", "\(marker.order)")]) + ">"
            out += "<title>" + SVGMarkup.escaped("\(marker.order). \(marker.text)") + "</title>"
            out += "<rect" + SVGMarkup.attributes(
                SVGMarkup.geometry(frame.inset(by: DirectionalEdgeInsets(all: 1)))
                    + [("fill", "none"), ("stroke", color), ("stroke-width", "2")]) + "/>"
            out += "<circle" + SVGMarkup.attributes([
                ("cx", SVGMarkup.number(frame.minX + 9)), ("cy", SVGMarkup.number(frame.minY + 9)), ("r", "8"),
                ("fill", color),
            ]) + "/>"
            out += "<text" + SVGMarkup.attributes([
                ("x", SVGMarkup.number(frame.minX + 9)), ("y", SVGMarkup.number(frame.minY + 9)), ("font-family", "sans-serif"),
                ("font-size", "10"), ("text-anchor", "middle"), ("dominant-baseline", "central"), ("fill", "#FFFFFF"),
            ]) + ">\(marker.order)</text></g>\n"
        }
        guard !markers.isEmpty else { return out }
        out += "<g lk:part=\"accessibility-legend\">\n"
        for (index, marker) in markers.enumerated() {
            let color = markerColors[(marker.order - 1) % markerColors.count]
            let y = origin.y + legendPadding + legendLine * Double(index) + legendLine / 2
            out += "<circle" + SVGMarkup.attributes([
                ("cx", SVGMarkup.number(origin.x + 16)), ("cy", SVGMarkup.number(y)), ("r", "7"), ("fill", color),
            ]) + "/>"
            out += "<text" + SVGMarkup.attributes([
                ("x", SVGMarkup.number(origin.x + 16)), ("y", SVGMarkup.number(y)), ("font-family", "sans-serif"),
                ("font-size", "9"), ("text-anchor", "middle"), ("dominant-baseline", "central"), ("fill", "#FFFFFF"),
            ]) + ">\(marker.order)</text>"
            out += "<text" + SVGMarkup.attributes([
                ("x", SVGMarkup.number(origin.x + 30)), ("y", SVGMarkup.number(y)), ("font-family", "sans-serif"),
                ("font-size", "11"), ("dominant-baseline", "central"), ("fill", "#000000"),
            ]) + ">" + SVGMarkup.escaped(marker.text) + "</text>\n"
        }
        out += "</g>\n"
        return out
    }
}
