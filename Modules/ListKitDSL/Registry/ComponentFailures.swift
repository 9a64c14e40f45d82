import Synchronization

/// A component kind that failed in a way that makes it unfit to call again
/// (a plugin that trapped, ran out of fuel, grew past its memory or drew a
/// malformed display list): the kind's name and what happened, in one line.
public struct ComponentFailure: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, such as `com.listkit.badge`.
    public var kind: String
    /// What happened, as the component's error says it.
    public var message: String

    /// A failure of `kind`.
    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }

    /// `component kind com.example.box failed and is disabled: <message>`.
    public var description: String { "component kind \(kind) failed and is disabled: \(message)" }
}

/// Where the components a ``ComponentRegistry`` makes report failures of
/// their kind, and learn which kinds are disabled: a kind that failed once
/// is not called again by any component made through the same registry. A
/// renderer showing those components reports each failure once, as a
/// render issue.
///
/// ```swift
/// var components = ComponentRegistry.builtIn
/// try plugins.register(into: &components)      // gives `components` a channel
/// let composed = try document.composedLayout(registry: components)
/// renderer.render(composed)                     // failures become `renderer.issues`
/// ```
public final class ComponentFailureChannel: Sendable {
    /// The disabled kinds, and the failures not yet taken.
    private let state = Mutex(State())

    /// What the channel holds.
    private struct State {
        /// Every kind that failed.
        var disabled: Set<String> = []
        /// The failures since the last ``takeReports()``, one per kind.
        var pending: [ComponentFailure] = []
    }

    /// A channel with no failure.
    public init() {}

    /// Disables `failure.kind` and keeps the failure for ``takeReports()``;
    /// a kind already disabled is reported once only.
    public func report(_ failure: ComponentFailure) {
        state.withLock { state in
            guard state.disabled.insert(failure.kind).inserted else { return }
            state.pending.append(failure)
        }
    }

    /// Whether `kind` failed: its components do nothing.
    public func isDisabled(_ kind: String) -> Bool {
        state.withLock { $0.disabled.contains(kind) }
    }

    /// The failures reported since the last call, oldest first.
    public func takeReports() -> [ComponentFailure] {
        state.withLock { state in
            defer { state.pending.removeAll() }
            return state.pending
        }
    }
}
