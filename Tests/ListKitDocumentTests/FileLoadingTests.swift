import Foundation
import Testing
import ListKitDocument

@Suite("Loading files")
struct FileLoadingTests {
    /// A fresh folder under the temporary directory.
    static func makeFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "ListKitDocumentTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        return folder
    }

    @Test func resolvesPluginsAgainstTheDocumentsFolder() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/screens/doc.json"
        try Data(FullDocument.text.utf8).write(to: URL(fileURLWithPath: path))
        let document = try LayoutDocument(contentsOfFile: path)
        let screens = document.directory ?? ""
        #expect(screens.hasSuffix("/screens"))
        #expect(document.plugins.map(\.path) == ["Plugins/build/libColorBox.so", "../shared/./libBadge.so", "/opt/plugins/libChart.so"])
        #expect(document.plugins.map(\.resolvedPath) == [
            screens + "/Plugins/build/libColorBox.so",
            String(screens.dropLast("/screens".count)) + "/shared/libBadge.so",
            "/opt/plugins/libChart.so",
        ])
        var expected = FullDocument.document
        expected.plugins = document.plugins
        expected.directory = document.directory
        #expect(document == expected)
    }

    @Test func reportsAMissingFile() {
        #expect(throws: DocumentError(path: "$", problem: .fileNotFound("/no/such/doc.json"))) {
            try LayoutDocument(contentsOfFile: "/no/such/doc.json")
        }
        let error = DocumentError(path: "$", problem: .fileNotFound("/no/such/doc.json"))
        #expect(error.description == "$: file not found: /no/such/doc.json")
    }

    @Test func reportsAFolder() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try LayoutDocument(contentsOfFile: folder)
            Issue.record("a folder decoded")
        } catch {
            #expect(error.description == "$: cannot read file \(folder): it is a directory")
        }
    }

    @Test func reportsJSONErrorsInAFile() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/broken.json"
        try Data("{\n  \"format\": 1,\n  \"viewport\": }".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: DocumentError.self) { try LayoutDocument(contentsOfFile: path) }
        do {
            _ = try LayoutDocument(contentsOfFile: path)
        } catch {
            #expect(error.description == "$.viewport: syntax error at line 3, column 15: expected a value, found '}'")
        }
    }
}
