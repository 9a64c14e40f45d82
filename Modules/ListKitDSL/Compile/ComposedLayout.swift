import ListKitCore
import ListKitEngine

/// Sections built with the DSL compiled to the engine's model, with the
/// components that fill each index path.
///
/// ```swift
/// let composed = ComposedLayout(sections: [Section(id: 0) { … }])
/// let solved = try LayoutSolver.solve(composed.layout, in: viewport)
/// let first = composed.component(at: ElementIndexPath(section: 0, item: 0))
/// ```
public struct ComposedLayout {
    /// What a composed layout holds, shared by its copies until one of them
    /// changes: a copy (every frame reads the screen's) is one reference.
    private final class Parts {
        var configuration: LayoutConfiguration
        var sections: [ComposedSection]
        var boundaryComponents: [AnySupplementaryComponent]
        var failures: ComponentFailureChannel?
        var layout: CompositionalLayout

        init(
            configuration: LayoutConfiguration, sections: [ComposedSection],
            boundaryComponents: [AnySupplementaryComponent], failures: ComponentFailureChannel?,
            layout: CompositionalLayout
        ) {
            self.configuration = configuration
            self.sections = sections
            self.boundaryComponents = boundaryComponents
            self.failures = failures
            self.layout = layout
        }

        /// A copy to change.
        func copy() -> Parts {
            Parts(
                configuration: configuration, sections: sections, boundaryComponents: boundaryComponents,
                failures: failures, layout: layout)
        }
    }

    private var parts: Parts

    /// ``parts``, copied first when another composed layout shares them.
    private mutating func ownParts() -> Parts {
        if !isKnownUniquelyReferenced(&parts) { parts = parts.copy() }
        return parts
    }

    /// The layout-wide configuration.
    public var configuration: LayoutConfiguration {
        get { parts.configuration }
        set {
            let parts = ownParts()
            parts.configuration = newValue
            parts.layout.configuration = newValue
        }
    }
    /// The sections, each with its model and its components.
    public var sections: [ComposedSection] {
        get { parts.sections }
        set {
            let parts = ownParts()
            parts.sections = newValue
            parts.layout.sections = newValue.map { $0.model }
        }
    }
    /// The components of the layout-wide headers and footers, parallel to
    /// `configuration.boundarySupplementaryItems`.
    public var boundaryComponents: [AnySupplementaryComponent] {
        get { parts.boundaryComponents }
        set { ownParts().boundaryComponents = newValue }
    }
    /// Where the components report the failures that disable their kind
    /// (the registry's ``ComponentRegistry/failures`` for a layout document
    /// composed through one); a renderer reports them as issues. `nil`: none.
    public var failures: ComponentFailureChannel? {
        get { parts.failures }
        set { ownParts().failures = newValue }
    }

    /// The layout model: the configuration and every section's model, whose
    /// item counts are the sections' component counts. Derived from
    /// ``configuration`` and ``sections`` whenever they change, and kept, so
    /// that the collection view sees the same model (compared by identity,
    /// solved once) until they change.
    public var layout: CompositionalLayout { parts.layout }

    /// Joins sections, each with its model and components, under
    /// `configuration`: the way a layout document (through a
    /// ``ComponentRegistry``) reaches the same renderer as the DSL.
    public init(
        configuration: LayoutConfiguration, composing sections: [ComposedSection],
        boundaryComponents: [AnySupplementaryComponent] = []
    ) {
        parts = Parts(
            configuration: configuration, sections: sections, boundaryComponents: boundaryComponents, failures: nil,
            layout: CompositionalLayout(configuration: configuration, sections: sections.map { $0.model }))
    }

