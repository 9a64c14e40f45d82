import ListKitCore
import ListKitEngine
import ListKitLifecycle

/// One compiled section: its id, its layout model and the components of its
/// items, supplementaries and decorations.
///
/// The model's item count is the number of components, always: it is
/// derived, never stored twice.
public struct ComposedSection {
    /// What a section holds, shared by its copies until one of them changes:
    /// a copy is one reference. An update reads and copies every section
    /// several times (its stages, the diff, the duplicate check), and a
    /// copy of the parts themselves retains each of them (about 25).
    @usableFromInline
    final class Storage {
        @usableFromInline @exclusivity(unchecked) var id: AnyHashable
        @usableFromInline @exclusivity(unchecked) var elementID: ElementID
        @usableFromInline @exclusivity(unchecked) var components: ComponentList
        @usableFromInline @exclusivity(unchecked) var model: LayoutSection
        @usableFromInline @exclusivity(unchecked) var boundaryComponents: [AnySupplementaryComponent]
        @usableFromInline @exclusivity(unchecked) var decorationComponents: [AnyDecorationComponent]
        @usableFromInline @exclusivity(unchecked) var groupSupplementaryComponents: [AnySupplementaryComponent]
        @exclusivity(unchecked) var groupSupplementaryFirstItems: [Int?]
        @usableFromInline @exclusivity(unchecked) var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
        @usableFromInline @exclusivity(unchecked) var swipeActions: ((_ item: Int, _ edge: SwipeEdge) -> SwipeActionsConfiguration?)?
        @usableFromInline @exclusivity(unchecked) var accessibility: ((_ item: Int) -> Accessibility?)?

        init(
            id: AnyHashable, elementID: ElementID, components: ComponentList, model: LayoutSection,
            boundaryComponents: [AnySupplementaryComponent], decorationComponents: [AnyDecorationComponent],
            groupSupplementaryComponents: [AnySupplementaryComponent], groupSupplementaryFirstItems: [Int?],
            visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?,
            swipeActions: ((_ item: Int, _ edge: SwipeEdge) -> SwipeActionsConfiguration?)?,
            accessibility: ((_ item: Int) -> Accessibility?)?
        ) {
            self.id = id
            self.elementID = elementID
            self.components = components
            self.model = model
            self.model.itemCount = components.count
            self.boundaryComponents = boundaryComponents
            self.decorationComponents = decorationComponents
            self.groupSupplementaryComponents = groupSupplementaryComponents
            self.groupSupplementaryFirstItems = groupSupplementaryFirstItems
            self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
            self.swipeActions = swipeActions
            self.accessibility = accessibility
        }

        /// A copy to change.
        func copy() -> Storage {
            Storage(
                id: id, elementID: elementID, components: components, model: model,
                boundaryComponents: boundaryComponents, decorationComponents: decorationComponents,
                groupSupplementaryComponents: groupSupplementaryComponents,
                groupSupplementaryFirstItems: groupSupplementaryFirstItems,
                visibleItemsInvalidationHandler: visibleItemsInvalidationHandler, swipeActions: swipeActions,
                accessibility: accessibility)
        }
    }

    /// The parts; read in place by other modules (the getters are inlinable:
    /// `section.model.itemCount` loads one field, copying nothing).
    @usableFromInline var storage: Storage

