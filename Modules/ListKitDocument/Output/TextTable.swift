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
    private(set) var rows: [[String]] = []

    init(columns: [Column]) {
        self.columns = columns
    }

    /// Adds a row; missing cells are empty, extra cells are dropped.
    mutating func append(_ row: [String]) {
        rows.append((0..<columns.count).map { $0 < row.count ? row[$0] : "" })
    }

    /// The title row and every row, each ending with a newline, columns two
    /// spaces apart, without trailing spaces.
    func rendered() -> String {
        let all = [columns.map(\.title)] + rows
        let widths = columns.indices.map { i in all.map { $0[i].count }.max() ?? 0 }
        var text = ""
        for row in all {
            var line = ""
            for (i, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[i] - cell.count)
                line += (i > 0 ? "  " : "") + (columns[i].rightAligned ? padding + cell : cell + padding)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
