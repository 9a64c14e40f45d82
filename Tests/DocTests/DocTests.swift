import Foundation
import ListKitDocument
import ListKitJSON
import ListKitSimulation
import Testing

/// Every fenced block of README.md, Documentation/ and Examples/README.md is
/// marked for what it is (``MarkdownFence``), and every one that can run
/// does, here: commands and Swift samples are run and their output compared
/// with the `output` block that follows them, documents and scripts are
/// decoded, C plugins compiled. A change that breaks a sample fails here.
@Suite struct DocTests {
    /// The fences, read once per test that needs them all.
    static let fences: [MarkdownFence] = (try? documentationFences()) ?? []

    /// The fences that run, with the `output` block after each (if any).
    static func runnable(_ language: String) -> [RunnableFence] {
        var out: [RunnableFence] = []
        for (index, fence) in fences.enumerated() where fence.language == language && fence.markers.contains("run") {
            let next = index + 1 < fences.count ? fences[index + 1] : nil
            let output = next.flatMap { $0.file == fence.file && $0.markers.contains("output") ? $0 : nil }
            out.append(RunnableFence(fence: fence, output: output))
        }
        return out
    }

    /// The role markers: exactly one of them on every fence.
    static let roles: Set<String> = ["run", "output", "document", "script", "plugin", "fragment", "setup", "guide"]

    @Test func everyFenceSaysWhatItIs() throws {
        let fences = try documentationFences()
        #expect(fences.count > 40)
        for fence in fences {
            #expect(!fence.language.isEmpty, "\(fence.location): a fence without a language")
            let unknown = fence.markers.subtracting(MarkdownFence.knownMarkers)
            #expect(unknown.isEmpty, "\(fence.location): unknown markers \(unknown.sorted())")
            let roles = fence.markers.intersection(Self.roles)
            #expect(roles.count == 1, "\(fence.location): needs exactly one of \(Self.roles.sorted()), has \(roles.sorted())")
        }
        // An `output` block follows something that runs.
        for (index, fence) in fences.enumerated() where fence.markers.contains("output") {
            let before = index > 0 ? fences[index - 1] : nil
            #expect(
                before?.file == fence.file && before?.markers.contains("run") == true,
                "\(fence.location): an output block that follows nothing runnable")
        }
    }

    @Test func theSamplesToolHoldsEverySample() throws {
        let expected = DocSampleSource.files(for: try documentationFences())
        let folder = repositoryRoot + "/" + DocSampleSource.folder + "/"
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") })
            .subtracting([DocSampleSource.handWritten])
        if ProcessInfo.processInfo.environment["LISTKIT_WRITE_DOC_SAMPLES"] == "1" {
            for stale in onDisk.subtracting(expected.keys) { try FileManager.default.removeItem(atPath: folder + stale) }
            for (name, text) in expected { try text.write(toFile: folder + name, atomically: true, encoding: .utf8) }
        }
        let again = "write them again with LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests"
        let current = Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") })
            .subtracting([DocSampleSource.handWritten])
        #expect(current == Set(expected.keys), "\(DocSampleSource.folder) does not hold the documentation's samples: \(again)")
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
            let written = try? String(contentsOfFile: folder + name, encoding: .utf8)
            #expect(written == text, "\(DocSampleSource.folder)/\(name) is not the documentation's sample: \(again)")
        }
    }

    @Test(arguments: runnable("swift"))
    func swiftSample(_ sample: RunnableFence) throws {
        let name = try #require(DocSampleSource.names(Self.fences)[sample.fence.location])
        let result = try run(productsDirectory().appendingPathComponent("doc-samples").path, [name])
        try sample.check(result)
    }

    @Test(arguments: runnable("sh"))
    func command(_ command: RunnableFence) throws {
        let tool = productsDirectory().appendingPathComponent("viewport-sim").path
        // `swift run [--quiet] viewport-sim` is the tool the test was built
        // with, and the set-up (which builds it) has been done by then.
        let script = command.fence.text
            .replacingOccurrences(of: "./Scripts/setup && ", with: "")
            .replacingOccurrences(of: "swift run --quiet viewport-sim", with: "'\(tool)'")
            .replacingOccurrences(of: "swift run viewport-sim", with: "'\(tool)'")
        let result = try run("/bin/bash", ["-o", "pipefail", "-c", script])
        try command.check(result)
    }

    @Test(arguments: fences.filter { $0.markers.contains("document") })
    func document(_ fence: MarkdownFence) throws {
        #expect(fence.language == "json", "\(fence.location)")
        do {
            _ = try LayoutDocument(text: fence.text, baseDirectory: repositoryRoot + "/Examples")
        } catch {
            Issue.record("\(fence.location): \(error)")
        }
    }

    @Test(arguments: fences.filter { $0.markers.contains("script") })
    func script(_ fence: MarkdownFence) throws {
        #expect(fence.language == "json", "\(fence.location)")
        do {
            let json = try JSONParser().parse(fence.text)
            _ = try ScrollScript(json: json, directory: repositoryRoot + "/Examples/scripts")
        } catch {
            Issue.record("\(fence.location): \(error)")
        }
    }

    @Test(arguments: fences.filter { $0.markers.contains("plugin") })
    func plugin(_ fence: MarkdownFence) throws {
        #expect(fence.language == "c", "\(fence.location)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctest-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("plugin.c")
        try fence.text.write(to: source, atomically: true, encoding: .utf8)
        let result = try run("/usr/bin/cc", [
            "-std=c11", "-Wall", "-Wextra", "-Werror", "-shared", "-fPIC",
            "-I", repositoryRoot + "/Modules/ListKitPluginABI/include",
            source.path, "-o", folder.appendingPathComponent("libplugin.so").path,
        ])
        #expect(result.status == 0, "\(fence.location): \(result.stderr)")
    }
}

/// A block that runs, and the block showing what it prints.
struct RunnableFence: Sendable, CustomTestStringConvertible {
    let fence: MarkdownFence
    let output: MarkdownFence?

    var testDescription: String { fence.location }

    /// Checks the exit status, and the output against the `output` block:
    /// standard output when the block exits with 0, standard error otherwise.
    func check(_ result: ProcessRun) throws {
        #expect(
            result.status == fence.exitStatus,
            "\(fence.location): exit status \(result.status), expected \(fence.exitStatus); stderr: \(result.stderr)")
        guard let output else { return }
        let printed = fence.exitStatus == 0 ? result.stdout : result.stderr
        #expect(
            OutputMatch.matches(normalized(printed), normalized(output.text)),
            "\(output.location): the output block differs from what \(fence.location) prints:\n\(printed)")
    }
}

extension MarkdownFence: CustomTestStringConvertible {
    var testDescription: String { location }
}
