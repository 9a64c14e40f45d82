import ListKitDSL

/// The rules a plugin's descriptor and kind table follow, whichever backend
/// reads them (ListKitPlugins from a native library's memory,
/// ListKitWasmPlugins from a WebAssembly module's): the ABI version, the
/// limits on names, versions, kinds and props declarations, the required
/// functions and unique kind ids. A backend reads the raw fields its way and
/// hands them here.
package enum DescriptorRules {
    /// The longest plugin name accepted, in bytes.
    package static let maximumNameLength = 255
    /// The longest plugin version accepted, in bytes.
    package static let maximumVersionLength = 63
    /// The most kinds one plugin may list.
    package static let maximumKinds = 1024
    /// The longest props declaration accepted, in bytes.
    package static let maximumPropsDeclarationLength = 65_536

    /// Checks the descriptor's ABI version against the host's.
    package static func checkABIVersion(_ found: UInt32, expected: UInt32, path: String) throws(PluginError) {
        guard found == expected else { throw .abiVersionMismatch(path: path, found: found, expected: expected) }
    }

    /// Checks a `struct_size` field against the smallest the host accepts.
    package static func checkStructSize(
        _ found: UInt32, minimum: UInt32, structure: String, path: String, kind: String?
    ) throws(PluginError) {
        guard found >= minimum else {
            throw .structTooSmall(path: path, kind: kind, structure: structure, found: found, minimum: minimum)
        }
    }

    /// Checks the descriptor's `kind_count`.
    package static func checkKindCount(_ count: UInt64, path: String) throws(PluginError) {
        guard (1...UInt64(maximumKinds)).contains(count) else {
            throw .invalidField(path: path, kind: nil, field: "kind_count", reason: "is \(count), must be 1 to \(maximumKinds)")
        }
    }

    /// The text of a string field, or the error naming its problem.
    package static func text(
        _ read: Result<String, PluginText.Problem>, field: String, path: String, kind: String?
    ) throws(PluginError) -> String {
        switch read {
        case .success(let text): return text
        case .failure(let problem): throw .invalidField(path: path, kind: kind, field: field, reason: problem.phrase)
        }
    }

    /// Which of a kind's functions are present (their pointers not NULL).
    package struct KindFunctionsPresent: Sendable {
        /// `measure` (required).
        package var measure: Bool
        /// `measure_batch`.
        package var measureBatch: Bool
        /// `render` (required).
        package var render: Bool
        /// `will_display`.
        package var willDisplay: Bool
        /// `did_end_display`.
        package var didEndDisplay: Bool
        /// `visibility_changed`.
        package var visibilityChanged: Bool
        /// `accessibility`.
        package var accessibility: Bool

        /// What a kind provides.
        package init(
            measure: Bool, measureBatch: Bool, render: Bool, willDisplay: Bool, didEndDisplay: Bool,
            visibilityChanged: Bool, accessibility: Bool = false
        ) {
            self.accessibility = accessibility
            self.measure = measure
            self.measureBatch = measureBatch
            self.render = render
            self.willDisplay = willDisplay
            self.didEndDisplay = didEndDisplay
            self.visibilityChanged = visibilityChanged
        }
    }

    /// A checked kind, in this order: its id follows the kind id rule,
    /// `measure` and `render` are present, its props declaration (read as
    /// text by `propsDeclaration`, which returns `nil` for none) parses, and
    /// no kind before it in the same plugin has its id.
    package static func kind(
        id: String, functions: KindFunctionsPresent, earlier: [PluginKindInfo], path: String,
        propsDeclaration: () throws(PluginError) -> String?
    ) throws(PluginError) -> PluginKindInfo {
        if let refusal = KindIdentifier.refusal(of: id, path: path) { throw refusal }
        guard functions.measure else { throw .missingFunction(path: path, kind: id, function: "measure") }
        guard functions.render else { throw .missingFunction(path: path, kind: id, function: "render") }
        var props: PropsDeclaration?
        if let propsDeclaration = try propsDeclaration() {
            switch PropsDeclarationReader.read(Array(propsDeclaration.utf8)) {
            case .success(let declaration): props = declaration
            case .failure(let problem):
                throw .invalidField(path: path, kind: id, field: "props_declaration", reason: problem.phrase)
            }
        }
        if earlier.contains(where: { $0.id == id }) {
            throw .duplicateKind(path: path, kind: id, firstPath: path)
        }
        return PluginKindInfo(
            id: id, measuresInBatches: functions.measureBatch,
            observesWillDisplay: functions.willDisplay, observesDidEndDisplay: functions.didEndDisplay,
            observesVisibility: functions.visibilityChanged, describesAccessibility: functions.accessibility, props: props)
    }
}