    /// Compiles `sections` with `configuration`.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sections: [Section]) {
        self.init(configuration: configuration, sections: sections, repeatsEqualItems: true)
    }

    /// Compiles `sections` with `configuration`; with `repeatsEqualItems`
    /// false every root group lists its items (no ``EqualItemRepetition``),
    /// the model the repetition is checked against.
    init(configuration: LayoutConfiguration, sections: [Section], repeatsEqualItems: Bool) {
        self.init(configuration: configuration, composing: sections.map {
            ComposedSection($0, scrollDirection: configuration.scrollDirection, repeatsEqualItems: repeatsEqualItems)
        })
    }

    /// Compiles sections that `content` builds.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), @LayoutBuilder content: () -> [Section]) {
        self.init(configuration: configuration, sections: content())
    }

    /// The component at `indexPath`, or `nil` when there is none (never a crash).
    public func component(at indexPath: ElementIndexPath) -> AnyComponent? {
        // Read in place: the section is not copied out (every cell shown asks).
        parts.sections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(indexPath.section) else { return nil }
            let components = sections[indexPath.section].components
            return components.indices.contains(indexPath.item) ? components[indexPath.item] : nil
        }
    }

    /// Whether `shown` (the component a cell shows) shows the content of the
    /// component at `indexPath` (`shown.isContentEqual(to:)` of it, without
    /// boxing it); false when there is no component there.
    public func isShownContentEqual(_ shown: AnyComponent, at indexPath: ElementIndexPath) -> Bool {
        parts.sections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(indexPath.section) else { return false }
            let components = sections[indexPath.section].components
            return components.indices.contains(indexPath.item)
                && components.isShownContentEqual(shown, at: indexPath.item)
        }
    }

    /// The component of the supplementary or decoration described by
    /// `attributes`, or `nil` when there is none.
    public func component(for attributes: LayoutAttributes) -> AnyComponent? {
        let path = attributes.indexPath
        switch attributes.category {
        case .cell:
            return component(at: path)
        case .decoration:
            guard sections.indices.contains(path.section) else { return nil }
            if attributes.kind == ListSeparatorComponent.kind, sections[path.section].model.list != nil {
                return AnyComponent(ListSeparatorComponent(item: path.item))
            }
            let decorations = sections[path.section].decorationComponents
            return decorations.indices.contains(path.item) ? decorations[path.item].component : nil
        case .supplementary:
            if let kind = attributes.elementKind, let boundary = boundaryComponent(kind: kind, at: path) {
                return boundary
            }
            guard sections.indices.contains(path.section) else { return nil }
            return sections[path.section].anchoredComponent(kind: attributes.elementKind, item: path.item)
        }
    }

    /// The component of the header or footer of element kind `kind` at
    /// `indexPath` (the section, −1 for the layout's own, and the position
    /// among its boundary supplementaries), or `nil` when there is none.
    public func boundaryComponent(kind: String, at indexPath: ElementIndexPath) -> AnyComponent? {
        let boundary: [AnySupplementaryComponent]
        if indexPath.section < 0 {
            boundary = boundaryComponents
        } else if sections.indices.contains(indexPath.section) {
            boundary = sections[indexPath.section].boundaryComponents
        } else {
            return nil
        }
        guard boundary.indices.contains(indexPath.item), boundary[indexPath.item].elementKind == kind else { return nil }
        return boundary[indexPath.item].component
    }

    /// The model of one DSL section in a layout that scrolls along
    /// `scrollDirection`: a root group of equal components as one repeated
    /// item (``EqualItemRepetition``) unless `repeatsEqualItems` is false.
    static func compile(_ section: Section, scrollDirection: Axis, repeatsEqualItems: Bool = true) -> LayoutSection {
        if let list = section.group.list { return compileList(section, list: list) }
        if let flow = section.flow { return compileFlow(section, flow: flow, scrollDirection: scrollDirection) }
        let count = section.group.componentCount
        var root: LayoutGroup
        var interGroupSpacing = section.interGroupSpacing
        if repeatsEqualItems, let repeated = EqualItemRepetition.rootGroup(of: section, scrollDirection: scrollDirection) {
            root = repeated.group
            interGroupSpacing = repeated.interGroupSpacing
        } else {
            root = compile(section.group)
        }
        if root.subitems.isEmpty {
            // No components: the section is empty; a placeholder keeps the model valid.
            root.subitems = [.item(LayoutItem(layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))]
        }
        return LayoutSection(
            group: root, itemCount: count, interGroupSpacing: interGroupSpacing,
            contentInsets: section.contentInsets, contentInsetsReference: section.contentInsetsReference,
            supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
            orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
            boundarySupplementaryItems: section.boundarySupplementaryItems.map(\.boundaryItem),
            decorationItems: section.decorationItems.map(\.item))
    }

    /// The model of one DSL group; nested groups without components are left out.
    static func compile(_ group: GroupDefinition) -> LayoutGroup {
        var subitems: [LayoutElement] = []
        subitems.reserveCapacity(group.children.count)
        for child in group.children {
            switch child {
            case .component(let c):
                subitems.append(.item(item(of: c)))
            case .components(let run):
                run.storage.appendItems(to: &subitems)
            case .group(let nested) where nested.componentCount > 0:
                subitems.append(.group(compile(nested)))
            case .group:
                continue
            }
        }
        return compile(group, subitems: subitems)
    }

    /// The item an erased component describes.
    static func item(of component: AnyComponent) -> LayoutItem {
        component.box.layoutItem()
    }

    /// The item a component describes.
    @inlinable
    static func item<C: Component>(of component: C) -> LayoutItem {
        let supplements = component.supplementComponents()
        return LayoutItem(
            layoutSize: component.layoutSize(), contentInsets: component.contentInsets(),
            edgeSpacing: component.edgeSpacing(),
            supplementaryItems: supplements.isEmpty ? [] : supplements.map(\.anchoredItem))
    }

    /// The model of `group` with `subitems` (its children compiled).
    static func compile(_ group: GroupDefinition, subitems: [LayoutElement]) -> LayoutGroup {
        // `count` repeats the first component's item in equal slots (UIKit's
        // `subitem:count:`); the other components fill the other slots.
        let counted = group.count != nil && !subitems.isEmpty
        return LayoutGroup(
            layoutSize: group.layoutSize, arrangement: group.axis == .horizontal ? .horizontal : .vertical,
            subitems: counted ? [subitems[0]] : subitems, count: counted ? group.count : nil,
            interItemSpacing: group.interItemSpacing, contentInsets: group.contentInsets,
            edgeSpacing: group.edgeSpacing, supplementaryItems: group.supplementaryItems.map(\.anchoredItem))
    }
}
