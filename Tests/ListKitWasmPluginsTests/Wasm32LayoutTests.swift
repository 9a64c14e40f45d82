import Foundation
import ListKitPluginABI
@testable import ListKitWasmPlugins
import Testing

/// The offsets the host reads and writes in a WebAssembly plugin's memory
/// are where clang puts the header's fields for wasm32: checked by
/// compiling `_Static_assert`s made from `Wasm32Layout` against the header.
@Suite struct Wasm32LayoutTests {
    @Test func theLayoutIsTheHeadersForWasm32() throws {
        typealias D = Wasm32Layout.Descriptor
        typealias K = Wasm32Layout.Kind
        typealias L = Wasm32Layout.DisplayList
        typealias O = Wasm32Layout.DrawOp
        typealias A = Wasm32Layout.Accessibility
        let checks: [(String, Int)] = [
            ("offsetof(lk_plugin_descriptor, abi_version)", D.abiVersion),
            ("offsetof(lk_plugin_descriptor, struct_size)", D.structSize),
            ("offsetof(lk_plugin_descriptor, name)", D.name), ("offsetof(lk_plugin_descriptor, version)", D.version),
            ("offsetof(lk_plugin_descriptor, kind_count)", D.kindCount), ("offsetof(lk_plugin_descriptor, kinds)", D.kinds),
            ("sizeof(lk_plugin_descriptor)", Int(D.size)),
            ("offsetof(lk_component_kind, struct_size)", K.structSize), ("offsetof(lk_component_kind, kind_id)", K.kindID),
            ("offsetof(lk_component_kind, context)", K.context), ("offsetof(lk_component_kind, measure)", K.measure),
            ("offsetof(lk_component_kind, measure_batch)", K.measureBatch),
            ("offsetof(lk_component_kind, render)", K.render),
            ("offsetof(lk_component_kind, will_display)", K.willDisplay),
            ("offsetof(lk_component_kind, did_end_display)", K.didEndDisplay),
            ("offsetof(lk_component_kind, visibility_changed)", K.visibilityChanged),
            ("offsetof(lk_component_kind, props_declaration)", K.propsDeclaration),
            ("offsetof(lk_component_kind, accessibility)", K.accessibility),
            ("offsetof(lk_accessibility, struct_size)", A.structSize), ("offsetof(lk_accessibility, traits)", A.traits),
            ("offsetof(lk_accessibility, label)", A.label), ("offsetof(lk_accessibility, value)", A.value),
            ("offsetof(lk_accessibility, hint)", A.hint), ("offsetof(lk_accessibility, behavior)", A.behavior),
            ("offsetof(lk_accessibility, action_count)", A.actionCount),
            ("offsetof(lk_accessibility, sort_priority)", A.sortPriority),
            ("offsetof(lk_accessibility, actions)", A.actions), ("sizeof(lk_accessibility)", A.size),
            ("offsetof(lk_component_kind, visibility_changed)", Int(K.firstReleaseSize)),
            ("sizeof(lk_component_kind)", K.size),
            ("sizeof(lk_size)", Wasm32Layout.sizeBytes), ("sizeof(lk_bytes)", Wasm32Layout.bytesSize),
            ("offsetof(lk_bytes, length)", 4), ("sizeof(lk_measure_request)", Wasm32Layout.requestSize),
            ("offsetof(lk_measure_request, props)", 16),
            ("offsetof(lk_draw_op, type)", O.type), ("offsetof(lk_draw_op, color)", O.color),
            ("offsetof(lk_draw_op, rect)", O.rect), ("offsetof(lk_draw_op, line_width)", O.lineWidth),
            ("offsetof(lk_draw_op, font_size)", O.fontSize), ("offsetof(lk_draw_op, string_offset)", O.stringOffset),
            ("offsetof(lk_draw_op, string_length)", O.stringLength), ("sizeof(lk_draw_op)", O.size),
            ("offsetof(lk_display_list, struct_size)", L.structSize), ("offsetof(lk_display_list, ops)", L.ops),
            ("offsetof(lk_display_list, op_capacity)", L.opCapacity), ("offsetof(lk_display_list, op_count)", L.opCount),
            ("offsetof(lk_display_list, text)", L.text), ("offsetof(lk_display_list, text_capacity)", L.textCapacity),
            ("offsetof(lk_display_list, text_length)", L.textLength), ("sizeof(lk_display_list)", L.size),
        ]
        let source = "#include <listkit_plugin.h>\n"
            + checks.map { "_Static_assert(\($0.0) == \($0.1), \"\($0.0)\");" }.joined(separator: "\n") + "\n"
        let file = try WasmFixtures.write(Array(source.utf8), name: "layout.c")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["clang", "--target=wasm32-unknown-unknown", "-ffreestanding", "-fsyntax-only",
                             "-I", WasmFixtures.include, file]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: output, as: UTF8.self))")
    }

    @Test func theHostSpeaksTheHeadersABIVersion() {
        #expect(WasmPluginLoader.abiVersion == LK_PLUGIN_ABI_VERSION)
    }
}
