import ListKitCore

extension LayoutOutput {
    /// What a visible-items invalidation handler changed in an element's
    /// appearance, as output fields: `alpha` when not 1 and `transform`
    /// (`[a, b, c, d, tx, ty]`) when not the identity; none otherwise, so an
    /// element untouched by a handler prints as before.
    public static func appearanceFields(of element: LayoutAttributes) -> [(String, String)] {
        var fields: [(String, String)] = []
        if element.alpha != 1 { fields.append(("alpha", OutputNumber.format(element.alpha))) }
        if !element.transform.isIdentity {
            let numbers = element.transform.components.map(OutputNumber.format).joined(separator: ", ")
            fields.append(("transform", "[" + numbers + "]"))
        }
        return fields
    }
}
