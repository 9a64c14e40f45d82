import Foundation
import ListKitCore
import ListKitDSL
import ListKitDocument
import ListKitEngine
import ListKitJSON
import Testing

/// `Documentation/layout-document.schema.json`, checked with a standard
/// validator (Python's `jsonschema`, which `Scripts/setup` installs): every
/// example and the document that uses every key are valid, and every
/// document the schema refuses is refused by the decoder too.
@Suite struct SchemaTests {
    /// Whether a test must fail (not skip) without the validator: under CI.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// The validator's verdict on each text (true: valid), or `nil` when
    /// Python's `jsonschema` cannot be run here.
    static func schemaAccepts(_ texts: [String]) throws -> [Bool]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SchemaTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, text) in texts.enumerated() {
            let file = folder.appendingPathComponent("\(index).json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let program = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                try:
                    document = json.load(open(path))
                except ValueError:
                    print("refused")
                    continue
                print("valid" if validator.is_valid(document) else "refused")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program, "Documentation/layout-document.schema.json"] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let verdicts = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0 == "valid" }
        return verdicts.count == texts.count ? verdicts : nil
    }

    /// Whether the decoder and the composition (built-in kinds) take `text`.
    static func decoderAccepts(_ text: String) -> Bool {
        guard let document = try? LayoutDocument(text: text) else { return false }
        return (try? document.composedLayout(registry: .builtIn)) != nil
    }

    /// The verdicts, or a skip (a failure under CI) when there is no validator.
    static func verdicts(_ texts: [String]) throws -> [Bool]? {
        let verdicts = try schemaAccepts(texts)
        if verdicts == nil, isRequired { Issue.record("python3 with jsonschema is needed under CI (Scripts/setup installs it)") }
        return verdicts
    }

    @Test func everyExampleAndTheFullDocumentAreValid() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: "Examples").filter { $0.hasSuffix(".json") }.sorted()
        #expect(examples.count >= 20)
        let texts = try examples.map { try String(contentsOfFile: "Examples/" + $0, encoding: .utf8) } + [FullDocument.text]
        guard let verdicts = try Self.verdicts(texts) else { return }
        for (name, valid) in zip(examples + ["FullDocument"], verdicts) {
            #expect(valid, "\(name) is refused by the schema")
        }
    }

    /// Documents the schema refuses: the malformed documents of the
    /// decoder's tests, and one mistake in each part of a valid document.
    /// Each one the schema refuses, the decoder refuses too.
    @Test func whatTheSchemaRefusesTheDecoderRefuses() throws {
        let item = #"{"id": "a", "component": "label", "props": {"text": "Hi"}}"#
        func section(_ body: String) -> String { Docs.section(body) }
        let mutations = [
            Docs.document(sections: "", extra: #""theme": "dark", "#),
            Docs.document(sections: "", extra: #""contentAnchor": "middle", "#),
            Docs.document(sections: "", viewport: #"{"width": 0, "height": 812}"#),
            Docs.document(sections: "", viewport: #"{"width": 375, "height": 812, "scale": 4}"#),
            Docs.document(sections: "", viewport: #"{"screen": "iPhone 16"}"#),
            Docs.document(sections: "", viewport: #"{"width": 375, "screen": "iPhone 15"}"#),
            Docs.document(sections: "", viewport: #"{"screen": {"width": 390}}"#),
            section(#""items": [\#(item)], "group": \#(Docs.group), "orthogonalScrollingBehavior": "sideways""#),
            section(#""items": [{"id": "a", "component": "label", "props": {"fontSize": 0}}], "group": \#(Docs.group)"#),
            section(#""items": [{"id": "a", "component": "box", "props": {"color": "orange"}}], "group": \#(Docs.group)"#),
            section(#""items": [{"id": "a", "component": "label", "props": {"txt": "Hi"}}], "group": \#(Docs.group)"#),
            section(#""items": [\#(item)], "itemCount": 3, "group": \#(Docs.group)"#),
            section(#""items": [\#(item)]"#),
            section(#""items": [{"id": "", "component": "label"}], "group": \#(Docs.group)"#),
            section(#""itemCount": -1, "group": \#(Docs.group)"#),
            section(#""itemCount": 1, "group": {"axis": "diagonal", "size": \#(Docs.size), "subitems": []}"#),
            section(#""itemCount": 1, "list": {"appearance": "fancy"}"#),
            section(#""itemCount": 1, "flow": {"minimumLineSpacing": -1}"#),
            section(#""items": [{"id": "a", "component": "label", "accessibility": {"traits": ["loud"]}}], "group": \#(Docs.group)"#),
            section(#""items": [{"id": "a", "component": "label", "accessibility": {"label": "a\u0007"}}], "group": \#(Docs.group)"#),
        ]
        let texts = MalformedDocumentTests.cases.map(\.text) + mutations
        guard let verdicts = try Self.verdicts(texts) else { return }
        // Every mistake made on purpose is one the schema sees.
        for (index, valid) in verdicts.suffix(mutations.count).enumerated() {
            #expect(!valid, "the schema takes mutation \(index): \(mutations[index])")
        }
        var refused = 0
        for (text, valid) in zip(texts, verdicts) where !valid {
            refused += 1
            #expect(!Self.decoderAccepts(text), "the schema refuses, the decoder takes: \(text)")
        }
        #expect(refused >= mutations.count)
    }

    /// A document may name its schema for editors; the decoder reads no
    /// more than that it is a string.
    @Test func aDocumentMayNameItsSchema() throws {
        let named = Docs.document(sections: "", extra: #""$schema": "../Documentation/layout-document.schema.json", "#)
        #expect(try LayoutDocument(text: named).sections.isEmpty)
        #expect(Docs.error(Docs.document(sections: "", extra: #""$schema": 3, "#))
            == #"$["$schema"]: expected a string, found a number"#)
    }

    /// The schema's screen presets are `Screen.presets`' names, and a
    /// document naming each one is valid to both.
    @Test func theSchemasScreensAreThePresets() throws {
        let texts = Screen.presets.map(\.name).map {
            Docs.document(sections: "", viewport: #"{"screen": "\#($0)"}"#)
        } + [Docs.document(sections: "", viewport: #"{"width": 375, "height": 700, "screen": {"width": 393, "height": 852, "scale": 3}}"#)]
        for text in texts { #expect(Self.decoderAccepts(text), "\(text)") }
        guard let verdicts = try Self.verdicts(texts) else { return }
        #expect(verdicts == Array(repeating: true, count: texts.count))
        let data = try #require(FileManager.default.contents(atPath: "Documentation/layout-document.schema.json"))
        let schema = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let viewport = (schema?["properties"] as? [String: Any])?["viewport"] as? [String: Any]
        let screen = (viewport?["properties"] as? [String: Any])?["screen"] as? [String: Any]
        let names = ((screen?["oneOf"] as? [[String: Any]])?.first?["enum"] as? [String]) ?? []
        #expect(names == Screen.presets.map(\.name))
    }
}
