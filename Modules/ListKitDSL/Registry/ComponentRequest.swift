import ListKitCore

/// What a ``ComponentRegistry`` factory is asked to make: one component of a
/// kind, for one item, supplementary or decoration.
public struct ComponentRequest: Sendable {
    /// The kind name, such as `"label"` or `"com.listkit.badge"`.
    public var kind: String
    /// The component's id: the item's id, or the element kind for a
    /// supplementary or decoration.
    public var id: String
    /// The props.
    public var props: ComponentProps
    /// The size the component reports when the DSL places it. A component
    /// made for a layout document is placed by the document's layout, which
    /// does not ask it (default: both dimensions estimated at 44 points).
    public var layoutSize: LayoutSize

    /// Creates a request.
    public init(
        kind: String, id: String, props: ComponentProps = .empty,
        layoutSize: LayoutSize = LayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44))
    ) {
        self.kind = kind
        self.id = id
        self.props = props
        self.layoutSize = layoutSize
    }
}
