import ListKitJSON
import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitSupplementary

extension LayoutDocument {
    /// The document as the DSL's `ComposedLayout`: its layout model, with a
    /// component from `registry` for every item, supplementary and decoration,
    /// so that a document reaches the renderer the way DSL sections do.
    ///
    /// Every kind is looked up now; items' components are made when the
    /// renderer asks for them, each with props encoded once per item here.
    /// A supplementary or decoration that names no component gets
    /// `BuiltInComponent.placeholder(_:)`.
    ///
    /// ```swift
    /// let document = try LayoutDocument(contentsOfFile: "Examples/todo.json")
    /// let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: document.viewport)
    /// renderer.render(try document.composedLayout(registry: .builtIn))
    /// ```
    ///
    /// - Parameter registry: The component kinds.
    /// - Throws: ``DocumentError`` with ``DocumentError/Problem/component(_:)``
    ///   at the JSON path of the first component whose kind is not registered;
    ///   with ``DocumentError/Problem/sectionCountMismatch(models:described:)``
    ///   at `$.sections` for a document built by hand whose `layout.sections`
    ///   and `sections` differ in length.
    public func composedLayout(registry: ComponentRegistry) throws(DocumentError) -> ComposedLayout {
        guard layout.sections.count == sections.count else {
            throw DocumentError(
                path: "$.sections", problem: .sectionCountMismatch(models: layout.sections.count, described: sections.count))
        }
        var composed: [ComposedSection] = []
        composed.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            composed.append(try Self.compose(
                section, model: layout.sections[index], path: "$.sections[\(index)]", registry: registry))
        }
        var layoutWide: [AnySupplementaryComponent] = []
        let items = layout.configuration.boundarySupplementaryItems
        for (index, component) in boundaryComponents.enumerated() where items.indices.contains(index) {
            let path = "$.configuration.boundarySupplementaryItems[\(index)].component"
            let made = try Self.make(component, id: items[index].elementKind, path: path, registry: registry)
            layoutWide.append(AnySupplementaryComponent(made, boundaryItem: items[index]))
        }
        var result = ComposedLayout(configuration: layout.configuration, composing: composed, boundaryComponents: layoutWide)
        result.failures = registry.failures
        return result
    }

    /// One section's components.
    private static func compose(
        _ section: DocumentSection, model: LayoutSection, path: String, registry: ComponentRegistry
    ) throws(DocumentError) -> ComposedSection {
        let components = try items(section.items, path: path, registry: registry)
        var boundary: [AnySupplementaryComponent] = []
        let boundaryItems = model.boundarySupplementaryItems
        // A list section's header and footer come first, from its "list".
        // A flow section's, from its "flow", when their reference sizes make them.
        var listKeys = model.list.map { list in
            (list.headerMode == .supplementary ? ["header"] : []) + (list.footerMode == .supplementary ? ["footer"] : [])
        } ?? []
        var shape = "list"
        if let flow = model.flow {
            shape = "flow"
            let along = flow.scrollDirection
            listKeys = (flow.headerReferenceSize[along] > 0 ? ["header"] : [])
                + (flow.footerReferenceSize[along] > 0 ? ["footer"] : [])
        }
        for (index, component) in section.boundaryComponents.enumerated() where boundaryItems.indices.contains(index) {
            let item = boundaryItems[index]
            let componentPath = index < listKeys.count
                ? path + ".\(shape).\(listKeys[index]).component"
                : path + ".boundarySupplementaryItems[\(index - listKeys.count)].component"
            let made = try make(component, id: item.elementKind, path: componentPath, registry: registry)
            boundary.append(AnySupplementaryComponent(made, boundaryItem: item))
        }
        var decorations: [AnyDecorationComponent] = []
        let decorationItems = model.decorationItems
        for (index, component) in section.decorationComponents.enumerated() where decorationItems.indices.contains(index) {
            let item = decorationItems[index]
            let made = try make(
                component, id: item.elementKind, path: path + ".decorationItems[\(index)].component", registry: registry)
            decorations.append(AnyDecorationComponent(made, item: item))
        }
        var anchored: [AnySupplementaryComponent] = []
        for kind in section.anchoredComponents.keys.sorted() {
            guard let component = section.anchoredComponents[kind] else { continue }
            let made = try make(component, id: kind, path: section.anchoredComponentPaths[kind] ?? path, registry: registry)
            let item = SupplementaryItem(
                elementKind: kind, layoutSize: ComponentRequest(kind: kind, id: kind).layoutSize,
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
            anchored.append(AnySupplementaryComponent(made, anchoredItem: item))
        }
        var composed = ComposedSection(
            id: AnyHashable(section.id), model: model, components: components, boundaryComponents: boundary,
            decorationComponents: decorations, groupSupplementaryComponents: anchored)
        composed.swipeActions = swipeActions(of: section.items)
        composed.accessibility = accessibility(of: section.items)
        return composed
    }

    /// The items' components, made on demand: generated items are
    /// placeholders (registered or not); listed ones keep their props,
    /// encoded once.
    private static func items(
        _ items: DocumentItems, path: String, registry: ComponentRegistry
    ) throws(DocumentError) -> ComponentList {
        if items.isGenerated {
            // Items that name no component: placeholders, whatever the registry holds.
            let kind = DocumentComponent.defaultItemKind
            return ComponentList(count: items.count, idsAreUnique: true, id: { AnyHashable(String($0)) }) { position in
                BuiltInComponent.placeholder(ComponentRequest(kind: kind, id: String(position)))
            }
        }
        var factories: [ComponentRegistry.Factory] = []
        var requests: [ComponentRequest] = []
        factories.reserveCapacity(items.count)
        requests.reserveCapacity(items.count)
        // Each kind's factory and props declaration, looked up once.
        var byKind: [String: (factory: ComponentRegistry.Factory, props: PropsDeclaration?)] = [:]
        for (index, item) in items.enumerated() {
            let kind = item.component.kind
            let known: (factory: ComponentRegistry.Factory, props: PropsDeclaration?)
            if let found = byKind[kind] {
                known = found
            } else {
                do {
                    known = (try registry.factory(for: kind), registry.props(of: kind))
                } catch {
                    throw DocumentError(path: path + ".items[\(index)].component", problem: .component(error))
                }
                byKind[kind] = known
            }
            factories.append(known.factory)
            try checkProps(item.component.props, against: known.props, at: path + ".items[\(index)].props")
            requests.append(ComponentRequest(kind: kind, id: item.id, props: props(item.component.props)))
        }
        return ComponentList(count: requests.count, idsAreUnique: true, id: { AnyHashable(requests[$0].id) }) { position in
            factories[position](requests[position])
        }
    }

    /// The component of a supplementary or decoration.
    private static func make(
        _ component: DocumentComponent, id: String, path: String, registry: ComponentRegistry
    ) throws(DocumentError) -> AnyComponent {
        let request = ComponentRequest(kind: component.kind, id: id, props: props(component.props))
        if component.isPlaceholder { return BuiltInComponent.placeholder(request) }
        try checkProps(
            component.props, against: registry.props(of: component.kind),
            at: path.hasSuffix(".component") ? String(path.dropLast(".component".count)) + ".props" : path + ".props")
        do {
            return try registry.make(request)
        } catch {
            throw DocumentError(path: path, problem: .component(error))
        }
    }

    /// Checks `props` against what their kind declares (``ComponentRegistry/props(of:)``;
    /// `nil`: a kind that declares nothing takes any props). The path is
    /// written only for a problem.
    ///
    /// - Throws: ``DocumentError`` at `path` (the props) or at the key that is wrong.
    static func checkProps(
        _ props: JSONValue?, against declaration: PropsDeclaration?, at path: @autoclosure () -> String
    ) throws(DocumentError) {
        guard let props, let declaration, let problem = declaration.problem(in: props) else { return }
        var at = problem.key.map { path() + JSONPath.Component.key($0).text } ?? path()
        if let index = problem.index { at += JSONPath.Component.index(index).text }
        switch problem {
        case .notAnObject(let found):
            throw DocumentError(path: at, problem: .wrongType(expected: "an object", found: found))
        case .unknownKey(let key, let allowed):
            throw DocumentError(path: at, problem: .unknownKey(key, allowed: allowed))
        case .wrongType(_, let expected, let found):
            throw DocumentError(path: at, problem: .wrongType(expected: expected, found: found))
        case .notAColor(_, let value):
            throw DocumentError(path: at, problem: .invalidValue(JSONValue.quoted(value), allowed: ["#RRGGBB", "#RRGGBBAA"]))
        case .outOfRange(_, let value, let requirement):
            throw DocumentError(path: at, problem: .outOfRange(value, requirement: requirement))
        case .notOneOf(_, _, let value, let allowed):
            throw DocumentError(path: at, problem: .invalidValue(JSONValue.quoted(value), allowed: allowed))
        case .wrongEntryType(_, _, let expected, let found):
            throw DocumentError(path: at, problem: .wrongType(expected: expected, found: found))
        }
    }

    /// A document's props as components receive them: the value, its
    /// text written once.
    public static func props(_ value: JSONValue?) -> ComponentProps {
        value.map(ComponentProps.init) ?? .empty
    }
}
