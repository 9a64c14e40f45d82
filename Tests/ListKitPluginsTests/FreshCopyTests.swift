import Foundation
import ListKitPlugins
import Testing

/// A plugin rebuilt in place: `dlopen` hands back the library it already
/// has for a path, so a plain loader keeps the old code; a loader that
/// `loadsFreshCopies` maps each load from a private copy and gets the new
/// code (what `viewport-sim serve` does when a plugin file changes).
@Suite(.serialized) struct FreshCopyTests {
    /// The private copies left in the temporary folder.
    func copiesLeft() throws -> Int {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix("listkit-plugin-") && $0.hasSuffix(".so") }.count
    }

    /// Builds `duplicate.c` named `name` into `path`.
    func build(_ name: String, to path: String) throws {
        // A new file (a new inode), as a linker writes one.
        try? FileManager.default.removeItem(atPath: path)
        try Compiler.start(
            source: Fixtures.root + "/Tests/ListKitPluginsTests/Fixtures/duplicate.c", output: path,
            flags: ["-DPLUGIN_NAME=\"\(name)\""]).finish()
    }

    @Test func aFreshCopyLoadsTheRebuiltCodeWhereAPlainLoadKeepsTheOld() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-fresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("libRebuilt.so").path
        let before = try copiesLeft()
        let fresh = PluginLoader(loadsFreshCopies: true)

        try build("First", to: path)
        #expect(try fresh.load(path: path).info.name == "First")
        try build("Second", to: path)
        #expect(try fresh.load(path: path).info.name == "Second")
        // A plain loader opens the path itself: the file as it is now, once…
        #expect(try PluginLoader().load(path: path).info.name == "Second")
        try build("Third", to: path)
        // …and the same library ever after, whatever the file holds.
        #expect(try PluginLoader().load(path: path).info.name == "Second")
        #expect(try fresh.load(path: path).info.name == "Third")
        // Each copy's name is removed once it is mapped.
        #expect(try copiesLeft() == before)
    }

    @Test func dlopensRefusalNamesTheFileNotItsCopy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-fresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("unresolved.c").path
        try "extern void listkit_missing_symbol(void);\nvoid listkit_plugin_entry(void) { listkit_missing_symbol(); }\n"
            .write(toFile: source, atomically: false, encoding: .utf8)
        let path = folder.appendingPathComponent("libUnresolved.so").path
        try Compiler.start(source: source, output: path).finish()
        do {
            _ = try PluginLoader(loadsFreshCopies: true).load(path: path)
            Issue.record("loaded a library with an unresolved symbol")
        } catch {
            guard case .loadFailed(let named, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(named == path)
            #expect(reason.contains(path) && reason.contains("listkit_missing_symbol") && !reason.contains("listkit-plugin-"), "\(reason)")
        }
    }

    @Test func aFileThatCannotBeReadIsNamedNotItsCopy() throws {
        let fresh = PluginLoader(loadsFreshCopies: true)
        #expect(throws: PluginError.fileNotFound(path: "/no/such/libPlugin.so")) {
            try fresh.load(path: "/no/such/libPlugin.so")
        }
    }
}
