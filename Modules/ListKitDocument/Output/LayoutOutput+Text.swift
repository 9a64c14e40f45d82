import ListKitJSON
import ListKitCore

/// The text form of a layout output: a table for people.
///
/// A header line with the content size, the content offset and the number of
/// elements, then a table with one row per element. Columns are separated by
/// two spaces; text columns are left-aligned and number columns right-aligned;
/// rows have no trailing spaces; the text ends with a newline. `-` marks a
/// missing value (no item id for non-cells, no `pinned` for elements that do
/// not pin):
///
/// ```
/// content size 375 x 2480, content offset (0, -54), 4 elements
/// element                section  item  sectionID  id   x   y   width  height  zIndex  pinned
/// cell                         0     3  news       n4  16  70  87.667      40       0  -
/// supplementary:header         0     0  news       -    0   0     375      24       2  no
/// supplementary:header         0     0  news       -    0  54     375      24       2  yes
/// decoration:background        0     0  news       -    0   0     375    72.5      -1  -
/// ```
extension LayoutOutput {
    /// The whole output as a fixed-width table, ending with a newline.
    public func text() -> String {
        rendered(as: .text)
    }

    /// Writes the table to `sink`, one line at a time: a first pass over the
    /// elements finds the columns' widths, a second writes the rows.
    func writeText(to sink: (String) -> Void) {
        sink("content size \(number(contentSize.width)) x \(number(contentSize.height)), "
            + "content offset (\(number(contentOffset.x)), \(number(contentOffset.y))), "
            + "\(count) element\(count == 1 ? "" : "s")\n")
        // An "appearance" column only when a handler changed some element.
        var showsAppearance = false
        visitElements { if !showsAppearance, !Self.appearanceFields(of: $0).isEmpty { showsAppearance = true } }
        var columns: [TextTable.Column] = [
            .init("element"), .init("section", rightAligned: true), .init("item", rightAligned: true),
            .init("sectionID"), .init("id"), .init("x", rightAligned: true), .init("y", rightAligned: true),
            .init("width", rightAligned: true), .init("height", rightAligned: true),
            .init("zIndex", rightAligned: true), .init("pinned"),
        ]
        if showsAppearance { columns.append(.init("appearance")) }
        var table = TextTable(columns: columns)
        visitElements { table.measure(row(for: $0, appearance: showsAppearance)) }
        sink(table.line(columns.map(\.title)))
        visitElements { sink(table.line(row(for: $0, appearance: showsAppearance))) }
        if !swipeButtons.isEmpty { writeSwipeButtonsText(to: sink) }
    }

    /// The table row of `element`.
    private func row(for element: LayoutAttributes, appearance: Bool) -> [String] {
        let f = element.frame
        var row = [
            elementName(element),
            String(element.indexPath.section),
            String(element.indexPath.item),
            sectionID(of: element).map(Self.printable) ?? "-",
            itemID(of: element).map(Self.printable) ?? "-",
            number(f.minX), number(f.minY), number(f.width), number(f.height),
            String(element.zIndex),
            element.pinsToVisibleBounds ? (element.isPinned ? "yes" : "no") : "-",
        ]
        if appearance {
            let fields = Self.appearanceFields(of: element)
            let cell = fields.map { "\($0.0)=" + $0.1.filter { $0 != " " } }.joined(separator: ",")
            row.append(fields.isEmpty ? "-" : cell)
        }
        return row
    }

    /// `cell`, or the category and element kind: `supplementary:header`.
    private func elementName(_ element: LayoutAttributes) -> String {
        guard element.category != .cell, let kind = element.elementKind else { return element.category.rawValue }
        return element.category.rawValue + ":" + Self.printable(kind)
    }

    /// `text` as is, or quoted and escaped when it holds characters that would
    /// break the table (control characters, spaces).
    private static func printable(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace
                && $0.properties.generalCategory != .control
        }
        return plain ? text : JSONValue.quoted(text)
    }

    private func number(_ value: Double) -> String {
        value.isFinite ? OutputNumber.format(value) : value.description
    }
}
