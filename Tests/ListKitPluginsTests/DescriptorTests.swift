import Testing
import ListKitPlugins
import ListKitCore
import ListKitPluginABI

@Suite("Checks on the entry point and the descriptor")
struct DescriptorTests {
    /// The error loading the fixture `name` throws, or a recorded issue.
    func error(loading name: String) throws -> PluginError? {
        let path = try Fixtures.get().path(name)
        switch PluginLoader().inspect(path: path) {
        case .success(let info):
            Issue.record("loaded \(info.name) from \(path)")
            return nil
        case .failure(let error):
            return error
        }
    }

    @Test func loadsAPluginThatKeepsEveryRule() throws {
        let path = try Fixtures.get().path("ShapesSpare")
        let info = try PluginLoader().inspect(path: path).get()
        #expect(info == PluginInfo(path: path, name: "Shapes", version: "1.2.3", abiVersion: 1, kinds: [
            PluginKindInfo(id: "com.test.box", measuresInBatches: true, observesWillDisplay: true, observesDidEndDisplay: true),
            PluginKindInfo(id: "com.test.many", measuresInBatches: false, observesWillDisplay: false, observesDidEndDisplay: false),
            PluginKindInfo(id: "com.test.chatty", measuresInBatches: false, observesWillDisplay: false, observesDidEndDisplay: false),
            PluginKindInfo(id: "com.test.counter", measuresInBatches: false, observesWillDisplay: false, observesDidEndDisplay: false),
        ]))
        #expect(info.description == """
            \(path)
              name: Shapes
              version: 1.2.3
              abi: 1
              kinds: 4
                com.test.box (measure_batch, will_display, did_end_display)
                com.test.many
                com.test.chatty
                com.test.counter
            """)
    }

    @Test func refusesALibraryWithoutTheEntrySymbol() throws {
        let path = try Fixtures.get().path("no_entry")
        let error = try error(loading: "no_entry")
        #expect(error == .missingEntrySymbol(path: path, symbol: "listkit_plugin_entry"))
        #expect(error?.description == "\(path): no entry symbol listkit_plugin_entry")
    }

    @Test func refusesAnEntryPointThatReturnsNull() throws {
        let path = try Fixtures.get().path("null_entry")
        let error = try error(loading: "null_entry")
        #expect(error == .entryReturnedNull(path: path, message: "no licence key"))
        #expect(error?.description == "\(path): the entry point returned NULL: no licence key")
    }

    @Test func refusesAnotherABIVersion() throws {
        let path = try Fixtures.get().path("abi_mismatch")
        let error = try error(loading: "abi_mismatch")
        #expect(error == .abiVersionMismatch(path: path, found: 99, expected: 1))
        #expect(error?.description == "\(path): ABI version 99, this host supports 1")
    }

    @Test func refusesADescriptorThatIsTooSmall() throws {
        let path = try Fixtures.get().path("small_descriptor")
        let minimum = UInt32(MemoryLayout<lk_plugin_descriptor>.size)
        let error = try error(loading: "small_descriptor")
        #expect(error == .structTooSmall(path: path, kind: nil, structure: "lk_plugin_descriptor", found: 8, minimum: minimum))
        #expect(error?.description == "\(path): lk_plugin_descriptor struct_size 8 is below the minimum \(minimum)")
    }

    @Test func refusesAKindThatIsTooSmall() throws {
        let path = try Fixtures.get().path("small_kind")
        // The first release's size: struct_size, flags, kind_id, context and
        // five functions, 4 + 4 + 7 × 8 bytes.
        let minimum: UInt32 = 64
        let error = try error(loading: "small_kind")
        #expect(error == .structTooSmall(path: path, kind: "kinds[1]", structure: "lk_component_kind", found: 16, minimum: minimum))
        #expect(error?.description == "\(path): kind kinds[1]: lk_component_kind struct_size 16 is below the minimum \(minimum)")
    }

    @Test func loadsAKindOfTheFirstReleaseWithoutItsVisibilityFunction() throws {
        // Its struct_size (64) stops before visibility_changed; the word after
        // it is not NULL, so a host reading the newer struct would see one.
        let plugin = try PluginLoader().load(path: Fixtures.get().path("first_release"))
        #expect(plugin.info.kinds.map(\.description) == ["com.test.old"])
        #expect(plugin.info.kinds.first?.observesVisibility == false)
        let kind = try #require(plugin.kinds.first)
        #expect(try kind.measure(proposed: Size(width: 100, height: 100), props: .empty) == Size(width: 10, height: 20))
        try kind.visibilityChanged(itemID: "a", event: .didFocus)
    }

    @Test func refusesANullMeasure() throws {
        let path = try Fixtures.get().path("null_measure")
        let error = try error(loading: "null_measure")
        #expect(error == .missingFunction(path: path, kind: "com.test.unmeasured", function: "measure"))
        #expect(error?.description == "\(path): kind com.test.unmeasured: required function measure is NULL")
    }

    @Test func refusesANullRender() throws {
        let path = try Fixtures.get().path("null_render")
        #expect(try error(loading: "null_render") == .missingFunction(path: path, kind: "com.test.unrendered", function: "render"))
    }

    @Test func refusesAKindIDThatIsNotReverseDNS() throws {
        let path = try Fixtures.get().path("bad_kind_id")
        let error = try error(loading: "bad_kind_id")
        #expect(error?.kind == "\"box\"")
        #expect(error?.description == "\(path): kind \"box\": invalid kind id: \"box\" needs at least two "
            + "dot-separated labels (reverse-DNS, such as com.example.box)")
    }

    @Test func refusesAnEmptyName() throws {
        let path = try Fixtures.get().path("empty_name")
        let error = try error(loading: "empty_name")
        #expect(error == .invalidField(path: path, kind: nil, field: "name", reason: "is empty"))
        #expect(error?.description == "\(path): name is empty")
    }

    @Test func refusesAKindListedTwice() throws {
        let path = try Fixtures.get().path("duplicate_within")
        let error = try error(loading: "duplicate_within")
        #expect(error == .duplicateKind(path: path, kind: "com.test.twice", firstPath: path))
        #expect(error?.description == "\(path): kind com.test.twice: kind id listed twice")
    }
}
