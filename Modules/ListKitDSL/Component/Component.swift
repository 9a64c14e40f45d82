import ListKitCore
import ListKitEngine
import ListKitLifecycle

/// A visibility event a component hears: ListKitLifecycle's event kinds,
/// named here so that modules that see the DSL but not the lifecycle module
/// (plugins) can implement ``Component/visibilityDidChange(_:content:)``.
public typealias VisibilityEvent = LifecycleEventKind

/// The basic unit of a ListKit screen: what one item shows and how big it is.
///
/// A component maps data to a content view. It is a value; the renderer
/// creates content views with ``contentView()``, reuses them for components
/// of the same type, and calls ``render(in:)`` to fill them.
///
/// ```swift
/// struct EmojiBoxComponent: Component {
///     let id: Int
///     let emoji: String
///     func contentView() -> ContentView { ContentView() }
///     func layoutSize() -> LayoutSize {
///         LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30))
///     }
///     func contentInsets() -> DirectionalEdgeInsets { DirectionalEdgeInsets(all: 2) }
///     func render(in content: ContentView) {
///         content.draw(.text(emoji, at: .zero, size: 14, color: .white))
///     }
/// }
/// ```
public protocol Component: GroupContent {
    /// The content view type this component renders into.
    associatedtype Content: ContentView

    /// The type of ``id``: any `Hashable` type; `AnyHashable` unless the
    /// component says otherwise.
    ///
    /// A plain type such as `Int` or `String` is the fast choice: the
    /// renderer compares and hashes the ids of a run of components of one
    /// type as that type, where an `AnyHashable` made for each component
    /// costs an allocation check and a dynamic cast per comparison.
    associatedtype ID: Hashable = AnyHashable

    /// The component's identity, unique among its section's components; the
    /// diffable data source matches components across renders by it (as
    /// `AnyHashable(id)` between components of different types).
    var id: ID { get }

    /// A new content view (the renderer reuses it across components of this type).
    func contentView() -> Content

    /// The component's size as width and height dimensions.
    func layoutSize() -> LayoutSize

    /// Space added around the component's slot in its group; `nil` adds none.
    func edgeSpacing() -> EdgeSpacing?

    /// Insets that shrink the component inside its slot.
    func contentInsets() -> DirectionalEdgeInsets

    /// Supplementaries anchored to the component, such as badges.
    func supplementComponents() -> [AnySupplementaryComponent]

    /// Fills `content` with the component's data.
    func render(in content: Content)

    /// `content` is about to be displayed.
    func willDisplay(content: Content)

    /// `content` is no longer displayed.
    func didEndDisplay(content: Content)

    /// The size the content needs for a proposed size, used to resolve
    /// `estimated` dimensions; `nil` (the default) keeps the estimate.
    func measure(proposed: Size) -> Size?

    /// Measures several components of this type proposed the same size, one
    /// answer per component in order; the renderer asks for runs of
    /// consecutive items this way. The default asks each one's
    /// ``measure(proposed:)``; a type that can do better (a plugin kind's
    /// `measure_batch`) overrides it.
    static func measure(_ components: [Self], proposed: Size) -> [Size?]

    /// Whether `a` and `b` show the same content, as the diffable data source
    /// asks of a component that stayed: `a == b` for an `Equatable` type (the
    /// default then), `nil` when the type does not say (the default
    /// otherwise: the renderer then looks for an `Equatable` conformance at
    /// run time, and a component that has none always counts as changed).
    static func isContentEqual(_ a: Self, _ b: Self) -> Bool?

    /// The component's item was selected (a tap).
    func didSelect()

    /// The visibility events the component wants besides `willDisplay` and
    /// `didEndDisplay` (thresholds, focus, full impression, dwell); `nil`
    /// (the default) takes the renderer's policy.
    func visibilityConfiguration() -> VisibilityConfiguration?

    /// One of the visibility events the configuration asked for happened to
    /// the component's element: `.thresholdCrossedUp`, `.thresholdCrossedDown`,
    /// `.didFocus`, `.didUnfocus`, `.fullImpression` or `.dwell`.
    func visibilityDidChange(_ event: LifecycleEventKind, content: Content)

