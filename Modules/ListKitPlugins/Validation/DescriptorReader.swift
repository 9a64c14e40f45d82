import ListKitPluginABI
import ListKitDSL
import ListKitPluginModel

/// Reads and checks the descriptor a plugin's entry point returned, once,
/// right after the call: the host never reads it again.
///
/// The rules themselves (limits, required functions, unique ids) are the
/// ones every backend shares, `DescriptorRules`; this reads the fields from
/// the library's memory.
enum DescriptorReader {
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
        try DescriptorRules.checkABIVersion(abiVersion, expected: LK_PLUGIN_ABI_VERSION, path: path)
        try DescriptorRules.checkStructSize(
            pointer.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
            minimum: UInt32(MemoryLayout<lk_plugin_descriptor>.size), structure: "lk_plugin_descriptor",
            path: path, kind: nil)
        let descriptor = pointer.loadUnaligned(as: lk_plugin_descriptor.self)
        let name = try string(descriptor.name, limit: DescriptorRules.maximumNameLength, field: "name", path: path, kind: nil)
        let version = try string(
            descriptor.version, limit: DescriptorRules.maximumVersionLength, field: "version", path: path, kind: nil)
        try DescriptorRules.checkKindCount(UInt64(descriptor.kind_count), path: path)
        guard let table = descriptor.kinds else {
            throw .invalidField(path: path, kind: nil, field: "kinds", reason: "is NULL")
        }
        var kinds: [PluginKindInfo] = []
        var functions: [KindFunctions] = []
        for index in 0..<descriptor.kind_count {
            let (info, calls) = try kind(table[index], index: index, earlier: kinds, path: path)
            kinds.append(info)
            functions.append(calls)
        }
        let info = PluginInfo(path: path, name: name, version: version, abiVersion: abiVersion, kinds: kinds)
        return Description(info: info, functions: functions)
    }

    /// Reads and checks the kind at `kinds[index]`, listed after `earlier`.
    private static func kind(
        _ pointer: UnsafePointer<lk_component_kind>?, index: Int, earlier: [PluginKindInfo], path: String
    ) throws(PluginError) -> (PluginKindInfo, KindFunctions) {
        let label = "kinds[\(index)]"
        guard let pointer else { throw .invalidField(path: path, kind: label, field: "pointer", reason: "is NULL") }
        let raw = UnsafeRawPointer(pointer)
        let structSize = raw.loadUnaligned(as: UInt32.self)
        try DescriptorRules.checkStructSize(
            structSize, minimum: UInt32(firstKindSize), structure: "lk_component_kind", path: path, kind: label)
        // Read only the bytes the plugin declared: a kind built against the
        // first header ends after `did_end_display`, and the fields added
        // since read as NULL.
        var kind = lk_component_kind()
        withUnsafeMutableBytes(of: &kind) { target in
            target.copyMemory(from: UnsafeRawBufferPointer(start: raw, count: Swift.min(Int(structSize), target.count)))
        }
        let id = try string(kind.kind_id, limit: KindIdentifier.maximumLength, field: "kind_id", path: path, kind: label)
        let measure = address(kind.measure), render = address(kind.render)
        let present = DescriptorRules.KindFunctionsPresent(
            measure: measure != nil, measureBatch: kind.measure_batch != nil, render: render != nil,
            willDisplay: kind.will_display != nil, didEndDisplay: kind.did_end_display != nil,
            visibilityChanged: kind.visibility_changed != nil, accessibility: kind.accessibility != nil)
        let declaration = kind.props_declaration
        let info = try DescriptorRules.kind(id: id, functions: present, earlier: earlier, path: path) { () throws(PluginError) in
            try declaration.map { pointer throws(PluginError) in
                try string(pointer, limit: DescriptorRules.maximumPropsDeclarationLength, field: "props_declaration",
                           path: path, kind: id)
            }
        }
        // The rules refused a kind without either; this only unwraps them.
        guard let measure, let render else { throw .missingFunction(path: path, kind: id, function: "measure") }
        let calls = KindFunctions(
            context: kind.context, measure: measure, measureBatch: address(kind.measure_batch), render: render,
            willDisplay: address(kind.will_display), didEndDisplay: address(kind.did_end_display),
            visibilityChanged: address(kind.visibility_changed), accessibility: address(kind.accessibility))
        return (info, calls)
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
        try DescriptorRules.text(PluginString.read(pointer, limit: limit), field: field, path: path, kind: kind)
    }
}
