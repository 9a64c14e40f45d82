import ListKitCore

extension LayoutOutput {
    /// What a visible-items invalidation handler changed in an element's
    /// appearance, as output fields: `alpha` when not 1, `transform` (a JSON
    /// array `[a,b,c,d,tx,ty]`, no spaces) when not the identity; none
    /// otherwise, so an element untouched by a handler prints as before.
    public static func appearanceFields(of element: LayoutAttributes) -> [(String, String)] {
        var fields: [(String, String)] = []
        if element.alpha != 1 { fields.append(("alpha", OutputNumber.format(element.alpha))) }
        let t = element.transform
        if !t.isIdentity {
            let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { OutputNumber.format(Double($0)) }
            fields.append(("transform", "[" + parts.joined(separator: ",") + "]"))
        }
        return fields
    }
}
