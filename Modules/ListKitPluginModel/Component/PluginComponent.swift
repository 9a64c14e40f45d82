import ListKitCore
import ListKitDSL

/// A component whose content comes from a plugin kind: it makes a
/// ``PluginKind`` usable wherever a ListKit component is.
///
/// The component's size is its two dimensions; an `estimated` dimension is
/// resolved by the kind's `measure` (the renderer's self-sizing asks
/// ``measure(proposed:)``). ``render(in:)`` calls the kind's `render` with the
/// content's size and draws the operations it returns; ``willDisplay(content:)``
/// and ``didEndDisplay(content:)`` reach the kind's lifecycle functions with
/// the component's id as the item id.
///
/// A plugin's failure never crashes the host: the call that failed does
/// nothing (``measure(proposed:)`` keeps the estimate, ``render(in:)`` draws
/// nothing) and the error goes to the `onError` handler it was made with.
///
/// ```swift
/// let registry = PluginRegistry()
/// try registry.load(path: "/opt/plugins/libBadge.so")
/// if let badge = registry.kind("com.listkit.badge") {
///     renderer.render {
///         Section(id: "badges") {
///             HGroup(width: .fractionalWidth(1), height: .absolute(20)) {
///                 PluginComponent(
///                     id: "new", kind: badge, props: PluginProps(json: #"{"text": "NEW"}"#),
///                     width: .estimated(44), height: .absolute(20),
///                     onError: { print($0) })
///             }
///         }
///     }
/// }
/// ```
public struct PluginComponent: Component, Equatable, @unchecked Sendable {
    // @unchecked: every stored property is Sendable except `id`, an
    // `AnyHashable` that the only initialiser makes from a `Sendable` value.

    /// The component's identity in its section.
    public let id: AnyHashable
    /// The id handed to the kind's lifecycle functions: the text of ``id``'s
    /// value (`"42"` for the integer 42), made when a call needs it.
    public var itemID: String {
        if let text = id.base as? String { return text }
        return String(describing: id.base)
    }
    /// The plugin kind that measures and draws the component.
    public let kind: PluginKind
    /// The props handed to every call into the kind.
    public let props: PluginProps
    /// The component's width.
    public let width: LayoutDimension
    /// The component's height.
    public let height: LayoutDimension
    /// Hears every error a call into the kind throws; `nil` ignores them.
    var errorHandler: (@Sendable (PluginError) -> Void)?
    /// Where a failure that disables the kind goes, and which kinds are
    /// disabled: a component whose kind is disabled calls nothing (its
    /// measure keeps the estimate, its render draws nothing). Set by
    /// ``PluginKindSource/register(into:onError:)`` to the registry's.
    package var failures: ComponentFailureChannel?

    /// Creates a component drawn by `kind`.
    ///
    /// - Parameters:
    ///   - id: the component's identity, unique in its section.
    ///   - kind: the plugin kind that measures and draws it.
    ///   - props: the item's props, handed to every call.
    ///   - width: the width; `.estimated` lets the kind's `measure` decide.
    ///   - height: the height; `.estimated` lets the kind's `measure` decide.
    ///   - onError: hears the error of each call into the kind that fails.
    public init<ID: Hashable & Sendable>(
        id: ID, kind: PluginKind, props: PluginProps = .empty, width: LayoutDimension, height: LayoutDimension,
        onError: (@Sendable (PluginError) -> Void)? = nil
    ) {
        self.id = AnyHashable(id)
        self.kind = kind
        self.props = props
        self.width = width
        self.height = height
        self.errorHandler = onError
    }

    /// The width and height dimensions.
    public func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// The size the kind's `measure` returns for `proposed`, or `nil` (keep
    /// the estimate) when the call fails; the error, naming ``itemID`` as
    /// its item, goes to the `onError` handler it was made with.
    ///
    /// - Parameter proposed: the space offered.
    /// - Returns: the measured size, finite and not negative, or `nil`.
    public func measure(proposed: Size) -> Size? {
        guard isEnabled else { return nil }
        do {
            return try kind.measure(proposed: proposed, props: props)
        } catch {
            report(error.naming(item: itemID))
            return nil
        }
    }

