import ArgumentParser

/// The subcommand a mistyped first argument most likely meant (`layot` →
/// `layout`): ArgumentParser alone would call it an unexpected argument.
enum CommandSuggestion {
    /// The error to print for `arguments` (the command line after the
    /// tool's name) when its first word names no command: the command it is
    /// closest to (at most two edits away), or the list of commands; `nil`
    /// when the first word is a command, an option or missing.
    static func error(for arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first), first != "help" else {
            return nil
        }
        let ranked = commands.map { (name: $0, distance: editDistance(first, $0)) }.min { $0.distance < $1.distance }
        if let ranked, ranked.distance <= 2 {
            return "unknown command '\(first)'; did you mean '\(ranked.name)'?"
        }
        return "unknown command '\(first)'; the commands are " + commands.joined(separator: ", ")
    }

    /// The Levenshtein distance between `a` and `b`: the fewest single
    /// character insertions, deletions and substitutions from one to the
    /// other. O(|a|·|b|), on words of a command line.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
