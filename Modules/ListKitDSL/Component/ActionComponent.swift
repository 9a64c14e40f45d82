import ListKitCore
import ListKitEngine
import ListKitLifecycle

/// A component with actions attached, like IVCollectionKit's item actions:
/// `onDisplay`, `onEndDisplay`, `onSelect`. Made by the modifiers of the same
/// names; it looks and lays out exactly like the component it wraps.
///
/// ```swift
/// TodoComponent(todo: todo)
///     .onDisplay { impressions.record(todo.id) }
///     .onSelect { open(todo) }
/// ```
public struct ActionComponent<Base: Component>: Component, ComponentWrapper {
    /// The wrapped component.
    public let base: Base
    /// Called after the wrapped component's `willDisplay(content:)`.
    var displayAction: (() -> Void)?
    /// Called after the wrapped component's `didEndDisplay(content:)`.
    var endDisplayAction: (() -> Void)?
    /// Called when the component's item is selected.
    var selectAction: (() -> Void)?
    /// The visibility events asked for by ``onVisibility(_:perform:)``; `nil`
    /// keeps the wrapped component's.
    public var visibility: VisibilityConfiguration?
    /// Called after the wrapped component's `visibilityDidChange(_:content:)`.
    var visibilityAction: ((LifecycleEventKind) -> Void)?

    /// Wraps `base` with no actions.
    public init(_ base: Base) {
        self.base = base
    }

    /// The wrapped component, for look-ups through the wrapper.
    public var wrappedComponent: Any { base }

    /// The wrapped component's id.
    public var id: Base.ID { base.id }
    /// The wrapped component's content view.
    public func contentView() -> Base.Content { base.contentView() }
    /// The wrapped component's size.
    public func layoutSize() -> LayoutSize { base.layoutSize() }
    /// The wrapped component's edge spacing.
    public func edgeSpacing() -> EdgeSpacing? { base.edgeSpacing() }
    /// The wrapped component's insets.
    public func contentInsets() -> DirectionalEdgeInsets { base.contentInsets() }
    /// The wrapped component's supplementaries.
    public func supplementComponents() -> [AnySupplementaryComponent] { base.supplementComponents() }
    /// Renders the wrapped component.
    public func render(in content: Base.Content) { base.render(in: content) }
    /// The wrapped component's measurement.
    public func measure(proposed: Size) -> Size? { base.measure(proposed: proposed) }
    /// The wrapped components' measurement, in one call to their type.
    public static func measure(_ components: [ActionComponent<Base>], proposed: Size) -> [Size?] {
        Base.measure(components.map(\.base), proposed: proposed)
    }

    /// Forwards, then runs the display action.
    public func willDisplay(content: Base.Content) {
        base.willDisplay(content: content)
        displayAction?()
    }

    /// Forwards, then runs the end-display action.
    public func didEndDisplay(content: Base.Content) {
        base.didEndDisplay(content: content)
        endDisplayAction?()
    }

    /// The configuration given to ``onVisibility(_:perform:)``, else the wrapped component's.
    public func visibilityConfiguration() -> VisibilityConfiguration? {
        visibility ?? base.visibilityConfiguration()
    }

    /// Forwards, then runs the visibility action.
    public func visibilityDidChange(_ event: LifecycleEventKind, content: Base.Content) {
        base.visibilityDidChange(event, content: content)
        visibilityAction?(event)
    }

    /// Forwards to the wrapped component.
    public func prefetch() { base.prefetch() }

    /// Forwards to the wrapped component.
    public func cancelPrefetch() { base.cancelPrefetch() }

    /// The wrapped component's leading swipe actions.
    public func leadingSwipeActions() -> SwipeActionsConfiguration? { base.leadingSwipeActions() }

    /// The wrapped component's trailing swipe actions.
    public func trailingSwipeActions() -> SwipeActionsConfiguration? { base.trailingSwipeActions() }

    /// The wrapped component's accessibility; with a select action
    /// (``onSelect(_:)``), the ``AccessibilityTraits/button`` trait added:
    /// activating it does something.
    public func accessibility() -> Accessibility? {
        guard selectAction != nil else { return base.accessibility() }
        var declared = base.accessibility() ?? Accessibility()
        declared.traits.insert(.button)
        return declared
    }

    /// Forwards, then runs the select action.
    public func didSelect() {
        base.didSelect()
        selectAction?()
    }

    /// Adds an action run when the item appears (replacing an earlier one).
    public func onDisplay(_ action: @escaping () -> Void) -> ActionComponent<Base> {
        var copy = self
        copy.displayAction = action
        return copy
    }

    /// Adds an action run when the item disappears (replacing an earlier one).
    public func onEndDisplay(_ action: @escaping () -> Void) -> ActionComponent<Base> {
        var copy = self
        copy.endDisplayAction = action
        return copy
    }

    /// Adds an action run when the item is selected (replacing an earlier one).
    public func onSelect(_ action: @escaping () -> Void) -> ActionComponent<Base> {
        var copy = self
        copy.selectAction = action
        return copy
    }

    /// Asks for the visibility events of `configuration` and runs `action`
    /// with each (replacing an earlier request).
    public func onVisibility(
        _ configuration: VisibilityConfiguration, perform action: @escaping (LifecycleEventKind) -> Void
    ) -> ActionComponent<Base> {
        var copy = self
        copy.visibility = configuration
        copy.visibilityAction = action
        return copy
    }
}

/// A component that wraps another; look-ups by type see through it.
public protocol ComponentWrapper {
    /// The wrapped component.
    var wrappedComponent: Any { get }
}

extension Component {
    /// This component with an action run when its item appears.
    public func onDisplay(_ action: @escaping () -> Void) -> ActionComponent<Self> {
        ActionComponent(self).onDisplay(action)
    }

    /// This component with an action run when its item disappears.
    public func onEndDisplay(_ action: @escaping () -> Void) -> ActionComponent<Self> {
        ActionComponent(self).onEndDisplay(action)
    }

    /// This component with an action run when its item is selected.
    public func onSelect(_ action: @escaping () -> Void) -> ActionComponent<Self> {
        ActionComponent(self).onSelect(action)
    }

    /// This component asking for the visibility events of `configuration`,
    /// with `action` run for each (thresholds, focus, full impression, dwell).
    ///
    /// ```swift
    /// HeroComponent(hero)
    ///     .onVisibility(try VisibilityConfiguration(dwell: [DwellRule(minimumRatio: 0.5, duration: 1000)])) { event in
    ///         if case .dwell = event { analytics.impression(hero.id) }
    ///     }
    /// ```
    public func onVisibility(
        _ configuration: VisibilityConfiguration, perform action: @escaping (LifecycleEventKind) -> Void
    ) -> ActionComponent<Self> {
        ActionComponent(self).onVisibility(configuration, perform: action)
    }
}