    /// Measures `components` proposed the same size: each run of one kind in
    /// one ``PluginKind/measureBatch(_:)`` (the kind's `measure_batch`, in
    /// calls of at most 1,024 items). A run whose call fails keeps its
    /// estimates, and the error goes to its first component's handler.
    ///
    /// - Returns: One size per component, in order.
    public static func measure(_ components: [PluginComponent], proposed: Size) -> [Size?] {
        var answers: [Size?] = []
        answers.reserveCapacity(components.count)
        var start = 0
        while start < components.count {
            let kind = components[start].kind
            var end = start + 1
            while end < components.count, components[end].kind === kind { end += 1 }
            let run = components[start..<end]
            guard components[start].isEnabled else {
                answers.append(contentsOf: repeatElement(nil, count: run.count))
                start = end
                continue
            }
            do {
                let sizes = try kind.measureBatch(run.map { PluginMeasureRequest(proposed: proposed, props: $0.props) })
                answers.append(contentsOf: sizes.map { Optional($0) })
            } catch {
                components[start].report(error)
                answers.append(contentsOf: repeatElement(nil, count: run.count))
            }
            start = end
        }
        return answers
    }

    /// Draws the operations the kind's `render` returns for the content's
    /// size; draws nothing when
    /// the call fails, and the error goes to the `onError` handler it was made with.
    ///
    /// - Parameter content: the content view, sized to the item.
    public func render(in content: ContentView) {
        guard isEnabled else { return }
        do {
            let operations = try kind.render(size: content.frame.size, props: props)
            for operation in operations {
                content.draw(operation)
            }
        } catch {
            report(error.naming(item: itemID))
        }
    }

    /// What the kind's `accessibility` says about the item, when it has one;
    /// `nil` (ListKit's defaults) without one, or when the call fails (the
    /// error, naming ``itemID``, goes to the `onError` handler).
    public func accessibility() -> Accessibility? {
        guard isEnabled, kind.info.describesAccessibility else { return nil }
        do {
            return try kind.accessibility(props: props)
        } catch {
            report(error.naming(item: itemID))
            return nil
        }
    }

    /// Calls the kind's `will_display` with ``itemID``, when it has one.
    ///
    /// - Parameter content: the content view about to be displayed.
    public func willDisplay(content: ContentView) {
        guard isEnabled else { return }
        do {
            try kind.willDisplay(itemID: itemID, props: props)
        } catch {
            report(error)
        }
    }

    /// Calls the kind's `did_end_display` with ``itemID``, when it has one.
    ///
    /// - Parameter content: the content view no longer displayed.
    public func didEndDisplay(content: ContentView) {
        guard isEnabled else { return }
        do {
            try kind.didEndDisplay(itemID: itemID, props: props)
        } catch {
            report(error)
        }
    }

    /// Calls the kind's `visibility_changed` with ``itemID`` and the event,
    /// when the kind has it. Which events come is the renderer's visibility
    /// policy (a plugin component asks for none of its own).
    ///
    /// - Parameters:
    ///   - event: the visibility event.
    ///   - content: the content view displayed.
    public func visibilityDidChange(_ event: VisibilityEvent, content: ContentView) {
        guard isEnabled else { return }
        do {
            try kind.visibilityChanged(itemID: itemID, props: props, event: event)
        } catch {
            report(error)
        }
    }

    /// Tells the kind's `visibility_changed` that the item entered the
    /// prefetch zone (`LK_VISIBILITY_PREFETCH`), when the kind has it.
    public func prefetch() {
        guard isEnabled else { return }
        do {
            try kind.visibilityChanged(itemID: itemID, props: props, event: .prefetch)
        } catch {
            report(error)
        }
    }

    /// Tells the kind's `visibility_changed` that a prefetch was cancelled
    /// (`LK_VISIBILITY_CANCEL_PREFETCH`), when the kind has it.
    public func cancelPrefetch() {
        guard isEnabled else { return }
        do {
            try kind.visibilityChanged(itemID: itemID, props: props, event: .cancelPrefetch)
        } catch {
            report(error)
        }
    }

    /// This component with `handler` hearing its errors (replacing an earlier one).
    ///
    /// - Parameter handler: called with the error of each call into the kind that fails.
    /// - Returns: the component with the handler.
    public func onError(_ handler: @escaping @Sendable (PluginError) -> Void) -> PluginComponent {
        var copy = self
        copy.errorHandler = handler
        return copy
    }

    /// Whether two components show the same thing: the same id, the same
    /// kind object, equal props and dimensions. The error handlers are not
    /// compared.
    public static func == (lhs: PluginComponent, rhs: PluginComponent) -> Bool {
        lhs.id == rhs.id && lhs.kind === rhs.kind && lhs.props == rhs.props
            && lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// Whether the kind may be called: not disabled by an earlier failure.
    private var isEnabled: Bool {
        guard let failures else { return true }
        return !failures.isDisabled(kind.id)
    }

    /// Hands `error` to the handler, and a failure that disables the kind
    /// to ``failures``.
    private func report(_ error: PluginError) {
        if error.disablesKind, let failures {
            failures.report(ComponentFailure(kind: kind.id, message: error.description))
        }
        errorHandler?(error)
    }
}
