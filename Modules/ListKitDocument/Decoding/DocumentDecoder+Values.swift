import ListKitCore
import ListKitEngine

/// The small values: sizes, dimensions, spacings, edge spacing, insets, points.
extension DocumentDecoder {
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    func layoutSize(_ field: JSONField) throws(DocumentError) -> LayoutSize {
        let o = try field.object(allowed: ["width", "height"])
        let width = try dimension(o.required("width"))
        let height = try dimension(o.required("height"))
        return LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Exactly one of `fractionalWidth`, `fractionalHeight`, `absolute` or
    /// `estimated`, each number checked by the engine's rule for it.
    func dimension(_ field: JSONField) throws(DocumentError) -> LayoutDimension {
        let o = try field.object(allowed: Self.dimensionKeys)
        let present = o.present(Self.dimensionKeys)
        guard present.count == 1, let key = present.first else {
            throw field.error(.needsExactlyOne(of: Self.dimensionKeys, found: present))
        }
        let value = try o.required(key)
        switch key {
        case "fractionalWidth": return .fractionalWidth(try fraction(value))
        case "fractionalHeight": return .fractionalHeight(try fraction(value))
        case "absolute": return .absolute(try value.length())
        default: return .estimated(try estimate(value))
        }
    }

    func fraction(_ field: JSONField) throws(DocumentError) -> Double {
        try field.checked(LayoutValidator.fractionProblem)
    }

    func estimate(_ field: JSONField) throws(DocumentError) -> Double {
        try field.checked(LayoutValidator.estimateProblem)
    }

    /// Exactly one of `fixed` and `flexible`, each a length.
    func spacing(_ field: JSONField) throws(DocumentError) -> LayoutSpacing {
        let keys = ["fixed", "flexible"]
        let o = try field.object(allowed: keys)
        let present = o.present(keys)
        guard present.count == 1 else { throw field.error(.needsExactlyOne(of: keys, found: present)) }
        if let f = o.field("fixed") { return .fixed(try f.length()) }
        return .flexible(try o.required("flexible").length())
    }

    /// Any of `leading`, `top`, `trailing`, `bottom`, each a spacing.
    func edgeSpacing(_ field: JSONField) throws(DocumentError) -> EdgeSpacing {
        let o = try field.object(allowed: ["leading", "top", "trailing", "bottom"])
        var edges = EdgeSpacing()
        if let f = o.field("leading") { edges.leading = try spacing(f) }
        if let f = o.field("top") { edges.top = try spacing(f) }
        if let f = o.field("trailing") { edges.trailing = try spacing(f) }
        if let f = o.field("bottom") { edges.bottom = try spacing(f) }
        return edges
    }

    /// Any of `top`, `leading`, `bottom`, `trailing`, each a length; missing edges are 0.
    func insets(_ field: JSONField) throws(DocumentError) -> DirectionalEdgeInsets {
        let o = try field.object(allowed: ["top", "leading", "bottom", "trailing"])
        var insets = DirectionalEdgeInsets()
        if let f = o.field("top") { insets.top = try f.length() }
        if let f = o.field("leading") { insets.leading = try f.length() }
        if let f = o.field("bottom") { insets.bottom = try f.length() }
        if let f = o.field("trailing") { insets.trailing = try f.length() }
        return insets
    }

    /// Both `x` and `y`, each a coordinate.
    func point(_ field: JSONField) throws(DocumentError) -> Point {
        let o = try field.object(allowed: ["x", "y"])
        return Point(x: try o.required("x").coordinate(), y: try o.required("y").coordinate())
    }
}
