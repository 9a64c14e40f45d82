import Foundation
import ListKitTestSupport

/// The C plugins the tests load, compiled once per test run with `cc` into a
/// temporary folder: the fixtures of `Fixtures/` and the sample Badge plugin.
struct Fixtures: Sendable {
    /// The folder that holds the built plugins.
    let directory: String

    /// The absolute path of the built plugin `lib<name>.so`.
    func path(_ name: String) -> String { directory + "/lib\(name).so" }

    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// What to build: the plugin's name, its source relative to the root,
    /// and extra compiler flags.
    static let plugins: [(name: String, source: String, flags: [String])] = {
        let fixtures = "Tests/ListKitPluginsTests/Fixtures/"
        var list: [(name: String, source: String, flags: [String])] = [
            ("Badge", "Plugins/Badge/badge.c", ["-O2"]),
            ("Shapes", fixtures + "shapes.c", []),
            ("ShapesCounter", fixtures + "shapes.c", []),
            ("ShapesChunks", fixtures + "shapes.c", []),
            ("ShapesReentrant", fixtures + "shapes.c", []),
            ("ShapesSpare", fixtures + "shapes.c", []),
            ("ShapesRenderer", fixtures + "shapes.c", []),
            ("Misbehaving", fixtures + "misbehaving.c", ["-lm"]),
            ("DuplicateA", fixtures + "duplicate.c", ["-DPLUGIN_NAME=\"DuplicateA\""]),
            ("DuplicateB", fixtures + "duplicate.c", ["-DPLUGIN_NAME=\"DuplicateB\""]),
            ("Declared", fixtures + "declared.c", []),
            ("BadDeclaration", fixtures + "declared.c", ["-DBAD_DECLARATION"]),
        ]
        for name in ["no_entry", "null_entry", "abi_mismatch", "small_descriptor", "small_kind", "null_measure",
                     "null_render", "bad_kind_id", "empty_name", "duplicate_within", "first_release"] {
            list.append((name, fixtures + name + ".c", []))
        }
        return list
    }()

    /// The fixtures, built on first use; the same for every test of the run.
    static let shared: Result<Fixtures, FixtureFailure> = build()

    /// The fixtures, or the compiler's complaint.
    static func get() throws -> Fixtures { try shared.get() }

    /// Compiles every plugin, all compilers running at once.
    private static func build() -> Result<Fixtures, FixtureFailure> {
        let directory = RunFolder.make("ListKitPluginsTests")
        do {
            let fixtures = Fixtures(directory: directory)
            let compilers = try plugins.map { plugin in
                try Compiler.start(
                    source: root + "/" + plugin.source, output: fixtures.path(plugin.name), flags: plugin.flags)
            }
            for compiler in compilers { try compiler.finish() }
            return .success(fixtures)
        } catch let failure as FixtureFailure {
            return .failure(failure)
        } catch {
            return .failure(FixtureFailure(message: "\(error)"))
        }
    }
}

/// Why the fixtures could not be built.
struct FixtureFailure: Error, CustomStringConvertible {
    /// The compiler's output or the system's error.
    var message: String
    /// The message.
    var description: String { message }
}
