import ListKitCore
import ListKitDSL

/// The raw calls into one kind of a plugin: the arguments in, the plugin's
/// answer out, unchecked. ``PluginKind`` checks every answer the same way
/// whichever backend runs the plugin (ListKitPlugins' `LocalKindCaller`
/// calls it in this process through libffi, its `RemoteKindCaller` in a
/// plugin host process over pipes).
///
/// Every call also returns the message of the last error the plugin logged
/// during it, if any.
package protocol KindCaller: Sendable {
    /// `measure`: the returned size and status.
    func measure(proposed: Size, props: PluginProps) throws(PluginError) -> RawAnswer<Size>
    /// `measure_batch` for at most ``MeasureBatchLimits/maximumItemsPerCall`` requests.
    func measureBatch(_ chunk: ArraySlice<PluginMeasureRequest>) throws(PluginError) -> RawAnswer<RawBatch>
    /// One `render` attempt with display list room for `room`.
    func render(size: Size, props: PluginProps, room: DisplayListRoom) throws(PluginError) -> RawAnswer<RenderAttempt>
    /// `will_display` or `did_end_display` (`function` says which): the status.
    func lifecycle(_ function: PluginFunction, itemID: String, props: PluginProps) throws(PluginError) -> RawAnswer<Void>
    /// `visibility_changed` for `event`, one of the events the ABI passes
    /// (never `willDisplay` or `didEndDisplay`): the status.
    func visibility(itemID: String, props: PluginProps, event: VisibilityEvent) throws(PluginError) -> RawAnswer<Void>
    /// `accessibility`: the status and what the plugin wrote, read from its
    /// memory before any other call.
    func accessibility(props: PluginProps) throws(PluginError) -> RawAnswer<RawAccessibility>
}

/// What an `accessibility` call wrote into its `lk_accessibility`, read but
/// not checked (``PluginKind/accessibility(props:)`` checks it).
package struct RawAccessibility: Sendable, Hashable {
    /// The `traits` bits.
    package var traits: UInt32
    /// The bytes of each string field before its NUL, at most the limit
    /// plus one (enough to tell it is too long); `nil` for NULL.
    package var label: [UInt8]?
    /// `value`'s bytes.
    package var value: [UInt8]?
    /// `hint`'s bytes.
    package var hint: [UInt8]?
    /// `behavior`.
    package var behavior: UInt32
    /// `sort_priority`.
    package var sortPriority: Double
    /// `action_count` as written (the host reads at most the limit of names).
    package var actionCount: UInt32
    /// The names read, at most the limit: `nil` for a NULL name.
    package var actions: [[UInt8]?]

    /// Nothing written: the zeroed struct.
    package static let empty = RawAccessibility(
        traits: 0, label: nil, value: nil, hint: nil, behavior: 0, sortPriority: 0, actionCount: 0, actions: [])

    /// An answer.
    package init(
        traits: UInt32, label: [UInt8]?, value: [UInt8]?, hint: [UInt8]?, behavior: UInt32, sortPriority: Double,
        actionCount: UInt32, actions: [[UInt8]?]
    ) {
        self.traits = traits
        self.label = label
        self.value = value
        self.hint = hint
        self.behavior = behavior
        self.sortPriority = sortPriority
        self.actionCount = actionCount
        self.actions = actions
    }

    /// The longest string the host reads, in bytes (the accessibility limit).
    package static let maximumTextBytes = AccessibilityLimits.standard.maximumTextBytes
    /// The most action names the host reads.
    package static let maximumActions = AccessibilityLimits.standard.maximumCustomActions
}

/// What one raw call gave back.
package struct RawAnswer<Value> {
    /// The status the plugin returned (or set).
    package var status: Int32
    /// The value (meaningful when the status is `LK_STATUS_OK`, and for a
    /// render attempt that asks for more room).
    package var value: Value
    /// The last error the plugin logged during the call.
    package var loggedError: String?

    /// An answer.
    package init(status: Int32, value: Value, loggedError: String?) {
        self.status = status
        self.value = value
        self.loggedError = loggedError
    }
}

extension RawAnswer: Sendable where Value: Sendable {}

/// What a `measure_batch` call wrote.
package struct RawBatch: Sendable {
    /// The index the plugin set `failed_index` to (the chunk's length when it did not).
    package var failedIndex: Int
    /// One size per request.
    package var sizes: [Size]

    /// A batch's answer.
    package init(failedIndex: Int, sizes: [Size]) {
        self.failedIndex = failedIndex
        self.sizes = sizes
    }
}

/// What one render call gave back: its status, the room it used (or asks
/// for), and the operations and text it wrote.
package struct RenderAttempt: Sendable {
    /// The status `render` returned.
    package var status: Int32
    /// The room the plugin reported using, or needing.
    package var used: DisplayListRoom
    /// The operations it wrote (at most the room's).
    package var operations: [RawDrawOperation]
    /// The text bytes it wrote (at most the room's).
    package var text: [UInt8]

    /// An attempt's answer.
    package init(status: Int32, used: DisplayListRoom, operations: [RawDrawOperation], text: [UInt8]) {
        self.status = status
        self.used = used
        self.operations = operations
        self.text = text
    }
}
