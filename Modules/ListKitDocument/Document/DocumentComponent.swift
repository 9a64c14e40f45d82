import ListKitJSON
/// The component that shows an item, a supplementary or a decoration: a kind
/// name that the component registry resolves, and optional props handed to it.
public struct DocumentComponent: Hashable, Sendable {
    /// The kind items get when a section gives `itemCount`: `"placeholder"`,
    /// which draws nothing and which pictures outline with the item's index
    /// path, so that a layout's structure shows.
    public static let defaultItemKind = "placeholder"

    /// The component kind, such as `"label"`.
    public var kind: String
    /// The props, handed on as JSON; `nil` when the document gives none.
    public var props: JSONValue?
    /// Whether the document named no component: a supplementary or decoration
    /// without `component` gets a plain placeholder whose kind is its element kind.
    public var isPlaceholder: Bool

    /// Creates a component.
    public init(kind: String, props: JSONValue? = nil, isPlaceholder: Bool = false) {
        self.kind = kind
        self.props = props
        self.isPlaceholder = isPlaceholder
    }

    /// The placeholder for an element kind that names no component.
    public static func placeholder(elementKind: String, props: JSONValue? = nil) -> DocumentComponent {
        DocumentComponent(kind: elementKind, props: props, isPlaceholder: true)
    }
}
