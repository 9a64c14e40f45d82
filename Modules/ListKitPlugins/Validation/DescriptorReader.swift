import ListKitPluginABI
import ListKitDSL
import ListKitPluginModel

/// Reads and checks the descriptor a plugin's entry point returned, once,
/// right after the call: the host never reads it again.
enum DescriptorReader {
    /// The longest plugin name accepted, in bytes.
    static let maximumNameLength = 255
    /// The longest plugin version accepted, in bytes.
    static let maximumVersionLength = 63
    /// The most kinds one plugin may list.
    static let maximumKinds = 1024
    /// The longest props declaration accepted, in bytes.
    static let maximumPropsDeclarationLength = 65_536

    /// A checked descriptor: what `PluginInfo` says, and the addresses to call.
    struct Description {
        /// The name, version, ABI and kinds.
        var info: PluginInfo
        /// Each kind's functions, in the order of `info.kinds`.
        var functions: [KindFunctions]
    }

    /// Reads the descriptor at `pointer`.
    ///
    /// Order: ABI version (the first field), `struct_size`, name, version,
    /// kind count, kind table; then each kind: pointer, `struct_size`, id,
    /// required functions, uniqueness within the plugin.
    static func read(_ pointer: UnsafeRawPointer, path: String) throws(PluginError) -> Description {
        let abiVersion = pointer.loadUnaligned(as: UInt32.self)
        guard abiVersion == LK_PLUGIN_ABI_VERSION else {
            throw .abiVersionMismatch(path: path, found: abiVersion, expected: LK_PLUGIN_ABI_VERSION)
        }
        let structSize = pointer.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
        let minimum = UInt32(MemoryLayout<lk_plugin_descriptor>.size)
        guard structSize >= minimum else {
            throw .structTooSmall(path: path, kind: nil, structure: "lk_plugin_descriptor", found: structSize, minimum: minimum)
        }
        let descriptor = pointer.loadUnaligned(as: lk_plugin_descriptor.self)
        let name = try string(descriptor.name, limit: maximumNameLength, field: "name", path: path, kind: nil)
        let version = try string(descriptor.version, limit: maximumVersionLength, field: "version", path: path, kind: nil)
        guard (1...maximumKinds).contains(descriptor.kind_count) else {
            throw .invalidField(path: path, kind: nil, field: "kind_count",
                                reason: "is \(descriptor.kind_count), must be 1 to \(maximumKinds)")
        }
        guard let table = descriptor.kinds else {
            throw .invalidField(path: path, kind: nil, field: "kinds", reason: "is NULL")
        }
        var kinds: [PluginKindInfo] = []
        var functions: [KindFunctions] = []
        for index in 0..<descriptor.kind_count {
            let (info, calls) = try kind(table[index], index: index, path: path)
            if kinds.contains(where: { $0.id == info.id }) {
                throw .duplicateKind(path: path, kind: info.id, firstPath: path)
            }
            kinds.append(info)
            functions.append(calls)
        }
        let info = PluginInfo(path: path, name: name, version: version, abiVersion: abiVersion, kinds: kinds)
        return Description(info: info, functions: functions)
    }

    /// Reads and checks the kind at `kinds[index]`.
    private static func kind(
        _ pointer: UnsafePointer<lk_component_kind>?, index: Int, path: String
    ) throws(PluginError) -> (PluginKindInfo, KindFunctions) {
        let label = "kinds[\(index)]"
        guard let pointer else { throw .invalidField(path: path, kind: label, field: "pointer", reason: "is NULL") }
        let raw = UnsafeRawPointer(pointer)
        let structSize = raw.loadUnaligned(as: UInt32.self)
        let minimum = UInt32(firstKindSize)
        guard structSize >= minimum else {
            throw .structTooSmall(path: path, kind: label, structure: "lk_component_kind", found: structSize, minimum: minimum)
        }
        // Read only the bytes the plugin declared: a kind built against the
        // first header ends after `did_end_display`, and the fields added
        // since read as NULL.
        var kind = lk_component_kind()
        withUnsafeMutableBytes(of: &kind) { target in
            target.copyMemory(from: UnsafeRawBufferPointer(start: raw, count: Swift.min(Int(structSize), target.count)))
        }
        let id = try string(kind.kind_id, limit: KindIdentifier.maximumLength, field: "kind_id", path: path, kind: label)
        if let refusal = KindIdentifier.refusal(of: id, path: path) { throw refusal }
        guard let measure = address(kind.measure) else { throw .missingFunction(path: path, kind: id, function: "measure") }
        guard let render = address(kind.render) else { throw .missingFunction(path: path, kind: id, function: "render") }
        let calls = KindFunctions(
            context: kind.context, measure: measure, measureBatch: address(kind.measure_batch), render: render,
            willDisplay: address(kind.will_display), didEndDisplay: address(kind.did_end_display),
            visibilityChanged: address(kind.visibility_changed))
        let info = PluginKindInfo(
            id: id, measuresInBatches: calls.measureBatch != nil,
            observesWillDisplay: calls.willDisplay != nil, observesDidEndDisplay: calls.didEndDisplay != nil,
            observesVisibility: calls.visibilityChanged != nil,
            props: try propsDeclaration(kind.props_declaration, path: path, kind: id))
        return (info, calls)
    }

    /// The props a kind declares (`props_declaration`), or `nil` when the
    /// field is NULL (or beyond the kind's `struct_size`): any props.
    private static func propsDeclaration(
        _ pointer: UnsafePointer<CChar>?, path: String, kind: String
    ) throws(PluginError) -> PropsDeclaration? {
        guard pointer != nil else { return nil }
        let text = try string(
            pointer, limit: maximumPropsDeclarationLength, field: "props_declaration", path: path, kind: kind)
        switch PropsDeclarationReader.read(Array(text.utf8)) {
        case .success(let declaration): return declaration
        case .failure(let problem):
            throw .invalidField(path: path, kind: kind, field: "props_declaration", reason: problem.phrase)
        }
    }

    /// The size of `lk_component_kind` in the first release of ABI 1 (up to
    /// and including `did_end_display`): the smallest a host accepts.
    static let firstKindSize = MemoryLayout<lk_component_kind>.offset(of: \lk_component_kind.visibility_changed)
        ?? MemoryLayout<lk_component_kind>.size

    /// The address of a C function pointer, or `nil` for NULL.
    private static func address<Function>(_ function: Function?) -> UnsafeRawPointer? {
        guard let function else { return nil }
        return unsafeBitCast(function, to: UnsafeRawPointer.self)
    }

    /// Reads a string field, turning its problem into a typed error.
    private static func string(
        _ pointer: UnsafePointer<CChar>?, limit: Int, field: String, path: String, kind: String?
    ) throws(PluginError) -> String {
        switch PluginString.read(pointer, limit: limit) {
        case .success(let text): return text
        case .failure(let problem): throw .invalidField(path: path, kind: kind, field: field, reason: problem.phrase)
        }
    }
}
