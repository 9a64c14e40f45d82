import ListKitCore
import ListKitSupplementary

/// Checks a layout and its viewport before solving: every number finite and
/// in range, every group well formed. The solver relies on it, so it never
/// divides by zero, overflows or loops without end.
public enum LayoutValidator {
    /// Throws the first problem found in `layout` or `viewport`.
    ///
    /// - Throws: ``LayoutValidationError`` naming the path of the bad value.
    public static func validate(_ layout: CompositionalLayout, viewport: Viewport) throws(LayoutValidationError) {
        try checkViewport(viewport)
        try validateModel(layout, reusing: nil)
    }

    /// Throws the first problem found in `layout`, skipping what it shares
    /// with `known`, a layout validated before: its configuration when equal,
    /// and each section equal to `known`'s at the same index but for its
    /// item count. Item counts are checked always.
    static func validateModel(_ layout: CompositionalLayout, reusing known: CompositionalLayout?) throws(LayoutValidationError) {
        let sameConfiguration = known?.configuration == layout.configuration
        if !sameConfiguration {
            try configuration(layout.configuration)
        }
        guard layout.sections.count <= LayoutLimits.maximumSectionCount else {
            throw LayoutValidationError(
                path: "sections", problem: .tooMany(layout.sections.count, limit: LayoutLimits.maximumSectionCount))
        }
        var total = 0
        // The configuration is the same when a known section is reused, so
        // what it checks of a section (a flow's scroll direction) holds too.
        let reusable = sameConfiguration ? known?.sections ?? [] : []
        let sections = layout.sections
        for s in sections.indices {
            // The path is built only for an error.
            func path() -> String { "sections[\(s)]" }
            let itemCount = sections[s].itemCount
            guard itemCount >= 0 else {
                throw LayoutValidationError(path: path() + ".itemCount", problem: .negativeItemCount(itemCount))
            }
            total += itemCount
            guard total <= LayoutLimits.maximumItemCount else {
                throw LayoutValidationError(
                    path: path() + ".itemCount", problem: .tooMany(total, limit: LayoutLimits.maximumItemCount))
            }
            if s < reusable.count, isSame(sections[s], as: reusable[s]) { continue }
            let section = sections[s]
            try length(section.interGroupSpacing, path() + ".interGroupSpacing")
            try insets(section.contentInsets, path() + ".contentInsets")
            try group(section.group, path() + ".group", depth: 1)
            for (i, b) in section.boundarySupplementaryItems.enumerated() {
                try boundary(b, path() + ".boundarySupplementaryItems[\(i)]")
            }
            for (i, d) in section.decorationItems.enumerated() {
                try insets(d.contentInsets, path() + ".decorationItems[\(i)].contentInsets")
            }
            if let box = section.listBox { try list(box.value, path() + ".list") }
            if let box = section.flowBox {
                try flow(box.value, scrollDirection: layout.configuration.scrollDirection, path() + ".flow")
            }
        }
    }

    // Paths are built only when a check fails: a valid layout of 100k
    // items must not pay for 100k path strings.

    /// Whether `section` equals `known` but for its item count. Arrays a
    /// section shares with another (the stages of an update copy them)
    /// compare equal at once.
    static func isSame(_ section: LayoutSection, as known: LayoutSection) -> Bool {
        // Most sections an update leaves alone keep their count: compared as they are, not copied.
        if section.itemCount == known.itemCount { return section == known }
        var counted = section
        counted.itemCount = known.itemCount
        return counted == known
    }

    /// Throws the first problem found in the layout-wide configuration.
    static func configuration(_ configuration: LayoutConfiguration) throws(LayoutValidationError) {
        try length(configuration.interSectionSpacing, "configuration.interSectionSpacing")
        for (i, b) in configuration.boundarySupplementaryItems.enumerated() {
            try boundary(b, "configuration.boundarySupplementaryItems[\(i)]")
        }
    }

    /// Throws the first problem found in `viewport`: a size that is not
    /// finite and ≥ 0, a bad content inset, a scale other than 1, 2 or 3.
    ///
    /// - Throws: ``LayoutValidationError`` naming the path of the bad value (`viewport.width`).
    public static func validate(viewport: Viewport) throws(LayoutValidationError) {
        try checkViewport(viewport)
    }

