import ListKitCore
import ListKitLifecycle

/// A type-erased component: any ``Component`` behind one type, so sections
/// can hold components of different types.
public struct AnyComponent {
    /// The wrapped component.
    public let base: Any
    /// The wrapped component's id.
    public let id: AnyHashable
    /// A name for the component's type; content views are reused only
    /// between components with the same reuse identifier.
    public let reuseIdentifier: String
    private let makeContent: () -> ContentView
    private let renderContent: (ContentView) -> Bool
    private let willDisplayContent: (ContentView) -> Void
    private let didEndDisplayContent: (ContentView) -> Void
    private let measureContent: (Size) -> Size?
    private let sizeOfLayout: () -> LayoutSize
    private let spacing: () -> EdgeSpacing?
    private let insets: () -> DirectionalEdgeInsets
    private let supplements: () -> [AnySupplementaryComponent]
    private let equals: (Any) -> Bool
    private let select: () -> Void
    private let visibility: () -> VisibilityConfiguration?
    private let visibilityChange: (LifecycleEventKind, ContentView) -> Void
    private let measureRun: ([AnyComponent], Size) -> [Size?]

    /// Wraps `component`.
    public init<C: Component>(_ component: C) {
        base = component
        id = component.id
        reuseIdentifier = String(reflecting: C.self)
        makeContent = { component.contentView() }
        renderContent = { view in
            guard let content = view as? C.Content else { return false }
            component.render(in: content)
            return true
        }
        willDisplayContent = { view in
            if let content = view as? C.Content { component.willDisplay(content: content) }
        }
        didEndDisplayContent = { view in
            if let content = view as? C.Content { component.didEndDisplay(content: content) }
        }
        measureContent = { component.measure(proposed: $0) }
        sizeOfLayout = { component.layoutSize() }
        spacing = { component.edgeSpacing() }
        insets = { component.contentInsets() }
        supplements = { component.supplementComponents() }
        select = { component.didSelect() }
        visibility = { component.visibilityConfiguration() }
        measureRun = { run, proposed in
            let typed = run.compactMap { $0.base as? C }
            guard typed.count == run.count else { return run.map { $0.measure(proposed: proposed) } }
            return C.measure(typed, proposed: proposed)
        }
        visibilityChange = { event, view in
            if let content = view as? C.Content { component.visibilityDidChange(event, content: content) }
        }
        if let equatable = component as? any Equatable {
            equals = { other in AnyComponent.equal(equatable, other) }
        } else {
            equals = { _ in false }
        }
    }

    private static func equal<T: Equatable>(_ value: T, _ other: Any) -> Bool {
        (other as? T) == value
    }

    /// Whether `other` wraps an equal component: both of one `Equatable`
    /// type and `==`. Components that are not `Equatable` never compare equal,
    /// so a diff always renders them again.
    public func isContentEqual(to other: AnyComponent) -> Bool {
        equals(other.base)
    }

    /// A new content view for the component.
    public func contentView() -> ContentView { makeContent() }

    /// Renders into `content`; returns false when `content` is not of the
    /// component's content type (nothing is drawn then).
    @discardableResult
    public func render(in content: ContentView) -> Bool { renderContent(content) }

    /// Forwards `willDisplay(content:)` when `content` has the component's type.
    public func willDisplay(content: ContentView) { willDisplayContent(content) }

    /// Forwards `didEndDisplay(content:)` when `content` has the component's type.
    public func didEndDisplay(content: ContentView) { didEndDisplayContent(content) }

    /// The component's measured size for `proposed`, if it measures.
    public func measure(proposed: Size) -> Size? { measureContent(proposed) }

    /// The component's layout size.
    public func layoutSize() -> LayoutSize { sizeOfLayout() }

    /// Measures `components`, all proposed `proposed`: each run of
    /// components of one type goes to that type's
    /// ``Component/measure(_:proposed:)`` in one call.
    ///
    /// - Returns: One answer per component, in order.
    public static func measure(_ components: [AnyComponent], proposed: Size) -> [Size?] {
        var answers: [Size?] = []
        answers.reserveCapacity(components.count)
        var start = 0
        while start < components.count {
            let type = components[start].reuseIdentifier
            var end = start + 1
            while end < components.count, components[end].reuseIdentifier == type { end += 1 }
            let run = Array(components[start..<end])
            let measured = components[start].measureRun(run, proposed)
            answers.append(contentsOf: measured.count == run.count ? measured : run.map { $0.measure(proposed: proposed) })
            start = end
        }
        return answers
    }

    /// The component's edge spacing.
    public func edgeSpacing() -> EdgeSpacing? { spacing() }

    /// The component's content insets.
    public func contentInsets() -> DirectionalEdgeInsets { insets() }

    /// The component's anchored supplementaries.
    public func supplementComponents() -> [AnySupplementaryComponent] { supplements() }

    /// Tells the component its item was selected.
    public func didSelect() { select() }

    /// The visibility events the component wants, or `nil` for the renderer's policy.
    public func visibilityConfiguration() -> VisibilityConfiguration? { visibility() }

    /// Forwards a visibility event when `content` has the component's type.
    public func visibilityDidChange(_ event: LifecycleEventKind, content: ContentView) {
        visibilityChange(event, content)
    }

    /// The wrapped component as `T`, if it is one, seeing through wrappers
    /// such as ``ActionComponent``.
    public func `as`<T>(_ type: T.Type) -> T? {
        var current: Any = base
        while true {
            if let match = current as? T { return match }
            guard let wrapper = current as? ComponentWrapper else { return nil }
            current = wrapper.wrappedComponent
        }
    }
}
