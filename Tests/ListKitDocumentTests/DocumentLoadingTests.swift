import Foundation
import ListKitCore
import ListKitDSL
import ListKitDocument
import Testing
import ListKitTestSupport

/// A plugin backend for tests: records the paths it is asked to load,
/// refuses those named in `refused`, and registers `kinds`.
final class FakeKindSource: ComponentKindSource, @unchecked Sendable {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    var loaded: [String] = []
    let refused: Set<String>
    let kinds: [String]

    init(refusing refused: Set<String> = [], kinds: [String] = ["com.test.dot"]) {
        self.refused = refused
        self.kinds = kinds
    }

    func loadPlugin(atPath path: String) throws(Refusal) {
        if refused.contains((path as NSString).lastPathComponent) { throw Refusal(description: "not a plugin") }
        loaded.append(path)
    }

    func registerKinds(into registry: inout ComponentRegistry) throws(ComponentRegistryError) {
        for kind in kinds {
            try registry.register(kind) { BuiltInComponent.placeholder($0) }
        }
    }
}

/// `LayoutDocument.load(contentsOfFile:kinds:registry:)`: a document, its
/// plugins and their kinds in one call, each refusal typed.
@Suite struct DocumentLoadingTests {
    /// A folder of its own with `document` written in it as `doc.json`.
    func write(_ document: String) throws -> String {
        let folder = URL(fileURLWithPath: RunFolder.make("DocumentLoadingTests"))
        let file = folder.appendingPathComponent("doc.json")
        try Data(document.utf8).write(to: file)
        return file.path
    }

    let items = #""items": [{"id": "a", "component": "com.test.dot"}], "group": \#(Docs.group)"#

    func document(plugins: [String]) -> String {
        let list = plugins.map { "\"\($0)\"" }.joined(separator: ", ")
        return Docs.document(sections: #"{"id": "s", \#(items)}"#, extra: #""plugins": [\#(list)], "#)
    }

    @Test func loadsEveryPluginFromTheDocumentsFolderThenComposes() throws {
        let path = try write(document(plugins: ["plugins/libA.so", "../libB.so", "/opt/libC.so"]))
        let folder = (path as NSString).deletingLastPathComponent
        let parent = (folder as NSString).deletingLastPathComponent
        let source = FakeKindSource()
        let loaded = try LayoutDocument.load(contentsOfFile: path, kinds: source)
        #expect(source.loaded == [folder + "/plugins/libA.so", parent + "/libB.so", "/opt/libC.so"])
        #expect(loaded.document.plugins.map(\.path) == ["plugins/libA.so", "../libB.so", "/opt/libC.so"])
        let component = try #require(loaded.composed.component(at: ElementIndexPath(section: 0, item: 0)))
        #expect(component.as(BuiltInComponent.self)?.identifier == "a")
    }

    @Test func aPluginThatDoesNotLoadIsNamedAsTheDocumentWroteIt() throws {
        let path = try write(document(plugins: ["plugins/libA.so", "plugins/libBad.so"]))
        do {
            _ = try LayoutDocument.load(contentsOfFile: path, kinds: FakeKindSource(refusing: ["libBad.so"]))
            Issue.record("loaded a refused plugin")
        } catch {
            #expect(error.description == "plugin plugins/libBad.so: not a plugin")
            guard case .plugin(let named, let refusal) = error else { throw error }
            #expect(named == "plugins/libBad.so" && refusal.description == "not a plugin")
        }
    }

    @Test func aKindIDTakenTwiceIsRefused() throws {
        let path = try write(document(plugins: []))
        do {
            _ = try LayoutDocument.load(contentsOfFile: path, kinds: FakeKindSource(kinds: ["box"]))
            Issue.record("registered a kind twice")
        } catch {
            guard case .kinds(.duplicateKind("box")) = error else { throw error }
        }
    }

    @Test func aMissingDocumentOrAnUnknownKindIsTheDocumentsError() throws {
        do {
            _ = try LayoutDocument.load(contentsOfFile: "/no/such/doc.json", kinds: FakeKindSource())
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.description == "$: file not found: /no/such/doc.json")
        }
        // Without the source's kind, the item's component is unknown.
        let path = try write(document(plugins: []))
        do {
            _ = try LayoutDocument.load(contentsOfFile: path, kinds: FakeKindSource(kinds: []))
            Issue.record("composed an unknown kind")
        } catch {
            guard case .document(let documentError) = error else { throw error }
            #expect(documentError.path == "$.sections[0].items[0].component")
        }
    }
}
