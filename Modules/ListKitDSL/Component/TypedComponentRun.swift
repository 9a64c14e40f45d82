import ListKitCore
import ListKitEngine
import ListKitLifecycle

/// Components of type `C` in one array, with the work on them specialized
/// for `C` where the run was made (``TypedRunWork``).
@usableFromInline
final class TypedComponentRun<C: Component>: ComponentRunStorage {
    /// The components, in order.
    let components: [C]
    /// The loops over `components`, specialized for `C`.
    let work: TypedRunWork<C>

    @usableFromInline
    init(_ components: [C], work: TypedRunWork<C>) {
        self.components = components
        self.work = work
    }

    override var count: Int { components.count }

    override func component(at position: Int) -> AnyComponent { AnyComponent(components[position]) }

    override func id(at position: Int) -> AnyHashable { AnyHashable(components[position].id) }

    override func elementID(at position: Int) -> ElementID { work.elementID(components, position) }

    override func appendIDHashes(to hashes: inout [Int]) { work.appendIDHashes(components, &hashes) }

    override func appendIntegerIDs(to ids: inout [Int]) -> Bool { work.appendIntegerIDs(components, &ids) }

    override func isIDEqual(at position: Int, to other: ComponentRunStorage, at otherPosition: Int) -> Bool {
        // Runs of one component type are instances of one class: their ids
        // compare as that type (`AnyHashable` compares two values of one
        // type with the type's own `==`).
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else {
            return id(at: position) == other.id(at: otherPosition)
        }
        return work.isIDEqual(components, position, unsafeDowncast(other, to: Self.self).components, otherPosition)
    }

    override func appendItems(to items: inout [LayoutElement]) { work.appendItems(components, &items) }

    override func sharedItem() -> LayoutItem? { work.sharedItem(components) }

    override func isContentEqual(at position: Int, to other: ComponentRunStorage, at otherPosition: Int) -> Bool {
        // The type's own answer, when it gives one, needs no box and no cast.
        if ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self),
           let equal = work.isContentEqual(
               components, position, unsafeDowncast(other, to: Self.self).components, otherPosition) {
            return equal
        }
        return component(at: position).isContentEqual(to: other.component(at: otherPosition))
    }

    override func isShownContentEqual(_ shown: AnyComponent, at position: Int) -> Bool {
        // A view showing a component of this type: the type's own answer,
        // when it gives one, without boxing the component at `position`.
        if let equal = work.isShownContentEqual(shown, components, position) { return equal }
        return shown.isContentEqual(to: component(at: position))
    }

    override func measure(_ positions: Range<Int>, proposed: Size) -> [Size?] {
        let measured = C.measure(Array(components[positions]), proposed: proposed)
        guard measured.count != positions.count else { return measured }
        return positions.map { components[$0].measure(proposed: proposed) }
    }
}

/// The loops a ``TypedComponentRun`` runs over its components, made where
/// the run is made (``ComponentRun/init(_:)-(_:[C])`` is inlinable), so that
/// they are specialized for the component type: a run's methods are reached
/// through its class, whose code is shared by every component type and
/// would copy and call each component through its type's metadata.
@usableFromInline
struct TypedRunWork<C: Component> {
    /// Appends each id's hash, as `AnyHashable(id)` hashes it.
    @usableFromInline let appendIDHashes: ([C], inout [Int]) -> Void
    /// Appends each id when `C.ID` is `Int`; false otherwise.
    @usableFromInline let appendIntegerIDs: ([C], inout [Int]) -> Bool
    /// The id at a position as the lifecycle tracker holds it.
    @usableFromInline let elementID: ([C], Int) -> ElementID
    /// Whether the ids at two positions of two arrays are equal.
    @usableFromInline let isIDEqual: ([C], Int, [C], Int) -> Bool
    /// `C.isContentEqual` of the components at two positions.
    @usableFromInline let isContentEqual: ([C], Int, [C], Int) -> Bool?
    /// `C.isContentEqual` of a view's component, when it is a `C`, and the
    /// one at a position; `nil` when it is not a `C` or the type does not say.
    @usableFromInline let isShownContentEqual: (AnyComponent, [C], Int) -> Bool?
    /// Appends the item each component describes.
    @usableFromInline let appendItems: ([C], inout [LayoutElement]) -> Void
    /// The one item every component describes, or `nil`.
    @usableFromInline let sharedItem: ([C]) -> LayoutItem?

    @inlinable
    init() {
        appendIDHashes = { components, hashes in
            hashes.reserveCapacity(hashes.count + components.count)
            // `Int`, `String` and `AnyHashable` ids hash alike as themselves
            // and wrapped (`AnyHashable` gives integers and strings no other
            // form), and so does a type without a custom `AnyHashable`
            // representation (a `UUID`, an app's struct): `AnyHashable`
            // hashes the value itself. The others (other integer and
            // floating-point types, which `AnyHashable` compares across
            // types) are wrapped, so that equal ids of two component types
            // hash alike.
            if C.ID.self == Int.self || C.ID.self == String.self || C.ID.self == AnyHashable.self
                || !(C.ID.self is any _HasCustomAnyHashableRepresentation.Type) {
                for component in components { hashes.append(component.id.hashValue) }
            } else {
                for component in components { hashes.append(AnyHashable(component.id).hashValue) }
            }
        }
        appendIntegerIDs = { components, ids in
            guard C.ID.self == Int.self else { return false }
            ids.reserveCapacity(ids.count + components.count)
            for component in components { ids.append(unsafeBitCast(component.id, to: Int.self)) }
            return true
        }
        elementID = { components, position in ElementID(uncheckedSendableValue: components[position].id) }
        isIDEqual = { left, position, right, otherPosition in left[position].id == right[otherPosition].id }
        isContentEqual = { left, position, right, otherPosition in
            C.isContentEqual(left[position], right[otherPosition])
        }
        isShownContentEqual = { shown, components, position in
            // Specialized, the box's class is known here: no metadata look-up.
            let box = shown.boxObject
            guard ObjectIdentifier(type(of: box)) == ObjectIdentifier(ComponentBox<C>.self) else { return nil }
            return C.isContentEqual(unsafeDowncast(box, to: ComponentBox<C>.self).component, components[position])
        }
        appendItems = { components, items in
            items.reserveCapacity(items.count + components.count)
            for component in components { items.append(.item(ComposedLayout.item(of: component))) }
        }
        sharedItem = { components in
            guard let first = components.first else { return nil }
            let shared = ComposedLayout.item(of: first)
            // Field by field, without making each component's item: for a
            // component whose answers are constants this folds away.
            for component in components.dropFirst() {
                guard component.layoutSize() == shared.layoutSize, component.contentInsets() == shared.contentInsets,
                      component.edgeSpacing() == shared.edgeSpacing
                else { return nil }
                let supplements = component.supplementComponents()
                if supplements.isEmpty && shared.supplementaryItems.isEmpty { continue }
                guard supplements.map(\.anchoredItem) == shared.supplementaryItems else { return nil }
            }
            return shared
        }
    }
}
