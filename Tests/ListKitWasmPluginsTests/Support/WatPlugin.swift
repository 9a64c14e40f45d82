/// A WebAssembly plugin written in WebAssembly text for a test: a module
/// that follows the ABI (memory, the entry point, the services table, the
/// allocator, the trampolines, a descriptor with one kind in its data),
/// with any part replaced by something hostile.
struct WatPlugin {
    /// The descriptor's `abi_version`.
    var abiVersion: UInt32 = 1
    /// The descriptor's name pointer (the default points at "Hostile").
    var namePointer: UInt32 = 1100
    /// The kind's id.
    var kindID = "com.test.hostile"
    /// The module's memory declaration.
    var memory = "(memory (export \"memory\") 2)"
    /// The body of `listkit_measure(fn, context, proposed, props, status, result)`.
    var measure = "(f64.store (local.get 5) (f64.const 10)) (f64.store offset=8 (local.get 5) (f64.const 12))"
    /// The body of `listkit_render(fn, context, size, props, list) -> status`.
    var render = "(i32.const 0)"
    /// The body of `listkit_plugin_entry(host) -> descriptor`.
    var entry = "(i32.const 1024)"
    /// Exports left out (by name).
    var omitted: Set<String> = []
    /// More module fields (imports, functions, a start function).
    var extra = ""
    /// Replaces the whole `listkit_measure` function (a wrongly typed one).
    var measureFunction: String?
    /// The body of `listkit_alloc(size) -> address`; `nil`: grow the memory
    /// by whole pages and answer the first.
    var alloc: String?
    /// The descriptor's `kind_count`.
    var kindCount: UInt32 = 1
    /// The kind's words: struct_size, flags, kind_id, context, measure,
    /// measure_batch, render, will_display, did_end_display,
    /// visibility_changed, props_declaration (function pointers 1 and 2 for
    /// measure and render).
    var kindWords: [UInt32] = [44, 0, 1300, 0, 1, 0, 2, 0, 0, 0, 0]

    /// The module's text.
    var text: String {
        var fields = [String]()
        fields.append(#"(import "listkit" "log" (func $log (param i32 i32 i32)))"#)
        fields.append(#"(import "listkit" "invalidate" (func $invalidate (param i32)))"#)
        fields.append(extra)
        fields.append(memory)
        fields.append(export("listkit_plugin_entry", "(param i32) (result i32) \(entry)"))
        fields.append(export("listkit_host_services", "(result i32) (i32.const 2048)"))
        fields.append(export("listkit_alloc", alloc.map { "(param i32) (result i32) (local i32) \($0)" } ?? """
            (param i32) (result i32) (local i32)
            (local.set 1 (memory.grow (i32.shr_u (i32.add (local.get 0) (i32.const 65535)) (i32.const 16))))
            (if (result i32) (i32.lt_s (local.get 1) (i32.const 0))
              (then (i32.const 0)) (else (i32.shl (local.get 1) (i32.const 16))))
            """))
        fields.append(measureFunction ?? export("listkit_measure", "(param i32 i32 i32 i32 i32 i32) \(measure)"))
        fields.append(export("listkit_render", "(param i32 i32 i32 i32 i32) (result i32) \(render)"))
        fields.append(data(1024, words: [abiVersion, 24, namePointer, 1110, kindCount, 1120]))
        fields.append(data(1100, text: "Hostile"))
        fields.append(data(1110, text: "1.0"))
        fields.append(data(1120, words: [1200]))
        fields.append(data(1200, words: kindWords))
        fields.append(data(1300, text: kindID))
        return "(module\n" + fields.filter { !$0.isEmpty }.joined(separator: "\n") + "\n)"
    }

    /// `(func (export "name") …)`, or nothing when `name` is left out.
    private func export(_ name: String, _ body: String) -> String {
        omitted.contains(name) ? "" : "(func (export \"\(name)\") \(body))"
    }

    /// A data segment of little-endian 32-bit words at `address`.
    private func data(_ address: Int, words: [UInt32]) -> String {
        let bytes = words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
        return "(data (i32.const \(address)) \"" + bytes.map { "\\" + hex($0) }.joined() + "\")"
    }

    /// A data segment of a NUL-terminated string at `address`.
    private func data(_ address: Int, text: String) -> String {
        "(data (i32.const \(address)) \"" + (Array(text.utf8) + [0]).map { "\\" + hex($0) }.joined() + "\")"
    }

    /// Two hex digits.
    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