    static func checkViewport(_ viewport: Viewport) throws(LayoutValidationError) {
        try length(viewport.size.width, "viewport.width")
        try length(viewport.size.height, "viewport.height")
        try insets(viewport.contentInset, "viewport.contentInset")
        guard viewport.scale == 1 || viewport.scale == 2 || viewport.scale == 3 else {
            throw LayoutValidationError(path: "viewport.scale", problem: .unsupportedScale(viewport.scale))
        }
        if let screen = viewport.screen {
            try length(screen.size.width, "viewport.screen.width")
            try length(screen.size.height, "viewport.screen.height")
            try insets(screen.safeArea, "viewport.screen.safeArea")
            guard screen.scale == 1 || screen.scale == 2 || screen.scale == 3 else {
                throw LayoutValidationError(path: "viewport.screen.scale", problem: .unsupportedScale(screen.scale))
            }
        }
    }

    static func group(_ g: LayoutGroup, _ path: @autoclosure () -> String, depth: Int) throws(LayoutValidationError) {
        guard depth <= LayoutLimits.maximumGroupDepth else {
            throw LayoutValidationError(path: path(), problem: .nestedTooDeep(limit: LayoutLimits.maximumGroupDepth))
        }
        try size(g.layoutSize, path() + ".size")
        try insets(g.contentInsets, path() + ".contentInsets")
        if let s = g.interItemSpacing { try spacing(s, path() + ".interItemSpacing") }
        if let e = g.edgeSpacing { try edges(e, path() + ".edgeSpacing") }
        for (i, a) in g.supplementaryItems.enumerated() { try anchored(a, path() + ".supplementaryItems[\(i)]") }
        switch g.arrangement {
        case .custom(let frames):
            guard !frames.isEmpty else { throw LayoutValidationError(path: path() + ".customFrames", problem: .noCustomFrames) }
            for (i, f) in frames.enumerated() {
                try coordinate(f.frame.minX, path() + ".customFrames[\(i)].x")
                try coordinate(f.frame.minY, path() + ".customFrames[\(i)].y")
                try length(f.frame.width, path() + ".customFrames[\(i)].width")
                try length(f.frame.height, path() + ".customFrames[\(i)].height")
            }
        case .horizontal, .vertical:
            if let problem = subitemsProblem(subitemCount: g.subitems.count, hasCount: g.count != nil) {
                throw LayoutValidationError(path: path() + (problem == .noSubitems ? ".subitems" : ".count"), problem: problem)
            }
            if let count = g.count {
                guard count >= 1, count <= LayoutLimits.maximumGroupCount else {
                    throw LayoutValidationError(path: path() + ".count", problem: .countOutOfRange(count))
                }
            }
            for (i, child) in g.subitems.enumerated() {
                switch child {
                case .item(let item):
                    try self.item(item, path() + ".subitems[\(i)].item")
                case .group(let nested):
                    try group(nested, path() + ".subitems[\(i)].group", depth: depth + 1)
                }
            }
        }
    }

    static func item(_ item: LayoutItem, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        try size(item.layoutSize, path() + ".size")
        try insets(item.contentInsets, path() + ".contentInsets")
        if let e = item.edgeSpacing { try edges(e, path() + ".edgeSpacing") }
        for (i, a) in item.supplementaryItems.enumerated() { try anchored(a, path() + ".supplementaryItems[\(i)]") }
    }

    static func boundary(_ b: BoundarySupplementaryItem, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        try size(b.layoutSize, path() + ".size")
        try coordinate(b.absoluteOffset.x, path() + ".absoluteOffset.x")
        try coordinate(b.absoluteOffset.y, path() + ".absoluteOffset.y")
    }

    static func anchored(_ a: SupplementaryItem, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        try size(a.layoutSize, path() + ".size")
        try anchor(a.containerAnchor, path() + ".containerAnchor")
        if let i = a.itemAnchor { try anchor(i, path() + ".itemAnchor") }
    }

    static func anchor(_ a: LayoutAnchor, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        switch a.offset {
        case .none: break
        case .fractional(let p):
            try coordinate(p.x, path() + ".fractionalOffset.x")
            try coordinate(p.y, path() + ".fractionalOffset.y")
        case .absolute(let p):
            try coordinate(p.x, path() + ".absoluteOffset.x")
            try coordinate(p.y, path() + ".absoluteOffset.y")
        }
    }