    /// ``storage``, copied first when another section shares it.
    private mutating func own() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The section's id.
    public var id: AnyHashable {
        @inlinable get { storage.id }
        set {
            let parts = own()
            parts.id = newValue
            parts.elementID = ElementID(uncheckedSendable: newValue)
        }
    }
    /// ``id`` as the renderer and the diffable data source compare it (see
    /// ``Section/elementID``): made once, hashed and compared without
    /// going through `AnyHashable`.
    public var elementID: ElementID {
        @inlinable get { storage.elementID }
    }
    /// The components, in item order.
    public var components: ComponentList {
        @inlinable get { storage.components }
        set {
            let parts = own()
            parts.components = newValue
            parts.model.itemCount = newValue.count
        }
    }
    /// The section's layout model, its `itemCount` that of ``components``
    /// (a model set here takes the components' count).
    public var model: LayoutSection {
        @inlinable get { storage.model }
        set {
            let parts = own()
            parts.model = newValue
            if parts.model.itemCount != parts.components.count { parts.model.itemCount = parts.components.count }
        }
    }
    /// The headers and footers, in order.
    public var boundaryComponents: [AnySupplementaryComponent] {
        @inlinable get { storage.boundaryComponents }
        set { own().boundaryComponents = newValue }
    }
    /// The decorations, in order.
    public var decorationComponents: [AnyDecorationComponent] {
        @inlinable get { storage.decorationComponents }
        set { own().decorationComponents = newValue }
    }
    /// The supplementaries anchored to the section's groups.
    public var groupSupplementaryComponents: [AnySupplementaryComponent] {
        @inlinable get { storage.groupSupplementaryComponents }
        set { own().groupSupplementaryComponents = newValue }
    }
    /// The first item of the group each of ``groupSupplementaryComponents``
    /// is anchored to (where the layout places it), or `nil` when not known
    /// (a layout document's groups repeat: one component per kind).
    var groupSupplementaryFirstItems: [Int?] {
        get { storage.groupSupplementaryFirstItems }
        set { own().groupSupplementaryFirstItems = newValue }
    }
    /// The closure called with the visible items.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        @inlinable get { storage.visibleItemsInvalidationHandler }
        set { own().visibleItemsInvalidationHandler = newValue }
    }
    /// The swipe actions of an item (by position) at an edge, given by the
    /// section rather than by its components (a layout document's items);
    /// `nil`: each component's own (see ``ComposedLayout/swipeActions(at:edge:)``).
    public var swipeActions: ((_ item: Int, _ edge: SwipeEdge) -> SwipeActionsConfiguration?)? {
        @inlinable get { storage.swipeActions }
        set { own().swipeActions = newValue }
    }

    /// What an item (by position) tells VoiceOver, given by the section
    /// rather than by its component (a layout document's items), winning
    /// over the component's own; `nil`, or `nil` for an item: the component's.
    public var accessibility: ((_ item: Int) -> Accessibility?)? {
        @inlinable get { storage.accessibility }
        set { own().accessibility = newValue }
    }

    /// Creates a section from its parts (a layout document's sections are
    /// made this way, their components from a ``ComponentRegistry``); the
    /// model's item count becomes the number of components.
    public init(
        id: AnyHashable, model: LayoutSection, components: ComponentList,
        boundaryComponents: [AnySupplementaryComponent] = [],
        decorationComponents: [AnyDecorationComponent] = [],
        groupSupplementaryComponents: [AnySupplementaryComponent] = [],
        visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil
    ) {
        storage = Storage(
            id: id, elementID: ElementID(uncheckedSendable: id), components: components, model: model,
            boundaryComponents: boundaryComponents, decorationComponents: decorationComponents,
            groupSupplementaryComponents: groupSupplementaryComponents, groupSupplementaryFirstItems: [],
            visibleItemsInvalidationHandler: visibleItemsInvalidationHandler, swipeActions: nil, accessibility: nil)
    }

    /// Compiles `section` for a layout that scrolls along `scrollDirection`:
    /// a root group of equal components becomes one repeated item, unless
    /// `repeatsEqualItems` is false (then every root group lists its items).
    public init(_ section: Section, scrollDirection: Axis = .vertical, repeatsEqualItems: Bool = true) {
        let anchored = section.groupSupplementariesWithFirstItems
        storage = Storage(
            id: section.id, elementID: section.elementID, components: ComponentList(section.group),
            model: ComposedLayout.compile(section, scrollDirection: scrollDirection, repeatsEqualItems: repeatsEqualItems),
            boundaryComponents: section.boundaryItemsForComposition, decorationComponents: section.decorationItems,
            groupSupplementaryComponents: anchored.map(\.component), groupSupplementaryFirstItems: anchored.map(\.firstItem),
            visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler, swipeActions: nil,
            accessibility: nil)
    }

    /// The component of a supplementary of `kind` anchored at `item`: the
    /// item's own, else the one of the group whose first item is `item`,
    /// else the first group supplementary of that kind.
    public func anchoredComponent(kind: String?, item: Int) -> AnyComponent? {
        if components.indices.contains(item),
           let own = components[item].supplementComponents().first(where: { $0.elementKind == kind }) {
            return own.component
        }
        var first: AnyComponent?
        for (index, group) in groupSupplementaryComponents.enumerated() where group.elementKind == kind {
            let firstItem = groupSupplementaryFirstItems.indices.contains(index) ? groupSupplementaryFirstItems[index] : nil
            if firstItem == item { return group.component }
            if first == nil { first = group.component }
        }
        return first
    }
}

extension Section {
    /// The boundary supplementaries as composed.
    var boundaryItemsForComposition: [AnySupplementaryComponent] {
        group.list.map { listBoundary($0).boundary } ?? boundarySupplementaryItems
    }

    /// Every supplementary anchored to a group of the section that holds
    /// components, depth first, with the group's first item.
    var groupSupplementariesWithFirstItems: [(component: AnySupplementaryComponent, firstItem: Int?)] {
        // Most sections have none: found without counting any group's components.
        guard group.holdsSupplementaries else { return [] }
        var out: [(component: AnySupplementaryComponent, firstItem: Int?)] = []
        var item = 0
        func walk(_ group: GroupDefinition) {
            guard group.componentCount > 0 else { return }
            out.append(contentsOf: group.supplementaryItems.map { ($0, item) })
            for child in group.children {
                switch child {
                case .component: item += 1
                case .components(let run): item += run.count
                case .group(let nested): walk(nested)
                }
            }
        }
        walk(group)
        return out
    }
}

extension GroupDefinition {
    /// Whether the group or a group nested in it has supplementaries.
    var holdsSupplementaries: Bool {
        if !supplementaryItems.isEmpty { return true }
        for child in children {
            if case .group(let nested) = child, nested.holdsSupplementaries { return true }
        }
        return false
    }
}
