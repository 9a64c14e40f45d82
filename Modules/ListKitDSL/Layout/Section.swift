import ListKitCore
import ListKitEngine
import ListKitLifecycle

/// A section of a ListKit screen: an id and one root group of components.
///
/// ```swift
/// Section(id: "colors") {
///     HGroup(width: .fractionalWidth(1), height: .absolute(150)) {
///         for color in colors {
///             ColorBoxComponent(color: color, width: .fractionalWidth(0.25), height: .fractionalHeight(1))
///         }
///     }
/// }
/// .contentInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
/// .boundarySupplementaryItem(SectionHeaderComponent(title: "Colors"))
/// ```
///
/// Its spacing, inset and scrolling modifiers are the engine's
/// `SectionModifiers`, the one implementation ListKitLayoutDSL's sections use too.
public struct Section: SectionModifiers {
    /// The section's identity; the diffable data source matches sections by
    /// it, compared as ``elementID``.
    public var id: AnyHashable {
        didSet { elementID = ElementID(uncheckedSendable: id) }
    }
    /// ``id`` as the renderer compares it: two sections have one id when
    /// their ids are equal values of the same type (`1` and `"1"` are two).
    public private(set) var elementID: ElementID
    /// The root group.
    public var group: GroupDefinition
    /// How the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Space between repetitions of the root group.
    public var interGroupSpacing: Double = 0
    /// Insets around the section's content.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Which boundary the insets are measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Whether boundary supplementaries follow the leading/trailing insets.
    public var supplementariesFollowContentInsets = true
    /// Headers and footers, in order.
    public var boundarySupplementaryItems: [AnySupplementaryComponent] = []
    /// Backgrounds, in order.
    public var decorationItems: [AnyDecorationComponent] = []
    /// Called with the section's visible items, the offset and the layout
    /// environment each time they are laid out; what it sets on the items is
    /// what is displayed (see `VisibleItemsInvalidationHandler`).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// For a ``FlowSection``: the flow's settings; the components are then
    /// placed in lines at their own sizes and the root group's size, the
    /// inter-group spacing and the content insets are not used.
    public var flow: FlowConfiguration?

    /// A section with `id` whose root group `content` builds.
    public init<ID: Hashable>(id: ID, @SectionContentBuilder content: () -> GroupDefinition) {
        self.id = AnyHashable(id)
        // Made from the id's own type: no dynamic cast for a `String` or an `Int`.
        self.elementID = ElementID(uncheckedSendableValue: id)
        self.group = content()
    }

    /// The components of the section, in item order.
    public var components: [AnyComponent] {
        var out: [AnyComponent] = []
        out.reserveCapacity(group.componentCount)
        Section.collect(group, into: &out)
        return out
    }

    private static func collect(_ group: GroupDefinition, into out: inout [AnyComponent]) {
        for child in group.children {
            switch child {
            case .component(let c): out.append(c)
            case .components(let run): for position in 0..<run.count { out.append(run.component(at: position)) }
            case .group(let g): collect(g, into: &out)
            }
        }
    }

    /// Adds a header or footer (chainable: call it once per supplementary).
    public func boundarySupplementaryItem<S: SupplementaryComponent>(_ value: S) -> Section {
        var copy = self
        copy.boundarySupplementaryItems.append(AnySupplementaryComponent(value))
        return copy
    }

    /// Adds a decoration such as a background (chainable).
    public func decorationItem<D: DecorationComponent>(_ value: D) -> Section {
        var copy = self
        copy.decorationItems.append(AnyDecorationComponent(value))
        return copy
    }

    /// The closure called with the section's visible items before they are displayed.
    public func visibleItemsInvalidationHandler(_ value: VisibleItemsInvalidationHandler?) -> Section {
        var copy = self
        copy.visibleItemsInvalidationHandler = value
        return copy
    }
}
