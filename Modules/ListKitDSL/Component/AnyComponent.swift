import ListKitCore
import ListKitEngine
import ListKitLifecycle

/// A type-erased component: any ``Component`` behind one type, so sections
/// can hold components of different types.
///
/// The component is kept in one box object whose methods call the concrete
/// type's, so wrapping a component costs one allocation.
public struct AnyComponent {
    /// The box: the component and its type's methods.
    let box: any AnyComponentBox

    /// ``box`` as an object, for inlinable code that knows the box's class.
    @usableFromInline var boxObject: AnyObject { box }

    /// Wraps `component`.
    public init<C: Component>(_ component: C) {
        box = ComponentBox(component)
    }

    /// The wrapped component.
    public var base: Any { box.base }

    /// The wrapped component's id.
    public var id: AnyHashable { box.id }

    /// Whether `other` is this very wrapper (a copy of it): then it wraps
    /// the same component, found without comparing ids.
    public func isSameWrapper(as other: AnyComponent) -> Bool { box === other.box }

    /// Whether `other` wraps a component whose id equals this one's
    /// (``id`` `==` `other.id`; two components of one type compare their
    /// ids without boxing them).
    public func hasSameID(as other: AnyComponent) -> Bool { box.hasSameID(as: other.box) }

    /// A name for the component's type; content views are reused only
    /// between components with the same reuse identifier.
    public var reuseIdentifier: String { box.reuseIdentifier }

    /// Whether `other` wraps an equal component: both of one `Equatable`
    /// type and `==`. Components that are not `Equatable` never compare equal,
    /// so a diff always renders them again.
    public func isContentEqual(to other: AnyComponent) -> Bool {
        box.isContentEqual(to: other.box)
    }

    /// A new content view for the component.
    public func contentView() -> ContentView { box.contentView() }

    /// Renders into `content`; returns false when `content` is not of the
    /// component's content type (nothing is drawn then).
    @discardableResult
    public func render(in content: ContentView) -> Bool { box.render(in: content) }

    /// Forwards `willDisplay(content:)` when `content` has the component's type.
    public func willDisplay(content: ContentView) { box.willDisplay(content: content) }

    /// Forwards `didEndDisplay(content:)` when `content` has the component's type.
    public func didEndDisplay(content: ContentView) { box.didEndDisplay(content: content) }

    /// The component's measured size for `proposed`, if it measures.
    public func measure(proposed: Size) -> Size? { box.measure(proposed: proposed) }

    /// The component's layout size.
    public func layoutSize() -> LayoutSize { box.layoutSize() }

    /// Measures `components`, all proposed `proposed`: each run of
    /// components of one type goes to that type's
    /// ``Component/measure(_:proposed:)`` in one call.
    ///
    /// - Returns: One answer per component, in order.
    public static func measure(_ components: [AnyComponent], proposed: Size) -> [Size?] {
        measure(components[...], proposed: proposed)
    }

    /// ``measure(_:proposed:)`` of a slice, without copying it.
    static func measure(_ components: ArraySlice<AnyComponent>, proposed: Size) -> [Size?] {
        var answers: [Size?] = []
        answers.reserveCapacity(components.count)
        var start = components.startIndex
        while start < components.endIndex {
            start = components[start].box.measureRun(of: components, from: start, proposed: proposed, into: &answers)
        }
        return answers
    }

    /// The component's edge spacing.
    public func edgeSpacing() -> EdgeSpacing? { box.edgeSpacing() }

    /// The component's content insets.
    public func contentInsets() -> DirectionalEdgeInsets { box.contentInsets() }

    /// The component's anchored supplementaries.
    public func supplementComponents() -> [AnySupplementaryComponent] { box.supplementComponents() }

    /// Tells the component its item was selected.
    public func didSelect() { box.didSelect() }

    /// The component's swipe actions at `edge`: its
    /// `leadingSwipeActions()` or `trailingSwipeActions()`.
    public func swipeActions(_ edge: SwipeEdge) -> SwipeActionsConfiguration? { box.swipeActions(edge) }

    /// The visible events the component wants, or `nil` for the renderer's policy.
    public func visibilityConfiguration() -> VisibilityConfiguration? { box.visibilityConfiguration() }

    /// What the component declares for VoiceOver, or `nil` for ListKit's defaults.
    public func accessibility() -> Accessibility? { box.accessibility() }

    /// Forwards a visibility event when `content` has the component's type.
    public func visibilityDidChange(_ event: LifecycleEventKind, content: ContentView) {
        box.visibilityDidChange(event, content: content)
    }

    /// Forwards `prefetch()`.
    public func prefetch() { box.prefetch() }

    /// Forwards `cancelPrefetch()`.
    public func cancelPrefetch() { box.cancelPrefetch() }

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

/// The methods of a boxed component; ``ComponentBox`` implements them for
/// one component type.
protocol AnyComponentBox: AnyObject {
    /// The boxed component.
    var base: Any { get }
    /// The component's id.
    var id: AnyHashable { get }
    /// Whether `other`'s component has an id equal to this one's, as
    /// `AnyHashable`s.
    func hasSameID(as other: any AnyComponentBox) -> Bool
    /// The type's name, as a reuse identifier.
    var reuseIdentifier: String { get }
    /// Whether `other` holds an equal component of the same `Equatable` type.
    func isContentEqual(to other: any AnyComponentBox) -> Bool
    /// A new content view.
    func contentView() -> ContentView
    /// Renders into `content` when it has the component's content type.
    func render(in content: ContentView) -> Bool
    /// Forwards `willDisplay(content:)`.
    func willDisplay(content: ContentView)
    /// Forwards `didEndDisplay(content:)`.
    func didEndDisplay(content: ContentView)
    /// The component's measurement.
    func measure(proposed: Size) -> Size?
    /// Measures the run of components of this box's type that starts at
    /// `start` in `components` in one call to the type, appending one answer
    /// per component to `answers`.
    ///
    /// - Returns: The index after the run.
    func measureRun(
        of components: ArraySlice<AnyComponent>, from start: Int, proposed: Size, into answers: inout [Size?]
    ) -> Int
    /// The component's layout size.
    func layoutSize() -> LayoutSize
    /// The item the component describes (``ComposedLayout/item(of:)``).
    func layoutItem() -> LayoutItem
    /// The component's edge spacing.
    func edgeSpacing() -> EdgeSpacing?
    /// The component's content insets.
    func contentInsets() -> DirectionalEdgeInsets
    /// The component's anchored supplementaries.
    func supplementComponents() -> [AnySupplementaryComponent]
    /// Tells the component it was selected.
    func didSelect()
    /// The component's swipe actions at `edge`.
    func swipeActions(_ edge: SwipeEdge) -> SwipeActionsConfiguration?
    /// The component's visibility configuration.
    func visibilityConfiguration() -> VisibilityConfiguration?
    /// The component's accessibility declaration.
    func accessibility() -> Accessibility?
    /// Forwards a visibility event.
    func visibilityDidChange(_ event: LifecycleEventKind, content: ContentView)
    /// Forwards `prefetch()`.
    func prefetch()
    /// Forwards `cancelPrefetch()`.
    func cancelPrefetch()
}
