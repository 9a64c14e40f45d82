/// One item of a section: its id and the component that shows it.
public struct DocumentItem: Hashable, Sendable {
    /// The item's id, unique in its section.
    public var id: String
    /// The component kind and props.
    public var component: DocumentComponent

    /// Creates an item.
    public init(id: String, component: DocumentComponent) {
        self.id = id
        self.component = component
    }
}
