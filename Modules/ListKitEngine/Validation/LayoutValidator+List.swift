import ListKitCore

extension LayoutValidator {
    /// Checks a list section's configuration: its insets, paddings and
    /// metrics finite and not negative, its row height a valid estimate.
    static func list(_ list: ListConfiguration, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        if let insets = list.separatorInsets { try self.insets(insets, path() + ".separatorInsets") }
        if let padding = list.headerTopPadding { try length(padding, path() + ".headerTopPadding") }
        if let height = list.estimatedRowHeight, let problem = estimateProblem(height) {
            throw LayoutValidationError(path: path() + ".estimatedRowHeight", problem: problem)
        }
        for (item, separator) in list.itemSeparators {
            if let insets = separator.insets { try self.insets(insets, path() + ".itemSeparators[\(item)].insets") }
            if let inset = separator.leadingContentInset {
                try length(inset, path() + ".itemSeparators[\(item)].leadingContentInset")
            }
        }
        let m = list.metrics
        if let problem = estimateProblem(m.estimatedRowHeight) {
            throw LayoutValidationError(path: path() + ".metrics.estimatedRowHeight", problem: problem)
        }
        try length(m.compactLayoutMargin, path() + ".metrics.compactLayoutMargin")
        try length(m.regularLayoutMargin, path() + ".metrics.regularLayoutMargin")
        try length(m.regularMarginMinimumWidth, path() + ".metrics.regularMarginMinimumWidth")
        try length(m.readableContentWidth, path() + ".metrics.readableContentWidth")
        try length(m.insetGroupedCornerRadius, path() + ".metrics.insetGroupedCornerRadius")
        try length(m.rowContentVerticalMargin, path() + ".metrics.rowContentVerticalMargin")
        try length(m.headerContentTopMargin, path() + ".metrics.headerContentTopMargin")
        try length(m.headerContentBottomMargin, path() + ".metrics.headerContentBottomMargin")
        try length(m.footerContentVerticalMargin, path() + ".metrics.footerContentVerticalMargin")
        if let thickness = m.separatorThickness { try length(thickness, path() + ".metrics.separatorThickness") }
        for appearance in ListAppearance.allCases {
            let a = m[appearance]
            let prefix = path() + ".metrics." + appearance.rawValue
            try length(a.topPaddingWithoutHeader, prefix + ".topPaddingWithoutHeader")
            try length(a.bottomPadding, prefix + ".bottomPadding")
            try length(a.headerTopPadding, prefix + ".headerTopPadding")
            if let problem = estimateProblem(a.estimatedHeaderHeight) {
                throw LayoutValidationError(path: prefix + ".estimatedHeaderHeight", problem: problem)
            }
            if let problem = estimateProblem(a.estimatedFooterHeight) {
                throw LayoutValidationError(path: prefix + ".estimatedFooterHeight", problem: problem)
            }
        }
    }
}
