/// One item of a section: its id and the component that shows it.
public struct DocumentItem: Hashable, Sendable {
    /// The item's id, unique in its section.
    public var id: String
    /// The component kind and props.
    public var component: DocumentComponent
    /// The actions a swipe to the right reveals (`leadingSwipeActions`), the first at the edge.
    public var leadingSwipeActions: [DocumentSwipeAction] = []
    /// The actions a swipe to the left reveals (`trailingSwipeActions`), the
    /// first at the edge and performed by a full swipe.
    public var trailingSwipeActions: [DocumentSwipeAction] = []
    /// What it tells VoiceOver (`accessibility`); `nil` keeps its component's.
    public var accessibility: DocumentAccessibility?

    /// Creates an item.
    public init(
        id: String, component: DocumentComponent, leadingSwipeActions: [DocumentSwipeAction] = [],
        trailingSwipeActions: [DocumentSwipeAction] = []
    ) {
        self.id = id
        self.component = component
        self.leadingSwipeActions = leadingSwipeActions
        self.trailingSwipeActions = trailingSwipeActions
    }
}
