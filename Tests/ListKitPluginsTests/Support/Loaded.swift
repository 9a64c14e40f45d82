import ListKitPlugins

/// Plugins loaded once per test run and shared by the tests that only call
/// them, with one recorder for their logs.
///
/// No other test loads these two files: each load calls the entry point
/// again, and the fixtures keep only the latest host services table, so a
/// second load would take their log messages elsewhere. Tests that load a
/// plugin themselves use a copy built under another name (`ShapesSpare`).
enum Loaded {
    /// Records what the shared plugins log.
    static let recorder = HostRecorder()

    /// The shapes fixture: every rule kept.
    static let shapes: Result<LoadedPlugin, any Error> = Result {
        try PluginLoader(handlers: recorder.handlers).load(path: Fixtures.get().path("Shapes"))
    }

    /// The misbehaving fixture.
    static let misbehaving: Result<LoadedPlugin, any Error> = Result {
        try PluginLoader(handlers: recorder.handlers).load(path: Fixtures.get().path("Misbehaving"))
    }

    /// The kind `id` of the shapes fixture.
    static func shapes(_ id: String) throws -> PluginKind {
        try kind(id, of: shapes.get())
    }

    /// The kind `id` of the misbehaving fixture.
    static func misbehaving(_ id: String) throws -> PluginKind {
        try kind(id, of: misbehaving.get())
    }

    /// A plugin's kind, or an error naming what is missing.
    private static func kind(_ id: String, of plugin: LoadedPlugin) throws -> PluginKind {
        guard let kind = plugin.kind(id) else { throw FixtureFailure(message: "\(plugin.path) has no kind \(id)") }
        return kind
    }
}
