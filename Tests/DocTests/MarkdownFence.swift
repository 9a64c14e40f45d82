import Foundation

/// One fenced code block of a Markdown file: its language, the markers
/// after the language (how the doc test treats it), and its text.
///
/// The markers, after the language in the fence's info string:
///
/// - `run`: a command (`sh`) or a complete Swift program (`swift`) that the
///   doc test runs; `exit=N` says it ends with status N (then the output
///   compared is its standard error); `continued` on a Swift sample says it
///   goes on from the sample before it in the file.
/// - `output`: what the runnable block just before it prints, compared
///   exactly (trailing white space aside).
/// - `document` / `script`: a complete layout document or scroll script
///   (`json`), decoded by the doc test.
/// - `plugin`: a complete C plugin, compiled by the doc test.
/// - `fragment`: part of a program, a format or a listing, never complete
///   enough to run (a grammar with placeholders, a declaration excerpt).
/// - `setup`: a command or file that builds a package with SwiftPM (ListKit
///   itself through the set-up script, or a plugin package of the reader's
///   own), which a test running inside SwiftPM does not run; CI runs
///   ListKit's.
/// - `guide`: a step of a step-by-step guide, named by the HTML comment
///   before it (`<!-- run: build-hello -->`), that ``GuideTests`` follow
///   literally in a scratch folder.
struct MarkdownFence {
    /// The file, relative to the repository root.
    var file: String
    /// The line of the opening fence (1-based).
    var line: Int
    /// The language (`swift`, `sh`, `json`, `c`, …), empty when none.
    var language: String
    /// The markers after the language.
    var markers: Set<String>
    /// `exit=N`'s N, 0 when not given.
    var exitStatus: Int32
    /// The text between the fences, each line ending in a newline.
    var text: String
    /// The text of an HTML comment on the line just before the fence
    /// (`<!-- file: hello.c -->` gives `file: hello.c`), which names a
    /// guide's step.
    var label: String?

    /// Where the block is, for messages: `README.md:12`.
    var location: String { "\(file):\(line)" }

    /// The markers a fence may carry.
    static let knownMarkers: Set<String> = [
        "run", "output", "document", "script", "plugin", "fragment", "setup", "guide", "continued",
    ]

    /// The fenced blocks of `markdown`, in order.
    static func fences(in markdown: String, file: String) -> [MarkdownFence] {
        var fences: [MarkdownFence] = []
        var open: (line: Int, indent: Int, info: String, fence: String, label: String?)?
        var body = ""
        var previous = ""
        for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            defer { previous = line }
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if let current = open {
                if trimmed.hasPrefix(current.fence), trimmed.drop(while: { $0 == "`" }).allSatisfy({ $0 == " " }) {
                    var made = fence(file: file, line: current.line, info: current.info, text: body)
                    made.label = current.label
                    fences.append(made)
                    open = nil
                } else {
                    // Lines of an indented fence lose the fence's indentation.
                    body += String(line.dropFirst(min(current.indent, line.prefix { $0 == " " }.count))) + "\n"
                }
            } else if trimmed.hasPrefix("```") {
                let fence = String(trimmed.prefix { $0 == "`" })
                let comment = previous.trimmingCharacters(in: .whitespaces)
                let label = comment.hasPrefix("<!-- ") && comment.hasSuffix(" -->")
                    ? String(comment.dropFirst(5).dropLast(4)) : nil
                open = (index + 1, indent, String(trimmed.dropFirst(fence.count)), fence, label)
                body = ""
            }
        }
        return fences
    }

    /// A fence from its info string (`swift run`, `json output`, …).
    private static func fence(file: String, line: Int, info: String, text: String) -> MarkdownFence {
        let words = info.split(separator: " ").map(String.init)
        var markers = Set<String>()
        var exitStatus: Int32 = 0
        for word in words.dropFirst() {
            if word.hasPrefix("exit="), let status = Int32(word.dropFirst(5)) {
                exitStatus = status
                markers.insert("run")
            } else {
                markers.insert(word)
            }
        }
        return MarkdownFence(
            file: file, line: line, language: words.first ?? "", markers: markers, exitStatus: exitStatus, text: text)
    }
}
