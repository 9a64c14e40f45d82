import ListKitCore
import ListKitEngine

/// The rows of a list section, like a section made with UIKit's
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: one
/// full-width row per component, self-sized from an estimated height, with
/// the appearance's spacing, separators and rounding. Write it as a
/// ``Section``'s content, in place of its root group.
///
/// ```swift
/// Section(id: Sections.main) {
///     List(of: todos) { todo in TodoComponent(todo: todo) }
///         .listAppearance(.insetGrouped)
/// }
/// ```
///
/// A row's height is what its component measures
/// (``Component/measure(proposed:)``), else the estimated row height; the
/// component's own layout size is not used. A section header or footer
/// shows when ``headerMode(_:)`` / ``footerMode(_:)`` ask for one: the
/// section's first `.top` (`.bottom`) boundary supplementary, sized as the
/// list's.
public struct List {
    /// The rows.
    public var definition: GroupDefinition

    /// A list of the rows `content` builds.
    public init(@GroupBuilder content: () -> [GroupChild]) {
        definition = GroupDefinition(axis: .vertical, layoutSize: List.rowSize, children: content())
        definition.list = ListDefinition()
    }

    /// A list of one row per element of `items`, each the component `content` makes.
    @inlinable
    public init<T, C: Component>(of items: [T], content: (T) -> C) {
        self.init(definition: VGroup(of: items, width: .fractionalWidth(1), height: List.rowSize.heightDimension,
                                     content: content).definition)
    }

    /// A list of the rows built for each element of `items`, in order.
    @_disfavoredOverload
    public init<T>(of items: [T], @GroupBuilder content: (T) -> [GroupChild]) {
        self.init(definition: VGroup(of: items, width: .fractionalWidth(1), height: List.rowSize.heightDimension,
                                     content: content).definition)
    }

    /// A list of the rows `definition` holds.
    @usableFromInline
    init(definition: GroupDefinition) {
        self.definition = definition
        self.definition.list = ListDefinition()
    }

    /// The size the rows' definition records (a list section's rows are
    /// sized by its configuration when compiled).
    @usableFromInline
    static let rowSize = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.uiKit.estimatedRowHeight))

    /// The list's settings.
    public var configuration: ListConfiguration {
        get { definition.list?.configuration ?? ListConfiguration(appearance: .plain) }
        set { definition.list = ListDefinition(configuration: newValue, itemSeparatorHandler: definition.list?.itemSeparatorHandler) }
    }

    private func with(_ change: (inout ListConfiguration) -> Void) -> List {
        var copy = self
        var configuration = copy.configuration
        change(&configuration)
        copy.configuration = configuration
        return copy
    }

    /// The list's appearance (default `.plain`); it also sets whether
    /// separators show to the appearance's default.
    public func listAppearance(_ appearance: ListAppearance) -> List {
        with {
            $0.appearance = appearance
            $0.showsSeparators = $0.metrics[appearance].showsSeparators
        }
    }

    /// How the section shows a header (default `.none`).
    public func headerMode(_ mode: ListHeaderMode) -> List { with { $0.headerMode = mode } }

    /// How the section shows a footer (default `.none`).
    public func footerMode(_ mode: ListFooterMode) -> List { with { $0.footerMode = mode } }

    /// Whether rows show separators.
    public func showsSeparators(_ shows: Bool) -> List { with { $0.showsSeparators = shows } }

    /// The separators' leading and trailing insets from each row's edges
    /// (top and bottom are not used).
    public func separatorInsets(_ insets: DirectionalEdgeInsets) -> List { with { $0.separatorInsets = insets } }

    /// The separators' leading and trailing insets from each row's edges.
    public func separatorInsets(leading: Double = 0, trailing: Double = 0) -> List {
        separatorInsets(DirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing))
    }

    /// Space above the supplementary header; `nil` is the appearance's.
    public func headerTopPadding(_ padding: Double?) -> List { with { $0.headerTopPadding = padding } }

    /// Whether the supplementary header pins to the visible bounds; `nil`
    /// (the default) is the appearance's: `plain` and `sidebarPlain` pin, as
    /// in UIKit.
    public func pinsHeaders(_ pins: Bool?) -> List { with { $0.pinsHeaders = pins } }

    /// The rows' estimated height (default 44).
    public func estimatedRowHeight(_ height: Double) -> List { with { $0.estimatedRowHeight = height } }

    /// The numbers the list is laid out with (default `ListMetrics.uiKit`).
    public func metrics(_ metrics: ListMetrics) -> List { with { $0.metrics = metrics } }

    /// Each row's own separator settings, like UIKit's `itemSeparatorHandler`:
    /// called with each row's item index and the section's settings when the
    /// section is compiled.
    public func itemSeparatorHandler(_ handler: @escaping ListItemSeparatorHandler) -> List {
        var copy = self
        copy.definition.list = ListDefinition(configuration: configuration, itemSeparatorHandler: handler)
        return copy
    }
}
