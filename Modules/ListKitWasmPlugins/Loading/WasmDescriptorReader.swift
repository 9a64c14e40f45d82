import ListKitPluginModel

/// Reads and checks the descriptor a WebAssembly plugin's entry point
/// returned, from the module's memory (wasm32 layout, every address
/// checked), by the rules every backend shares (`DescriptorRules`).
enum WasmDescriptorReader {
    /// A checked descriptor: what `PluginInfo` says, and each kind's context
    /// and function pointers.
    struct Description {
        /// The name, version, ABI and kinds.
        var info: PluginInfo
        /// Each kind's functions, in the order of `info.kinds`.
        var functions: [WasmKindFunctions]
    }

    /// Reads the descriptor at `address`.
    ///
    /// Order: ABI version, `struct_size`, name, version, kind count, kind
    /// table; then each kind: pointer, `struct_size`, id, required functions,
    /// props declaration, uniqueness within the plugin.
    static func read(_ address: UInt32, in memory: GuestMemory, path: String) throws(PluginError) -> Description {
        typealias Layout = Wasm32Layout.Descriptor
        guard memory.contains(address, count: Int(Layout.size)) else {
            throw .invalidField(path: path, kind: nil, field: "descriptor", reason: "points outside the module's memory")
        }
        let abiVersion = memory.u32(address) ?? 0
        try DescriptorRules.checkABIVersion(abiVersion, expected: WasmPluginLoader.abiVersion, path: path)
        try DescriptorRules.checkStructSize(
            memory.u32(address + 4) ?? 0, minimum: Layout.size, structure: "lk_plugin_descriptor", path: path, kind: nil)
        let name = try text(memory, field(memory, address, Layout.name), DescriptorRules.maximumNameLength, "name", path, nil)
        let version = try text(
            memory, field(memory, address, Layout.version), DescriptorRules.maximumVersionLength, "version", path, nil)
        let count = field(memory, address, Layout.kindCount)
        try DescriptorRules.checkKindCount(UInt64(count), path: path)
        let table = field(memory, address, Layout.kinds)
        guard table != 0 else { throw .invalidField(path: path, kind: nil, field: "kinds", reason: "is NULL") }
        guard memory.contains(table, count: Int(count) * 4) else {
            throw .invalidField(path: path, kind: nil, field: "kinds", reason: "points outside the module's memory")
        }
        var kinds: [PluginKindInfo] = []
        var functions: [WasmKindFunctions] = []
        for index in 0..<Int(count) {
            let (info, calls) = try kind(
                at: memory.u32(table + UInt32(index * 4)) ?? 0, index: index, earlier: kinds, memory: memory, path: path)
            kinds.append(info)
            functions.append(calls)
        }
        let info = PluginInfo(path: path, name: name, version: version, abiVersion: abiVersion, kinds: kinds)
        return Description(info: info, functions: functions)
    }

    /// Reads and checks the kind at `address`, `kinds[index]`, listed after `earlier`.
    private static func kind(
        at address: UInt32, index: Int, earlier: [PluginKindInfo], memory: GuestMemory, path: String
    ) throws(PluginError) -> (PluginKindInfo, WasmKindFunctions) {
        typealias Layout = Wasm32Layout.Kind
        let label = "kinds[\(index)]"
        guard address != 0 else { throw .invalidField(path: path, kind: label, field: "pointer", reason: "is NULL") }
        guard let structSize = memory.u32(address) else {
            throw .invalidField(path: path, kind: label, field: "pointer", reason: "points outside the module's memory")
        }
        try DescriptorRules.checkStructSize(
            structSize, minimum: Layout.firstReleaseSize, structure: "lk_component_kind", path: path, kind: label)
        // Only the bytes the plugin declared: fields past its struct_size read as 0 (NULL).
        let declared = min(Int(structSize), Layout.size)
        guard let bytes = memory.bytes(address, count: declared) else {
            throw .invalidField(path: path, kind: label, field: "pointer", reason: "points outside the module's memory")
        }
        let value = { (offset: Int) -> UInt32 in
            offset + 4 <= bytes.count
                ? UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
                    | UInt32(bytes[offset + 3]) << 24
                : 0
        }
        let id = try text(memory, value(Layout.kindID), KindIdentifier.maximumLength, "kind_id", path, label)
        let calls = WasmKindFunctions(
            context: value(Layout.context), measure: value(Layout.measure), measureBatch: value(Layout.measureBatch),
            render: value(Layout.render), willDisplay: value(Layout.willDisplay),
            didEndDisplay: value(Layout.didEndDisplay), visibilityChanged: value(Layout.visibilityChanged),
            accessibility: value(Layout.accessibility))
        let present = DescriptorRules.KindFunctionsPresent(
            measure: calls.measure != 0, measureBatch: calls.measureBatch != 0, render: calls.render != 0,
            willDisplay: calls.willDisplay != 0, didEndDisplay: calls.didEndDisplay != 0,
            visibilityChanged: calls.visibilityChanged != 0, accessibility: calls.accessibility != 0)
        let declaration = value(Layout.propsDeclaration)
        let info = try DescriptorRules.kind(id: id, functions: present, earlier: earlier, path: path) { () throws(PluginError) in
            guard declaration != 0 else { return nil }
            return try text(
                memory, declaration, DescriptorRules.maximumPropsDeclarationLength, "props_declaration", path, id)
        }
        return (info, calls)
    }

    /// The 32-bit field at `offset` of the struct at `address` (inside the memory: checked by the caller).
    private static func field(_ memory: GuestMemory, _ address: UInt32, _ offset: Int) -> UInt32 {
        memory.u32(address + UInt32(offset)) ?? 0
    }

    /// Reads a string field, turning its problem into a typed error.
    private static func text(
        _ memory: GuestMemory, _ address: UInt32, _ limit: Int, _ field: String, _ path: String, _ kind: String?
    ) throws(PluginError) -> String {
        try DescriptorRules.text(memory.string(address, limit: limit), field: field, path: path, kind: kind)
    }
}
