import ListKitPluginModel
import WasmKit

/// The functions and memory a WebAssembly plugin exports, each checked
/// against the type the ABI gives it.
struct WasmExports {
    /// `memory`.
    let memory: Memory
    /// `listkit_plugin_entry(host) -> descriptor`.
    let entry: Function
    /// `listkit_host_services() -> table`.
    let services: Function
    /// `listkit_alloc(size) -> address`.
    let alloc: Function
    /// `listkit_measure(fn, context, proposed*, props*, status*, result*)`.
    let measure: Function
    /// `listkit_render(fn, context, size*, props*, list*) -> status`.
    let render: Function
    /// `listkit_measure_batch(fn, context, requests*, count, sizes*, failed_index*) -> status`,
    /// when a kind has `measure_batch`.
    let measureBatch: Function?
    /// `listkit_lifecycle(fn, context, item_id*, props*) -> status`, when a
    /// kind has `will_display` or `did_end_display`.
    let lifecycle: Function?
    /// `listkit_visibility(fn, context, item_id*, props*, event, value, duration) -> status`,
    /// when a kind has `visibility_changed`.
    let visibility: Function?
    /// `listkit_accessibility(fn, context, props*, out*) -> status`, when a
    /// kind has `accessibility`.
    let accessibility: Function?

    /// The ABI's exports and their types.
    enum Name {
        static let entry = "listkit_plugin_entry", services = "listkit_host_services", alloc = "listkit_alloc"
        static let measure = "listkit_measure", measureBatch = "listkit_measure_batch", render = "listkit_render"
        static let lifecycle = "listkit_lifecycle", visibility = "listkit_visibility", memory = "memory"
        static let accessibility = "listkit_accessibility"
    }

    /// The type each exported function must have.
    static let types: [String: FunctionType] = [
        Name.entry: FunctionType(parameters: [.i32], results: [.i32]),
        Name.services: FunctionType(parameters: [], results: [.i32]),
        Name.alloc: FunctionType(parameters: [.i32], results: [.i32]),
        Name.measure: FunctionType(parameters: Array(repeating: .i32, count: 6), results: []),
        Name.measureBatch: FunctionType(parameters: Array(repeating: .i32, count: 6), results: [.i32]),
        Name.render: FunctionType(parameters: Array(repeating: .i32, count: 5), results: [.i32]),
        Name.lifecycle: FunctionType(parameters: Array(repeating: .i32, count: 4), results: [.i32]),
        Name.visibility: FunctionType(parameters: Array(repeating: .i32, count: 5) + [.f64, .f64], results: [.i32]),
        Name.accessibility: FunctionType(parameters: Array(repeating: .i32, count: 4), results: [.i32]),
    ]

    /// The memory and the functions every plugin needs, read from `instance`.
    static func required(_ instance: Instance, path: String) throws(PluginError) -> WasmExports {
        guard let export = instance.export(Name.memory) else {
            throw .missingExport(path: path, name: Name.memory, expected: "a memory")
        }
        guard case .memory(let memory) = export else {
            throw .wrongExportType(path: path, name: Name.memory, found: describe(export), expected: "a memory")
        }
        return WasmExports(
            memory: memory, entry: try function(Name.entry, in: instance, path: path),
            services: try function(Name.services, in: instance, path: path),
            alloc: try function(Name.alloc, in: instance, path: path),
            measure: try function(Name.measure, in: instance, path: path),
            render: try function(Name.render, in: instance, path: path),
            measureBatch: try optionalFunction(Name.measureBatch, in: instance, path: path),
            lifecycle: try optionalFunction(Name.lifecycle, in: instance, path: path),
            visibility: try optionalFunction(Name.visibility, in: instance, path: path),
            accessibility: try optionalFunction(Name.accessibility, in: instance, path: path))
    }

    /// The function `name`, of the ABI's type for it.
    static func function(_ name: String, in instance: Instance, path: String) throws(PluginError) -> Function {
        guard let function = try optionalFunction(name, in: instance, path: path) else {
            throw .missingExport(path: path, name: name, expected: describe(types[name]))
        }
        return function
    }

    /// The function `name` when the module exports it, checked; `nil` when it does not.
    private static func optionalFunction(_ name: String, in instance: Instance, path: String) throws(PluginError) -> Function? {
        guard let export = instance.export(name) else { return nil }
        let expected = describe(types[name])
        guard case .function(let function) = export else {
            throw .wrongExportType(path: path, name: name, found: describe(export), expected: expected)
        }
        guard function.type == types[name] else {
            throw .wrongExportType(path: path, name: name, found: describe(function.type), expected: expected)
        }
        return function
    }

    /// `a function (i32, i32) -> (i32)`.
    static func describe(_ type: FunctionType?) -> String {
        guard let type else { return "a function" }
        let names = { (types: [ValueType]) in types.map { "\($0)" }.joined(separator: ", ") }
        return "a function (\(names(type.parameters))) -> (\(names(type.results)))"
    }

    /// `a memory`, `a table`, `a global`, `a tag` or the function's type.
    private static func describe(_ export: ExternalValue) -> String {
        switch export {
        case .function(let function): return describe(function.type)
        case .memory: return "a memory"
        case .table: return "a table"
        case .global: return "a global"
        case .tag: return "a tag"
        }
    }
}
