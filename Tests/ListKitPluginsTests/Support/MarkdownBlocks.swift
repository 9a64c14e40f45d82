/// The fenced code blocks of a Markdown page that follow a marker comment
/// such as `<!-- file: hello.c -->`, with the fence's indentation removed.
struct MarkdownBlocks {
    /// The page's lines.
    let lines: [Substring]

    /// Reads a page.
    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The code block after the line `<!-- marker -->`, or `nil`.
    func block(after marker: String) -> String? {
        guard let markerLine = lines.firstIndex(where: { $0.trimmingSpaces == "<!-- \(marker) -->" }),
              let open = lines[(markerLine + 1)...].firstIndex(where: { $0.trimmingSpaces.hasPrefix("```") }) else {
            return nil
        }
        let indent = lines[open].prefix { $0 == " " }.count
        guard let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingSpaces == "```" }) else { return nil }
        return lines[(open + 1)..<close].map { line in
            String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
        }.joined(separator: "\n") + "\n"
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
