import ListKitCore
import ListKitEngine

/// The rounded shape of an inset-grouped list row in a picture: which
/// corners, at what radius, as attribute names and as an SVG path.
struct RoundedRow {
    /// The rounded corners (not empty).
    let corners: ListRowCorners
    /// The radius, above 0 and finite.
    let radius: Double

    /// The row shape of `element`, or `nil` when it rounds nothing.
    init?(_ element: PictureElement) {
        let radius = element.cornerRadius
        guard !element.roundedCorners.isEmpty, radius.isFinite, radius > 0 else { return nil }
        corners = element.roundedCorners
        self.radius = radius
    }

    /// `lk:corners`: the rounded corners' names, space separated, in the
    /// order top-leading, top-trailing, bottom-trailing, bottom-leading.
    var names: String {
        let all: [(ListRowCorners, String)] = [
            (.topLeading, "top-leading"), (.topTrailing, "top-trailing"),
            (.bottomTrailing, "bottom-trailing"), (.bottomLeading, "bottom-leading"),
        ]
        return all.filter { corners.contains($0.0) }.map(\.1).joined(separator: " ")
    }

    /// The row's outline in its own coordinates (`size` is its frame's),
    /// each rounded corner an arc of the radius (at most half the shorter side).
    func path(size: Size) -> String {
        let n = SVGMarkup.number
        let w = size.width
        let h = size.height
        let r = Swift.min(self.radius, w / 2, h / 2)
        func rounding(_ corner: ListRowCorners) -> Double { corners.contains(corner) ? r : 0 }
        let tl = rounding(.topLeading), tr = rounding(.topTrailing)
        let br = rounding(.bottomTrailing), bl = rounding(.bottomLeading)
        func arc(_ r: Double, _ x: Double, _ y: Double) -> String {
            r > 0 ? "A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y)) " : ""
        }
        var d = "M\(n(tl)) 0 H\(n(w - tr)) " + arc(tr, w, tr)
        d += "V\(n(h - br)) " + arc(br, w - br, h)
        d += "H\(n(bl)) " + arc(bl, 0, h - bl)
        d += "V\(n(tl)) " + arc(tl, tl, 0) + "Z"
        return d
    }
}
