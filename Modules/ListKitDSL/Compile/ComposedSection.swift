import ListKitCore
import ListKitEngine
import ListKitLifecycle

/// One compiled section: its id, its layout model and the components of its
/// items, supplementaries and decorations.
///
/// The model's item count is the number of components, always: it is
/// derived, never stored twice.
public struct ComposedSection {
    /// The section's id.
    public var id: AnyHashable {
        didSet { elementID = ElementID(uncheckedSendable: id) }
    }
    /// ``id`` as the renderer and the diffable data source compare it (see
    /// ``Section/elementID``): made once, hashed and compared without
    /// going through `AnyHashable`.
    public private(set) var elementID: ElementID
    /// The components, in item order.
    public var components: ComponentList {
        didSet { model.itemCount = components.count }
    }
    /// The section's layout model, its `itemCount` that of ``components``
    /// (a model set here takes the components' count). Stored, so that
    /// another module reads it in place: a read accessor's frame would be
    /// allocated on every read (one allocation for every cell a renderer
    /// shows, measured in the fling of `PassBenchmarks`).
    public var model: LayoutSection {
        didSet { if model.itemCount != components.count { model.itemCount = components.count } }
    }
    /// The headers and footers, in order.
    public var boundaryComponents: [AnySupplementaryComponent]
    /// The decorations, in order.
    public var decorationComponents: [AnyDecorationComponent]
    /// The supplementaries anchored to the section's groups.
    public var groupSupplementaryComponents: [AnySupplementaryComponent]
    /// The first item of the group each of ``groupSupplementaryComponents``
    /// is anchored to (where the layout places it), or `nil` when not known
    /// (a layout document's groups repeat: one component per kind).
    var groupSupplementaryFirstItems: [Int?] = []
    /// The closure called with the visible items.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// The swipe actions of an item (by position) at an edge, given by the
    /// section rather than by its components (a layout document's items);
    /// `nil`: each component's own (see ``ComposedLayout/swipeActions(at:edge:)``).
    public var swipeActions: ((_ item: Int, _ edge: SwipeEdge) -> SwipeActionsConfiguration?)?

    /// What an item (by position) tells VoiceOver, given by the section
    /// rather than by its component (a layout document's items), winning
    /// over the component's own; `nil`, or `nil` for an item: the component's.
    public var accessibility: ((_ item: Int) -> Accessibility?)?

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
        self.id = id
        self.elementID = ElementID(uncheckedSendable: id)
        self.components = components
        self.model = model
        self.model.itemCount = components.count
        self.boundaryComponents = boundaryComponents
        self.decorationComponents = decorationComponents
        self.groupSupplementaryComponents = groupSupplementaryComponents
        self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    }

    /// Compiles `section` for a layout that scrolls along `scrollDirection`:
    /// a root group of equal components becomes one repeated item, unless
    /// `repeatsEqualItems` is false (then every root group lists its items).
    public init(_ section: Section, scrollDirection: Axis = .vertical, repeatsEqualItems: Bool = true) {
        id = section.id
        elementID = section.elementID
        components = ComponentList(section.group)
        model = ComposedLayout.compile(section, scrollDirection: scrollDirection, repeatsEqualItems: repeatsEqualItems)
        model.itemCount = components.count
        boundaryComponents = section.boundaryItemsForComposition
        decorationComponents = section.decorationItems
        let anchored = section.groupSupplementariesWithFirstItems
        groupSupplementaryComponents = anchored.map(\.component)
        groupSupplementaryFirstItems = anchored.map(\.firstItem)
        visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
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
