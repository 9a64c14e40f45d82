import ListKitEngine

extension ListRow {
    /// How far past the layout margin the row's text starts: its image and
    /// the padding after it; `nil` without an image (the text is at the margin).
    public var textLeadingOffset: Double? {
        image == nil ? nil : metrics.imageSize + metrics.imageToTextPadding
    }
}

extension ListConfiguration {
    /// This configuration with each row of `offsets` (item → how far past
    /// the margin its text starts) given that `ListItemSeparator.leadingContentInset`,
    /// so that its separator starts under its text, as UIKit's do.
    public func aligningSeparators(withText offsets: [Int: Double]) -> ListConfiguration {
        guard !offsets.isEmpty else { return self }
        var copy = self
        for (item, offset) in offsets {
            var separator = copy.itemSeparators[item] ?? ListItemSeparator()
            separator.leadingContentInset = offset
            copy.itemSeparators[item] = separator
        }
        return copy
    }
}

extension GroupDefinition {
    /// The ``ListRow/textLeadingOffset`` of each row of the group (and its
    /// nested groups, depth first) that has one, by item position. Only
    /// ``ListRow``s are looked at: a run of another type is skipped whole.
    func listRowTextOffsets() -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        var position = 0
        func walk(_ group: GroupDefinition) {
            for child in group.children {
                switch child {
                case .component(let component):
                    if let offset = component.as(ListRow.self)?.textLeadingOffset { offsets[position] = offset }
                    position += 1
                case .components(let run):
                    if let rows = run.storage as? TypedComponentRun<ListRow> {
                        for (index, row) in rows.components.enumerated() {
                            if let offset = row.textLeadingOffset { offsets[position + index] = offset }
                        }
                    }
                    position += run.count
                case .group(let nested):
                    walk(nested)
                }
            }
        }
        walk(self)
        return offsets
    }
}