    static func size(_ s: LayoutSize, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        try dimension(s.widthDimension, path() + ".width")
        try dimension(s.heightDimension, path() + ".height")
    }

    static func dimension(_ d: LayoutDimension, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        switch d {
        case .fractionalWidth(let v):
            // Each case names itself: a NaN fraction equals nothing, not even itself.
            if let problem = fractionProblem(v) {
                throw LayoutValidationError(path: path() + ".fractionalWidth", problem: problem)
            }
        case .fractionalHeight(let v):
            if let problem = fractionProblem(v) {
                throw LayoutValidationError(path: path() + ".fractionalHeight", problem: problem)
            }
        case .absolute(let v):
            try length(v, path() + ".absolute")
        case .estimated(let v):
            if let problem = estimateProblem(v) { throw LayoutValidationError(path: path() + ".estimated", problem: problem) }
        }
    }

    static func spacing(_ s: LayoutSpacing, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        try length(s.minimum, path() + (s.isFlexible ? ".flexible" : ".fixed"))
    }

    static func edges(_ e: EdgeSpacing, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        if let s = e.leading { try spacing(s, path() + ".leading") }
        if let s = e.top { try spacing(s, path() + ".top") }
        if let s = e.trailing { try spacing(s, path() + ".trailing") }
        if let s = e.bottom { try spacing(s, path() + ".bottom") }
    }

    static func insets(_ i: DirectionalEdgeInsets, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        try length(i.top, path() + ".top")
        try length(i.leading, path() + ".leading")
        try length(i.bottom, path() + ".bottom")
        try length(i.trailing, path() + ".trailing")
    }

    static func length(_ v: Double, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        if let problem = lengthProblem(v) { throw LayoutValidationError(path: path(), problem: problem) }
    }

    static func coordinate(_ v: Double, _ path: @autoclosure () -> String) throws(LayoutValidationError) {
        if let problem = coordinateProblem(v) { throw LayoutValidationError(path: path(), problem: problem) }
    }

    // MARK: The rules for one number, shared with the document decoder

    /// What is wrong with a coordinate or offset (finite, within
    /// ``LayoutLimits/maximumLength`` either side of zero), or `nil`.
    public static func coordinateProblem(_ v: Double) -> LayoutValidationError.Problem? {
        guard v.isFinite else { return .notFinite }
        guard abs(v) <= LayoutLimits.maximumLength else { return .tooLarge(v, limit: LayoutLimits.maximumLength) }
        return nil
    }

    /// What is wrong with a length (a coordinate that is not negative), or `nil`.
    public static func lengthProblem(_ v: Double) -> LayoutValidationError.Problem? {
        if let problem = coordinateProblem(v) { return problem }
        return v >= 0 ? nil : .negative(v)
    }

    /// What is wrong with a positive length (an estimate, a size), or `nil`.
    public static func positiveLengthProblem(_ v: Double) -> LayoutValidationError.Problem? {
        if let problem = lengthProblem(v) { return problem }
        return v > 0 ? nil : .notPositive(v)
    }

    /// What is wrong with an estimated dimension, or `nil`.
    public static func estimateProblem(_ v: Double) -> LayoutValidationError.Problem? {
        positiveLengthProblem(v)
    }

    /// What is wrong with a fractional dimension (finite, above 0, at most
    /// ``LayoutLimits/maximumFraction``), or `nil`.
    public static func fractionProblem(_ v: Double) -> LayoutValidationError.Problem? {
        guard v.isFinite else { return .notFinite }
        guard v > 0 else { return .notPositive(v) }
        guard v <= LayoutLimits.maximumFraction else { return .tooLarge(v, limit: LayoutLimits.maximumFraction) }
        return nil
    }

    /// What is wrong with a group's subitems: none in a horizontal or vertical
    /// group, or `count` with other than one subitem; `nil` when fine.
    static func subitemsProblem(subitemCount: Int, hasCount: Bool) -> LayoutValidationError.Problem? {
        if subitemCount == 0 { return .noSubitems }
        if hasCount, subitemCount != 1 { return .countNeedsOneSubitem(found: subitemCount) }
        return nil
    }
}
