/// A fixed-width text table: each column as wide as its widest cell.
struct TextTable {
    /// A column's title and alignment.
    struct Column {
        let title: String
        let rightAligned: Bool

        init(_ title: String, rightAligned: Bool = false) {
            self.title = title
            self.rightAligned = rightAligned
        }
    }

    let columns: [Column]
    /// Each column's width so far: its title's, then its widest measured cell's.
    private(set) var widths: [Int]

    init(columns: [Column]) {
        self.columns = columns
        self.widths = columns.map(\.title.count)
    }

    /// Widens the columns to fit `row`.
    mutating func measure(_ row: [String]) {
        for i in columns.indices where i < row.count {
            widths[i] = Swift.max(widths[i], row[i].count)
        }
    }

    /// `row` as one line ending with a newline: cells padded to the columns'
    /// widths, two spaces apart, without trailing spaces (missing cells are
    /// empty, extra cells dropped).
    func line(_ row: [String]) -> String {
        var line = ""
        for i in columns.indices {
            let cell = i < row.count ? row[i] : ""
            let padding = String(repeating: " ", count: Swift.max(0, widths[i] - cell.count))
            line += (i > 0 ? "  " : "") + (columns[i].rightAligned ? padding + cell : cell + padding)
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line + "\n"
    }
}
