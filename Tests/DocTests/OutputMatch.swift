/// Compares what a block printed with its `output` block, where a line
/// that is only `...` stands for any number of lines (none included), so
/// that a long output can show its beginning and its end.
enum OutputMatch {
    /// The elision line.
    static let elision = "..."

    /// Whether `printed` matches `expected` line by line, `...` lines aside.
    static func matches(_ printed: String, _ expected: String) -> Bool {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pattern = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // reachable[j]: the first j pattern lines match the lines read so far.
        var reachable = [Bool](repeating: false, count: pattern.count + 1)
        reachable[0] = true
        for j in pattern.indices where pattern[j] == elision && reachable[j] { reachable[j + 1] = true }
        for line in lines {
            var next = [Bool](repeating: false, count: pattern.count + 1)
            for j in pattern.indices where reachable[j] {
                if pattern[j] == elision {
                    next[j] = true
                } else if pattern[j] == line {
                    next[j + 1] = true
                }
            }
            for j in pattern.indices where pattern[j] == elision && next[j] { next[j + 1] = true }
            reachable = next
        }
        return reachable[pattern.count]
    }
}
