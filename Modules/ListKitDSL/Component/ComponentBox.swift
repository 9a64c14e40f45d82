import ListKitCore
import ListKitLifecycle

/// One component in a box: ``AnyComponent``'s storage for a component of type `C`.
final class ComponentBox<C: Component>: AnyComponentBox {
    /// The component.
    let component: C

    init(_ component: C) {
        self.component = component
    }

    var base: Any { component }

    var id: AnyHashable { component.id }

    var type: ObjectIdentifier { ObjectIdentifier(C.self) }

    var reuseIdentifier: String { String(reflecting: C.self) }

    func isContentEqual(to other: Any) -> Bool {
        guard let equatable = component as? any Equatable else { return false }
        return Self.equal(equatable, other)
    }

    private static func equal<T: Equatable>(_ value: T, _ other: Any) -> Bool {
        (other as? T) == value
    }

    func contentView() -> ContentView { component.contentView() }

    func render(in content: ContentView) -> Bool {
        guard let content = content as? C.Content else { return false }
        component.render(in: content)
        return true
    }

    func willDisplay(content: ContentView) {
        if let content = content as? C.Content { component.willDisplay(content: content) }
    }

    func didEndDisplay(content: ContentView) {
        if let content = content as? C.Content { component.didEndDisplay(content: content) }
    }

    func measure(proposed: Size) -> Size? { component.measure(proposed: proposed) }

    func measure(_ run: [any AnyComponentBox], proposed: Size) -> [Size?] {
        var typed: [C] = []
        typed.reserveCapacity(run.count)
        for box in run {
            guard let same = box as? ComponentBox<C> else { return run.map { $0.measure(proposed: proposed) } }
            typed.append(same.component)
        }
        return C.measure(typed, proposed: proposed)
    }

    func layoutSize() -> LayoutSize { component.layoutSize() }

    func edgeSpacing() -> EdgeSpacing? { component.edgeSpacing() }

    func contentInsets() -> DirectionalEdgeInsets { component.contentInsets() }

    func supplementComponents() -> [AnySupplementaryComponent] { component.supplementComponents() }

    func didSelect() { component.didSelect() }

    func visibilityConfiguration() -> VisibilityConfiguration? { component.visibilityConfiguration() }

    func visibilityDidChange(_ event: LifecycleEventKind, content: ContentView) {
        if let content = content as? C.Content { component.visibilityDidChange(event, content: content) }
    }
}
