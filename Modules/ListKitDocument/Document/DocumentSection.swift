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
    /// Where each anchored element kind's component is first given (a JSON
    /// path), for errors about it. Not part of the section's value: two
    /// sections that differ only here are equal.
    public var anchoredComponentPaths: [String: String]

    /// Creates a section's document data.
    public init(
        id: String,
        items: DocumentItems,
        boundaryComponents: [DocumentComponent] = [],
        decorationComponents: [DocumentComponent] = [],
        anchoredComponents: [String: DocumentComponent] = [:],
        anchoredComponentPaths: [String: String] = [:]
    ) {
        self.anchoredComponentPaths = anchoredComponentPaths
        self.id = id
        self.items = items
        self.boundaryComponents = boundaryComponents
        self.decorationComponents = decorationComponents
        self.anchoredComponents = anchoredComponents
    }
}

extension DocumentSection {
    /// Whether two sections hold the same ids, items and components (the
    /// source paths of anchored components are not compared).
    public static func == (lhs: DocumentSection, rhs: DocumentSection) -> Bool {
        lhs.id == rhs.id && lhs.items == rhs.items && lhs.boundaryComponents == rhs.boundaryComponents
            && lhs.decorationComponents == rhs.decorationComponents && lhs.anchoredComponents == rhs.anchoredComponents
    }

    /// Hashes what ``DocumentSection/==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(items)
        hasher.combine(boundaryComponents)
        hasher.combine(decorationComponents)
        hasher.combine(anchoredComponents)
    }
}
