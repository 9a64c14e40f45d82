import Testing
import ListKitCore
@testable import ListKitPlugins
import ListKitPluginABI

@Suite("Values: size defects, kind ids, ELF headers")
struct ValueTests {
    @Test func findsTheFirstDefectOfASize() {
        #expect(SizeDefect.first(in: Size(width: 1, height: 2)) == nil)
        #expect(SizeDefect.first(in: Size(width: 0, height: 0)) == nil)
        #expect(SizeDefect.first(in: Size(width: .nan, height: -1))?.description == "NaN width")
        #expect(SizeDefect.first(in: Size(width: 1, height: -.infinity))?.description == "infinite height")
        #expect(SizeDefect.first(in: Size(width: -0.5, height: 1))?.description == "negative width (-0.5)")
    }

    @Test func checksKindIDs() {
        for id in ["com.example.box", "io.x.emoji-label", "a.b", "com.Example.Box_2"] {
            #expect(KindIdentifier.problem(in: id) == nil, "\(id)")
        }
        #expect(KindIdentifier.problem(in: "box") != nil)
        #expect(KindIdentifier.problem(in: "com..box") == "\"com..box\" has an empty label")
        #expect(KindIdentifier.problem(in: "com.box.") == "\"com.box.\" has an empty label")
        #expect(KindIdentifier.problem(in: "com.bo x") == "\"com.bo x\" contains \" \" (allowed: ASCII letters, digits, '-', '_' and '.')")
        #expect(KindIdentifier.problem(in: "com.bøx") != nil)
    }

    @Test func readsELFHeadersOfEitherByteOrder() throws {
        let little = try ELFHeader.parse(Scratch.elfHeader(type: 3, machine: 183), path: "/x")
        #expect(little == ELFHeader(fileClass: 2, byteOrder: 1, type: 3, machine: 183))
        let big = try ELFHeader.parse(Scratch.elfHeader(byteOrder: 2, type: 3, machine: 22), path: "/x")
        #expect(big == ELFHeader(fileClass: 2, byteOrder: 2, type: 3, machine: 22))
        #expect(throws: PluginError.truncatedELF(path: "/x", length: 51)) {
            try ELFHeader.parse(Array(Scratch.elfHeader(fileClass: 1).prefix(51)), path: "/x")
        }
        #expect(throws: PluginError.notELF(path: "/x")) { try ELFHeader.parse([0x7f, 0x45], path: "/x") }
    }

    @Test func namesMachines() {
        #expect(ELFNames.machineName(62) == "x86-64 (machine 62)")
        #expect(ELFNames.machineName(183) == "AArch64 (machine 183)")
        #expect(ELFNames.machineName(9999) == "machine 9999")
    }

    @Test func growsDisplayListRoomMonotonically() {
        let room = DisplayListRoom(operations: 16, textBytes: 256)
        #expect(room.grown(toFit: DisplayListRoom(operations: 100, textBytes: 10)) == DisplayListRoom(operations: 100, textBytes: 256))
        #expect(room.grown(toFit: DisplayListRoom(operations: 1, textBytes: 1)) == DisplayListRoom(operations: 32, textBytes: 512))
        #expect(!DisplayListRoom(operations: .max, textBytes: 0).isWithinLimits)
    }

    @Test func everyErrorIsOneLine() throws {
        let errors: [PluginError] = [
            .notRegularFile(path: "/p", found: "a FIFO"),
            try #require(KindIdentifier.refusal(of: "a\nb", path: "/p")),
            .callFailed(path: "/p", kind: "a.b", function: .willDisplay, status: 3, message: nil),
            .reentrantCall(path: "/p", kind: nil, function: .entry),
            .displayListTooLarge(path: "/p", kind: "a.b", operations: 1, textBytes: 2),
            .foreignCallUnavailable(path: "/p", reason: "r"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("/p: "))
        }
        #expect(errors[2].description == "/p: kind a.b: will_display failed with LK_STATUS_INVALID_ARGUMENT (3)")
        #expect(errors[3].description == "/p: cannot call listkit_plugin_entry while a call into the same plugin is in progress on this thread")
        #expect(errors[1].description == #"/p: kind "a\nb": invalid kind id: "a\nb" needs at least two dot-separated labels (reverse-DNS, such as com.example.box)"#)
    }

    /// Kind ids in messages are quoted as ListKitJSON writes a string: a
    /// control character as `\u001f`, a quote as `\"`.
    @Test func quotesKindIDsAsJSONStrings() throws {
        let error = try #require(KindIdentifier.refusal(of: "com.ex\u{1F}ample", path: "/p"))
        #expect(error.description == #"/p: kind "com.ex\u001fample": invalid kind id: "com.ex\u001fample" contains "\u001f" (allowed: ASCII letters, digits, '-', '_' and '.')"#)
        let quote = try #require(KindIdentifier.refusal(of: "com.\"x\"", path: "/p"))
        #expect(quote.description == #"/p: kind "com.\"x\"": invalid kind id: "com.\"x\"" contains "\"" (allowed: ASCII letters, digits, '-', '_' and '.')"#)
        #expect(KindIdentifier.refusal(of: "com.example.box", path: "/p") == nil)
    }

    /// The plugin model names the ABI's codes without importing the header:
    /// its values are the header's.
    @Test func modelCodesAreTheHeaders() {
        #expect([PluginStatus.ok, PluginStatus.bufferTooSmall, PluginStatus.invalidProps, PluginStatus.invalidArgument,
                  PluginStatus.failed] == [LK_STATUS_OK, LK_STATUS_BUFFER_TOO_SMALL, LK_STATUS_INVALID_PROPS,
                                           LK_STATUS_INVALID_ARGUMENT, LK_STATUS_FAILED])
        typealias Types = RawDrawOperation.OperationType
        #expect([Types.fillRect, Types.strokeRect, Types.text, Types.image]
                == [LK_DRAW_FILL_RECT, LK_DRAW_STROKE_RECT, LK_DRAW_TEXT, LK_DRAW_IMAGE])
        typealias Codes = VisibilityCode
        #expect([Codes.thresholdUp, Codes.thresholdDown, Codes.focus, Codes.unfocus, Codes.fullImpression, Codes.dwell,
                 Codes.prefetch, Codes.cancelPrefetch]
                == [LK_VISIBILITY_THRESHOLD_UP, LK_VISIBILITY_THRESHOLD_DOWN, LK_VISIBILITY_FOCUS, LK_VISIBILITY_UNFOCUS,
                    LK_VISIBILITY_FULL_IMPRESSION, LK_VISIBILITY_DWELL, LK_VISIBILITY_PREFETCH,
                    LK_VISIBILITY_CANCEL_PREFETCH])
    }
}
