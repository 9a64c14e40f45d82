/// One compiled section: its id and the components of its items,
/// supplementaries and decorations.
public struct ComposedSection {
    /// The section's id.
    public var id: AnyHashable
    /// The components, in item order.
    public var components: ComponentList
    /// The headers and footers, in order.
    public var boundaryComponents: [AnySupplementaryComponent]
    /// The decorations, in order.
    public var decorationComponents: [AnyDecorationComponent]
    /// The supplementaries anchored to the section's groups.
    public var groupSupplementaryComponents: [AnySupplementaryComponent]
    /// The closure called with the visible items.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// Creates a section from its parts (a layout document's sections are
    /// made this way, their components from a ``ComponentRegistry``).
    public init(
        id: AnyHashable, components: ComponentList, boundaryComponents: [AnySupplementaryComponent] = [],
        decorationComponents: [AnyDecorationComponent] = [],
        groupSupplementaryComponents: [AnySupplementaryComponent] = [],
        visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil
    ) {
        self.id = id
        self.components = components
        self.boundaryComponents = boundaryComponents
        self.decorationComponents = decorationComponents
        self.groupSupplementaryComponents = groupSupplementaryComponents
        self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    }

    /// Compiles `section`.
    public init(_ section: Section) {
        id = section.id
        components = ComponentList(section.components)
        boundaryComponents = section.boundaryItemsForComposition
        decorationComponents = section.decorationItems
        groupSupplementaryComponents = section.groupSupplementaries
        visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
    }

    /// The component of a supplementary of `kind` anchored at `item`: the
    /// item's own, else the first group supplementary of that kind.
    public func anchoredComponent(kind: String?, item: Int) -> AnyComponent? {
        if components.indices.contains(item),
           let own = components[item].supplementComponents().first(where: { $0.elementKind == kind }) {
            return own.component
        }
        return groupSupplementaryComponents.first { $0.elementKind == kind }?.component
    }
}

extension Section {
    /// The boundary supplementaries as composed.
    var boundaryItemsForComposition: [AnySupplementaryComponent] { boundarySupplementaryItems }

    /// Every supplementary anchored to a group of the section, depth first.
    var groupSupplementaries: [AnySupplementaryComponent] {
        var out: [AnySupplementaryComponent] = []
        func walk(_ group: GroupDefinition) {
            out.append(contentsOf: group.supplementaryItems)
            for case .group(let nested) in group.children { walk(nested) }
        }
        walk(group)
        return out
    }
}
