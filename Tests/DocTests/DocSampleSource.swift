/// The Swift sources of the `doc-samples` tool: every `swift run` block of
/// the documentation, so that the build compiles each sample and the doc
/// test runs it.
///
/// The samples of one Markdown file share one namespace (an enum named for
/// the file): the types a sample declares (a line at column 0 starting
/// `struct`, `class`, `final class`, `enum` or `protocol`, with the comment
/// lines just before it, up to the `}` at column 0 that closes it) are
/// declared there, so a later sample of the file may use a component an
/// earlier one wrote; everything else of a sample becomes the body of its
/// own function. Each sample is a file of its own with its own `import`
/// lines (a sample without any takes those of the file's sample before it),
/// as two samples may import modules whose names clash. A sample marked
/// `continued` goes on from the file's sample before it: its function runs
/// that sample's statements first (its output block starts with `...` when
/// that one prints).
enum DocSampleSource {
    /// The folder of the generated files, relative to the repository root.
    static let folder = "Tests/DocSamples"

    /// The hand-written file of that folder.
    static let handWritten = "main.swift"

    /// How a declaration that is hoisted into the file's namespace starts.
    static let declarationStarts = ["struct ", "final class ", "class ", "enum ", "protocol "]

    /// One sample, split.
    struct Parts {
        var imports: [Substring] = []
        var declarations: [Substring] = []
        var statements: [Substring] = []
    }

    /// The sample's imports, declarations and statements.
    static func split(_ fence: MarkdownFence) -> Parts {
        var parts = Parts()
        var inDeclaration = false
        for line in fence.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if inDeclaration {
                parts.declarations.append(line)
                if line == "}" { inDeclaration = false }
            } else if line.hasPrefix("import ") {
                parts.imports.append(line)
            } else if declarationStarts.contains(where: { line.hasPrefix($0) }) {
                // The comment lines just before a declaration are its own.
                var comments: [Substring] = []
                while let last = parts.statements.last, last.hasPrefix("//") {
                    comments.insert(parts.statements.removeLast(), at: 0)
                }
                parts.declarations.append(contentsOf: comments)
                parts.declarations.append(line)
                inDeclaration = !line.hasSuffix("}")
            } else {
                parts.statements.append(line)
            }
        }
        while parts.statements.last?.isEmpty == true { parts.statements.removeLast() }
        while parts.statements.first?.isEmpty == true { parts.statements.removeFirst() }
        return parts
    }

    /// Whether `fence` is a Swift sample that runs.
    static func isSample(_ fence: MarkdownFence) -> Bool {
        fence.language == "swift" && fence.markers.contains("run")
    }

    /// The name `doc-samples` knows each sample of `fences` by, by the
    /// sample's location: `FILE#N` for the Nth sample of the file, which
    /// stays the same when the lines above it change.
    static func names(_ fences: [MarkdownFence]) -> [String: String] {
        var counts: [String: Int] = [:]
        var names: [String: String] = [:]
        for fence in fences where isSample(fence) {
            counts[fence.file, default: 0] += 1
            names[fence.location] = "\(fence.file)#\(counts[fence.file] ?? 0)"
        }
        return names
    }

    /// An identifier made of `text`'s letters and digits.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The first lines of every generated file.
    static let header = """
        // Generated from the `swift run` blocks of the documentation by the doc
        // test; do not edit. After changing a sample, write the samples again
        // with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.

        """

    /// The generated files for the `swift run` blocks among `fences`, by
    /// file name.
    static func files(for fences: [MarkdownFence]) -> [String: String] {
        var files: [String: String] = [:]
        var namespaces: [String] = []
        var table: [(name: String, function: String)] = []
        var previous: (file: String, parts: Parts)?
        let sampleNames = names(fences)
        for fence in fences where isSample(fence) {
            let name = sampleNames[fence.location] ?? fence.location
            var parts = split(fence)
            if let previous, previous.file == fence.file {
                if parts.imports.isEmpty { parts.imports = previous.parts.imports }
                // A continued sample runs after the file's sample before it.
                if fence.markers.contains("continued") {
                    parts.statements = previous.parts.statements + [""] + parts.statements
                }
            }
            previous = (fence.file, parts)
            let namespace = "Doc_" + identifier(fence.file)
            if !namespaces.contains(namespace) { namespaces.append(namespace) }
            let function = "sample" + identifier(String(name.split(separator: "#").last ?? ""))
            var out = header
            for line in parts.imports { out += line + "\n" }
            out += "\n/// \(name)\nextension \(namespace) {\n"
            for line in parts.declarations { out += line.isEmpty ? "\n" : "    " + line + "\n" }
            if !parts.declarations.isEmpty { out += "\n" }
            out += "    static func \(function)() throws {\n"
            for line in parts.statements { out += line.isEmpty ? "\n" : "        " + line + "\n" }
            out += "    }\n}\n"
            files["Sample_\(identifier(name)).swift"] = out
            table.append((name, namespace + "." + function))
        }
        var out = header
        for namespace in namespaces { out += "\n/// Samples of one documentation file.\nenum \(namespace) {}\n" }
        out += "\n/// The samples by name (`FILE#N`: the Nth sample of the file).\nlet samples: [String: @Sendable () throws -> Void] = ["
        out += table.isEmpty ? ":" : "\n"
        for entry in table { out += "    \"\(entry.name)\": \(entry.function),\n" }
        out += "]\n"
        files["Samples.swift"] = out
        return files
    }
}