    /// The component's cell entered the prefetch zone ahead of the scroll
    /// (when the renderer prefetches): the place to start loading what it
    /// will show, as UIKit's `collectionView(_:prefetchItemsAt:)`. Once per
    /// entry; the cell may be displayed next, or the prefetch cancelled.
    func prefetch()

    /// The prefetched cell left the prefetch zone, or the data, without being
    /// displayed: the place to stop that loading, as UIKit's
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`.
    func cancelPrefetch()

    /// The actions a swipe to the right reveals at the item's leading edge,
    /// like UIKit's `leadingSwipeActionsConfigurationProvider`; `nil` (the
    /// default): none. Each action's handler is a closure of the component.
    func leadingSwipeActions() -> SwipeActionsConfiguration?

    /// The actions a swipe to the left reveals at the item's trailing edge
    /// (the first one is performed by a full swipe), like UIKit's
    /// `trailingSwipeActionsConfigurationProvider`; `nil` (the default): none.
    ///
    /// ```swift
    /// func trailingSwipeActions() -> SwipeActionsConfiguration? {
    ///     SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete", style: .destructive) { onDelete(todo) }])
    /// }
    /// ```
    func trailingSwipeActions() -> SwipeActionsConfiguration?

    /// What VoiceOver reads for the component: its label, value, hint,
    /// traits, custom actions, sort priority, and whether it is one element,
    /// a container of its child views or hidden; `nil` (the default) takes
    /// ListKit's defaults (the label is the texts it draws, in reading order;
    /// see `Documentation/Accessibility.md`).
    ///
    /// ```swift
    /// func accessibility() -> Accessibility? {
    ///     Accessibility(label: "Play", traits: .button)
    /// }
    /// ```
    func accessibility() -> Accessibility?
}

extension Component {
    // The layout defaults are inlinable: the check that every component of
    // a group describes one item asks each component for them, and a
    // component type that keeps them then answers with constants.

    /// No edge spacing.
    @inlinable
    public func edgeSpacing() -> EdgeSpacing? { nil }
    /// No content insets.
    @inlinable
    public func contentInsets() -> DirectionalEdgeInsets { .zero }
    /// No anchored supplementaries.
    @inlinable
    public func supplementComponents() -> [AnySupplementaryComponent] { [] }
    /// Does nothing.
    public func willDisplay(content: Content) {}
    /// Does nothing.
    public func didEndDisplay(content: Content) {}
    /// Keeps the estimate.
    public func measure(proposed: Size) -> Size? { nil }
    /// Each component's own ``measure(proposed:)``.
    ///
    /// Inlinable so that each component type's conformance gets this loop
    /// specialized for it: generic code would copy every component to call
    /// its `measure`.
    @inlinable
    public static func measure(_ components: [Self], proposed: Size) -> [Size?] {
        components.map { $0.measure(proposed: proposed) }
    }
    /// `nil`: the type does not say (an `Equatable` type says `==`).
    public static func isContentEqual(_ a: Self, _ b: Self) -> Bool? { nil }
    /// Does nothing.
    public func didSelect() {}
    /// The renderer's policy.
    public func visibilityConfiguration() -> VisibilityConfiguration? { nil }
    /// Does nothing.
    public func visibilityDidChange(_ event: LifecycleEventKind, content: Content) {}
    /// Does nothing.
    public func prefetch() {}
    /// Does nothing.
    public func cancelPrefetch() {}
    /// No leading swipe actions.
    public func leadingSwipeActions() -> SwipeActionsConfiguration? { nil }
    /// No trailing swipe actions.
    public func trailingSwipeActions() -> SwipeActionsConfiguration? { nil }
    /// ListKit's defaults.
    public func accessibility() -> Accessibility? { nil }
}

extension Component where Self: Equatable {
    /// `a == b`, without a look-up at run time.
    public static func isContentEqual(_ a: Self, _ b: Self) -> Bool? { a == b }
}

extension Component where Content == ContentView {
    /// A plain content view.
    public func contentView() -> ContentView { ContentView() }
}
