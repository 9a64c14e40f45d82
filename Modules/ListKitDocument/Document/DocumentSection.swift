/// What a layout document knows about one section beyond the layout model:
/// its id, its items and the components of its supplementaries and decorations.
public struct DocumentSection: Hashable, Sendable {
    /// The section's id, unique in the document.
    public var id: String
    /// The items, in order; their ids are unique in the section.
    public var items: DocumentItems
    /// The components of the section's boundary supplementaries, parallel to
    /// `LayoutSection.boundarySupplementaryItems`.
    public var boundaryComponents: [DocumentComponent]
    /// The components of the section's decorations, parallel to
    /// `LayoutSection.decorationItems`.
    public var decorationComponents: [DocumentComponent]
    /// The components of the supplementaries anchored to the section's items
    /// and groups, by element kind: like a UIKit supplementary view
    /// registration, one element kind has one component in a section.
    public var anchoredComponents: [String: DocumentComponent]

    /// Creates a section's document data.
    public init(
        id: String,
        items: DocumentItems,
        boundaryComponents: [DocumentComponent] = [],
        decorationComponents: [DocumentComponent] = [],
        anchoredComponents: [String: DocumentComponent] = [:]
    ) {
        self.id = id
        self.items = items
        self.boundaryComponents = boundaryComponents
        self.decorationComponents = decorationComponents
        self.anchoredComponents = anchoredComponents
    }
}
