import ListKitCore

/// A trivially copyable summary of an ``ElementIdentity`` that an update
/// compares for every element it meets, without touching the identity.
///
/// For an `Int` or index-path id the key holds the whole identity: two such
/// keys are equal exactly when the identities are (``isExact``). For a
/// string or any other id it holds only the category and kind, so equal keys
/// say the identities may be equal and their ids must be compared.
struct IdentityKey: Equatable {
    /// The category.
    let category: ElementCategory
    /// The element kind; `nil` for cells.
    let kind: ElementKind?
    /// The id when it is an `Int` or an index path.
    let id: ElementID.PlainValue?

    /// The key of the element `attributes` describe, whose id is `id`.
    init(_ attributes: LayoutAttributes, id: ElementID) {
        category = attributes.category
        kind = attributes.kind
        self.id = id.plainValue
    }

    /// The key of `identity`.
    init(_ identity: ElementIdentity) {
        category = identity.category
        kind = identity.kind
        id = identity.id.plainValue
    }

    /// Whether equal keys mean equal identities.
    var isExact: Bool { id != nil }
}
