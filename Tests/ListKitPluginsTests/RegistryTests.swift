import Testing
import ListKitPlugins

@Suite("Registry: kind ids unique across plugins")
struct RegistryTests {
    @Test func refusesAKindAnotherPluginRegistered() throws {
        let fixtures = try Fixtures.get()
        let registry = PluginRegistry()
        let first = try registry.load(path: fixtures.path("DuplicateA"))
        #expect(throws: PluginError.duplicateKind(
            path: fixtures.path("DuplicateB"), kind: "com.test.shared", firstPath: fixtures.path("DuplicateA"))) {
            try registry.load(path: fixtures.path("DuplicateB"))
        }
        #expect(registry.plugins.map(\.path) == [fixtures.path("DuplicateA")])
        #expect(registry.kind("com.test.shared") === first.kinds.first)
        do {
            try registry.load(path: fixtures.path("DuplicateB"))
        } catch {
            #expect(error.description == "\(fixtures.path("DuplicateB")): kind com.test.shared: "
                + "kind id already registered by \(fixtures.path("DuplicateA"))")
        }
    }

    @Test func registersEveryKindOfSeveralPlugins() throws {
        let fixtures = try Fixtures.get()
        let registry = PluginRegistry()
        try registry.load(path: fixtures.path("ShapesSpare"))
        try registry.load(path: fixtures.path("Badge"))
        #expect(registry.kindIDs == ["com.listkit.badge", "com.test.box", "com.test.chatty", "com.test.counter", "com.test.many"])
        #expect(registry.kind("com.listkit.badge")?.pluginPath == fixtures.path("Badge"))
        #expect(registry.kind("com.example.none") == nil)
    }

    @Test func returnsThePluginAlreadyLoadedFromTheSameFile() throws {
        let fixtures = try Fixtures.get()
        let registry = PluginRegistry()
        let first = try registry.load(path: fixtures.path("ShapesSpare"))
        let again = try registry.load(path: fixtures.directory + "/./libShapesSpare.so")
        #expect(first === again)
        #expect(registry.plugins.count == 1)
    }

    @Test func refusesRelativePathsEvenForALoadedFile() throws {
        let registry = PluginRegistry()
        #expect(throws: PluginError.pathNotAbsolute(path: "libShapes.so")) {
            try registry.load(path: "libShapes.so")
        }
    }
}
