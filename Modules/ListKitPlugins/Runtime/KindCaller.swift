import ListKitCore

/// The raw calls into one kind of a plugin: the arguments in, the plugin's
/// answer out, unchecked. ``PluginKind`` checks every answer the same way
/// whether the plugin runs in this process (``LocalKindCaller``, through
/// libffi) or in a plugin host process (``RemoteKindCaller``, over pipes).
///
/// Every call also returns the message of the last error the plugin logged
/// during it, if any.
protocol KindCaller: Sendable {
    /// `measure`: the returned size and status.
    func measure(proposed: Size, props: PluginProps) throws(PluginError) -> RawAnswer<Size>
    /// `measure_batch` for at most ``MeasureBatchLimits/maximumItemsPerCall`` requests.
    func measureBatch(_ chunk: ArraySlice<PluginMeasureRequest>) throws(PluginError) -> RawAnswer<RawBatch>
    /// One `render` attempt with display list room for `room`.
    func render(size: Size, props: PluginProps, room: DisplayListRoom) throws(PluginError) -> RawAnswer<RenderAttempt>
    /// `will_display` or `did_end_display` (`function` says which): the status.
    func lifecycle(_ function: PluginFunction, itemID: String, props: PluginProps) throws(PluginError) -> RawAnswer<Void>
    /// `visibility_changed` with an `LK_VISIBILITY_*` code: the status.
    func visibility(
        itemID: String, props: PluginProps, code: UInt32, value: Double, duration: Double
    ) throws(PluginError) -> RawAnswer<Void>
}

/// What one raw call gave back.
struct RawAnswer<Value> {
    /// The status the plugin returned (or set).
    var status: Int32
    /// The value (meaningful when the status is `LK_STATUS_OK`, and for a
    /// render attempt that asks for more room).
    var value: Value
    /// The last error the plugin logged during the call.
    var loggedError: String?
}

extension RawAnswer: Sendable where Value: Sendable {}

/// What a `measure_batch` call wrote.
struct RawBatch: Sendable {
    /// The index the plugin set `failed_index` to (the chunk's length when it did not).
    var failedIndex: Int
    /// One size per request.
    var sizes: [Size]
}
