import ListKitCore

/// Who an element is, for the lifecycle tracker: its category, its element
/// kind and the caller's id.
///
/// The tracker keys everything by identity, never by index path: an element
/// that moves while it is displayed stays displayed, a deleted one ends and an
/// inserted one begins. Ids need only be unique within a category and kind:
/// the header and the background of section `"news"` may both have the id
/// `"news"`. Two elements of the same category, kind and id met in one
/// viewport state are an error (``LifecycleError/duplicateIdentity(_:first:second:)``).
///
/// ```swift
/// ElementIdentity.cell("n15")
/// ElementIdentity.supplementary("header", "news")
/// ElementIdentity.decoration("background", "news")
/// ```
public struct ElementIdentity: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind, interned; `nil` for cells.
    public var kind: ElementKind?
    /// The caller's id.
    public var id: ElementID

    /// Creates an identity.
    @inlinable
    public init(category: ElementCategory, elementKind: String?, id: ElementID) {
        self.init(category: category, kind: elementKind.map(ElementKind.init), id: id)
    }

    /// Creates an identity of an already interned kind.
    @inlinable
    public init(category: ElementCategory, kind: ElementKind?, id: ElementID) {
        self.category = category
        self.kind = kind
        self.id = id
    }

    /// The identity of the element `attributes` describe, with the caller's `id`.
    @inlinable
    public init(_ attributes: LayoutAttributes, id: ElementID) {
        self.init(category: attributes.category, kind: attributes.kind, id: id)
    }

    /// The element kind; `nil` for cells.
    @inlinable
    public var elementKind: String? {
        get { kind?.name }
        set { kind = newValue.map(ElementKind.init) }
    }

    /// A cell's identity.
    @inlinable
    public static func cell(_ id: ElementID) -> ElementIdentity {
        ElementIdentity(category: .cell, elementKind: nil, id: id)
    }

    /// A supplementary view's identity.
    @inlinable
    public static func supplementary(_ kind: String, _ id: ElementID) -> ElementIdentity {
        ElementIdentity(category: .supplementary, elementKind: kind, id: id)
    }

    /// A decoration view's identity.
    @inlinable
    public static func decoration(_ kind: String, _ id: ElementID) -> ElementIdentity {
        ElementIdentity(category: .decoration, elementKind: kind, id: id)
    }

    /// Hashes the category by case, the kind if any, then the id.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        if let kind {
            hasher.combine(category.rank)
            hasher.combine(kind)
        } else {
            hasher.combine(category.rank &+ 8)
        }
        id.hash(into: &hasher)
    }

    /// Whether two identities have the same category, kind and id.
    @inlinable
    public static func == (lhs: ElementIdentity, rhs: ElementIdentity) -> Bool {
        lhs.category == rhs.category && lhs.id == rhs.id && lhs.kind == rhs.kind
    }

    /// A readable form: `cell n15`, `supplementary header news`.
    public var description: String {
        if let elementKind {
            return "\(category.rawValue) \(elementKind) \(id)"
        }
        return "\(category.rawValue) \(id)"
    }
}

extension ElementCategory {
    /// The category's place in event order: cells, supplementaries, decorations.
    @usableFromInline
    var rank: Int {
        switch self {
        case .cell: return 0
        case .supplementary: return 1
        case .decoration: return 2
        }
    }
}
