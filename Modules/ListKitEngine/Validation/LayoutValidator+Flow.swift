import ListKitCore

extension LayoutValidator {
    /// Checks a flow section's configuration: its scroll direction the
    /// layout's, its sizes, spacings and insets finite and not negative,
    /// its estimate and every item's own size valid.
    static func flow(
        _ flow: FlowConfiguration, scrollDirection: Axis, _ path: @autoclosure () -> String
    ) throws(LayoutValidationError) {
        guard flow.scrollDirection == scrollDirection else {
            throw LayoutValidationError(
                path: path() + ".scrollDirection",
                problem: .scrollDirectionMismatch(found: flow.scrollDirection, layout: scrollDirection))
        }
        try length(flow.itemSize.width, path() + ".itemSize.width")
        try length(flow.itemSize.height, path() + ".itemSize.height")
        if flow.isEstimating {
            if let problem = estimateProblem(flow.estimatedItemSize.width) {
                throw LayoutValidationError(path: path() + ".estimatedItemSize.width", problem: problem)
            }
            if let problem = estimateProblem(flow.estimatedItemSize.height) {
                throw LayoutValidationError(path: path() + ".estimatedItemSize.height", problem: problem)
            }
        }
        for (item, size) in flow.itemSizes.enumerated() { try self.size(size, path() + ".itemSizes[\(item)]") }
        try length(flow.minimumLineSpacing, path() + ".minimumLineSpacing")
        try length(flow.minimumInteritemSpacing, path() + ".minimumInteritemSpacing")
        try insets(flow.sectionInset, path() + ".sectionInset")
        try length(flow.headerReferenceSize.width, path() + ".headerReferenceSize.width")
        try length(flow.headerReferenceSize.height, path() + ".headerReferenceSize.height")
        try length(flow.footerReferenceSize.width, path() + ".footerReferenceSize.width")
        try length(flow.footerReferenceSize.height, path() + ".footerReferenceSize.height")
    }
}
