import ListKit
import ListKitEngine

extension Simulator {
    /// The frame rate a script plays at when neither the caller nor the
    /// script gives one: 60 frames per second.
    public static let defaultFramesPerSecond: Double = 60

    /// Prepares a simulation of `composed` with the settings `script` gives:
    /// its frame rate (unless `fps` overrides it), its visibility events and
    /// its prefetch distance, as `viewport-sim simulate` plays it.
    ///
    /// ```swift
    /// let script = try ScrollScript(contentsOfFile: "Examples/scripts/prefetch.json")
    /// let simulator = try Simulator(composed: composed, viewport: document.viewport, settingsOf: script)
    /// try simulator.run(script)
    /// ```
    ///
    /// - Parameters:
    ///   - composed: The first layout.
    ///   - viewport: The collection view's size, inset and scale.
    ///   - script: The script whose settings the simulation takes (it is not played yet).
    ///   - fps: Frames per second instead of the script's (default: the
    ///     script's, else ``defaultFramesPerSecond``).
    ///   - loader: Loads an `update` step's document (default: the document
    ///     at the path, composed with the built-in kinds).
    /// - Throws: ``SimulationError/frameRate(_:)`` for an unusable frame rate.
    public convenience init(
        composed: ComposedLayout, viewport: Viewport, settingsOf script: ScrollScript, fps: Double? = nil,
        loader: Loader? = nil
    ) throws(SimulationError) {
        try self.init(
            composed: composed, viewport: viewport, fps: fps ?? script.fps ?? Self.defaultFramesPerSecond,
            visibility: script.visibility, loader: loader)
        renderer.prefetchDistance = script.prefetch
    }
}
