import ListKitCore

extension LayoutOutput {
    /// What a visible-items invalidation handler changed in an element's
    /// appearance, as output fields: `alpha` when not 1; none otherwise, so an
    /// element untouched by a handler prints as before.
    public static func appearanceFields(of element: LayoutAttributes) -> [(String, String)] {
        element.alpha != 1 ? [("alpha", OutputNumber.format(element.alpha))] : []
    }
}
