import ListKitCore
import ListKitEngine
import ListKitLifecycle
import Synchronization

/// One component in a box: ``AnyComponent``'s storage for a component of type `C`.
@usableFromInline
final class ComponentBox<C: Component>: AnyComponentBox {
    /// The component.
    @usableFromInline let component: C

    init(_ component: C) {
        self.component = component
    }

    var base: Any { component }

    var id: AnyHashable { AnyHashable(component.id) }

    func hasSameID(as other: any AnyComponentBox) -> Bool {
        // Two boxes of one component type compare their ids as that type
        // (as `AnyHashable` would, without boxing them).
        if ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) {
            return component.id == unsafeDowncast(other, to: Self.self).component.id
        }
        return id == other.id
    }

    /// The component type's full name, written once per type (see ``ReuseIdentifiers``).
    var reuseIdentifier: String { ReuseIdentifiers.name(of: C.self) }

    func isContentEqual(to other: any AnyComponentBox) -> Bool {
        // Two boxes of one component type are instances of one class: then
        // the type's own answer, when it gives one, needs no cast.
        if ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self),
           let equal = C.isContentEqual(component, unsafeDowncast(other, to: Self.self).component) {
            return equal
        }
        guard let equatable = component as? any Equatable else { return false }
        return Self.equal(equatable, other.base)
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

    func measureRun(
        of components: ArraySlice<AnyComponent>, from start: Int, proposed: Size, into answers: inout [Size?]
    ) -> Int {
        // Boxes of one component type are instances of one class: comparing
        // the classes finds the run without a dynamic cast.
        let boxClass = ObjectIdentifier(Self.self)
        var end = start + 1
        while end < components.endIndex, ObjectIdentifier(type(of: components[end].box)) == boxClass { end += 1 }
        let typed = [C](unsafeUninitializedCapacity: end - start) { typed, initialized in
            for offset in 0..<(end - start) {
                typed.initializeElement(at: offset, to: unsafeDowncast(components[start + offset].box, to: Self.self).component)
            }
            initialized = end - start
        }
        let measured = C.measure(typed, proposed: proposed)
        if measured.count == typed.count {
            answers.append(contentsOf: measured)
        } else {
            for component in typed { answers.append(component.measure(proposed: proposed)) }
        }
        return end
    }

    func layoutSize() -> LayoutSize { component.layoutSize() }

    func layoutItem() -> LayoutItem { ComposedLayout.item(of: component) }

    func edgeSpacing() -> EdgeSpacing? { component.edgeSpacing() }

    func contentInsets() -> DirectionalEdgeInsets { component.contentInsets() }

    func supplementComponents() -> [AnySupplementaryComponent] { component.supplementComponents() }

    func didSelect() { component.didSelect() }

    func swipeActions(_ edge: SwipeEdge) -> SwipeActionsConfiguration? {
        edge == .leading ? component.leadingSwipeActions() : component.trailingSwipeActions()
    }

    func visibilityConfiguration() -> VisibilityConfiguration? { component.visibilityConfiguration() }

    func accessibility() -> Accessibility? { component.accessibility() }

    func visibilityDidChange(_ event: LifecycleEventKind, content: ContentView) {
        if let content = content as? C.Content { component.visibilityDidChange(event, content: content) }
    }

    func prefetch() { component.prefetch() }

    func cancelPrefetch() { component.cancelPrefetch() }
}

/// The reuse identifier of each component type, its full name
/// (`String(reflecting:)`), written once per type: writing a type's name
/// takes the runtime's reflection, far dearer than the look-up of a cell's
/// identifier on every dequeue.
enum ReuseIdentifiers {
    /// Each type's name, by type.
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// The full name of `type`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(reflecting: type)
        names.withLock { $0[key] = name }
        return name
    }
}
