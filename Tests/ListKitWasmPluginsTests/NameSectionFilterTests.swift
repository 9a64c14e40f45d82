@testable import ListKitWasmPlugins
import ListKitCore
import ListKitPluginModel
import Testing
import WAT

/// The loader drops a module's `name` sections (WasmKit reads freed memory
/// naming a trap's backtrace from them) and keeps every other byte.
@Suite struct NameSectionFilterTests {
    /// A section: its id, its size in LEB128, its payload.
    func section(_ id: UInt8, _ payload: [UInt8]) -> [UInt8] {
        precondition(payload.count < 128)
        return [id, UInt8(payload.count)] + payload
    }

    let header: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]

    @Test func dropsNameSectionsAndKeepsTheRest() {
        let type = section(1, [0x01, 0x60, 0x00, 0x00])
        let names = section(0, [4] + Array("name".utf8) + [0x01, 0x02, 0x03])
        let other = section(0, [5] + Array("names".utf8) + [0x09])
        let bytes = header + type + names + other + names
        #expect(NameSectionFilter.removingNames(from: bytes) == header + type + other)
    }

    @Test func leavesBytesWithoutANameSectionAsTheyAre() {
        let bytes = header + section(1, [0x01, 0x60, 0x00, 0x00])
        #expect(NameSectionFilter.removingNames(from: bytes) == bytes)
    }

    @Test func leavesMalformedBytesForTheParser() {
        // A section that says it is 100 bytes long, in 3.
        let cut = header + [0x00, 100, 4] + Array("name".utf8)
        #expect(NameSectionFilter.removingNames(from: cut) == cut)
        // A size in six LEB128 bytes.
        let long = header + [0x01, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00]
        #expect(NameSectionFilter.removingNames(from: long) == long)
        #expect(NameSectionFilter.removingNames(from: [0x00, 0x61]) == [0x00, 0x61])
    }

    @Test func aModuleWithNamesStillLoadsAndTrapsCleanly() throws {
        // WAT writes a name section for $named; the trap is reported, names or not.
        var plugin = WatPlugin()
        plugin.extra = "(func $named (unreachable))"
        plugin.render = "(call $named) (i32.const 0)"
        let bytes = try wat2wasm(plugin.text, options: .init(nameSection: true))
        let path = try WasmFixtures.write(bytes, name: "named.wasm")
        let kind = try #require(try WasmPluginLoader().load(path: path).kind("com.test.hostile"))
        #expect(throws: PluginError.trapped(
            path: path, kind: "com.test.hostile", function: .render, item: nil, reason: "unreachable")) {
            try kind.render(size: Size(width: 1, height: 1))
        }
    }
}
