/// Why a plugin was refused or a call into it failed.
///
/// Every case carries the plugin's path and, where a kind is concerned, the
/// kind id (`kinds[2]` when the id itself could not be read). The description
/// is one line, path first:
/// `/opt/plugins/libBox.so: kind com.example.box: measure returned NaN width`.
public enum PluginError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is relative; plugins load from absolute paths only.
    case pathNotAbsolute(path: String)
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// Something other than a regular file is at the path; `found` says what
    /// (`a directory`).
    case notRegularFile(path: String, found: String)
    /// The file cannot be opened or read; the system's reason.
    case unreadable(path: String, reason: String)
    /// The file is empty.
    case emptyFile(path: String)
    /// The file does not start with the ELF magic number.
    case notELF(path: String)
    /// The file is shorter than an ELF header; its length in bytes.
    case truncatedELF(path: String, length: Int)
    /// The file's program headers, segments or dynamic section point
    /// outside it or contradict each other (a truncated or forged file);
    /// the reason names which.
    case malformedELF(path: String, reason: String)
    /// The ELF class (1: 32-bit, 2: 64-bit) is not this process's.
    case wrongELFClass(path: String, found: UInt8, expected: UInt8)
    /// The ELF byte order (1: little-endian, 2: big-endian) is not this machine's.
    case wrongByteOrder(path: String, found: UInt8, expected: UInt8)
    /// The ELF file is not a shared object (`e_type` is not `ET_DYN`).
    case notSharedObject(path: String, elfType: UInt16)
    /// The ELF file is for another architecture (`e_machine` values).
    case wrongArchitecture(path: String, found: UInt16, expected: UInt16)
    /// `dlopen` refused the file; its message.
    case loadFailed(path: String, reason: String)
    /// The library does not export the entry symbol.
    case missingEntrySymbol(path: String, symbol: String)
    /// The entry point returned NULL; the last error the plugin logged, if any.
    case entryReturnedNull(path: String, message: String?)
    /// The descriptor's ABI version is not the host's.
    case abiVersionMismatch(path: String, found: UInt32, expected: UInt32)
    /// A struct's `struct_size` is below what ABI version 1 defines; `kind`
    /// is set for `lk_component_kind`.
    case structTooSmall(path: String, kind: String?, structure: String, found: UInt32, minimum: UInt32)
    /// A field of the descriptor or of a kind is unusable (NULL, empty, too
    /// long, not UTF-8, out of range).
    case invalidField(path: String, kind: String?, field: String, reason: String)
    /// A required function pointer of a kind is NULL.
    case missingFunction(path: String, kind: String, function: String)
    /// A kind id is not a valid reverse-DNS id.
    case invalidKindID(path: String, kind: String, reason: String)
    /// A kind id is already taken, by the plugin at `firstPath` (which may be
    /// this one, when a plugin lists a kind twice).
    case duplicateKind(path: String, kind: String, firstPath: String)
    /// A measuring function returned a NaN, infinite or negative dimension.
    case invalidSize(path: String, kind: String, function: PluginFunction, defect: SizeDefect)
    /// The plugin refused an item's props (`LK_STATUS_INVALID_PROPS`); the
    /// last error it logged during the call, if any.
    case propsRejected(path: String, kind: String, function: PluginFunction, message: String?)
    /// A function returned a failure status; the last error the plugin
    /// logged during the call, if any.
    case callFailed(path: String, kind: String, function: PluginFunction, status: Int32, message: String?)
    /// `render` filled the display list with something the ABI does not allow.
    case invalidDisplayList(path: String, kind: String, reason: String)
    /// `accessibility` wrote something the ABI does not allow (a text too
    /// long, not UTF-8 or with a control character, an unknown trait or
    /// behaviour, a sort priority that is not finite, too many actions).
    case invalidAccessibility(path: String, kind: String, reason: String)
    /// `render` asked for more room than the host grants.
    case displayListTooLarge(path: String, kind: String, operations: Int, textBytes: Int)
    /// The host's caller passed an argument the ABI does not allow.
    case invalidArgument(path: String, kind: String, function: PluginFunction, reason: String)
    /// A call into a plugin was made while a call into the same plugin was in
    /// progress on the same thread (from a host service handler).
    case reentrantCall(path: String, kind: String?, function: PluginFunction)
    /// libffi could not prepare a call signature.
    case foreignCallUnavailable(path: String, reason: String)
    /// An isolated plugin's host process could not be started, or its
    /// messages could not be read.
    case hostUnavailable(path: String, reason: String)
    /// An isolated plugin's host refused to load it; the reason it gave.
    case hostRefused(path: String, reason: String)
    /// An isolated plugin's host process ended during a call (`kind` is
    /// `nil` while loading): how (`was killed by signal 11 (SIGSEGV)`).
    case hostDied(path: String, kind: String?, function: PluginFunction?, item: String?, how: String)
    /// An isolated plugin's call took longer than the time limit; the host
    /// process was killed.
    case hostTimedOut(path: String, kind: String?, function: PluginFunction?, item: String?, seconds: Double)
    /// The file does not start with WebAssembly's magic number (`\0asm`).
    case notWebAssembly(path: String)
    /// The WebAssembly module does not parse or validate (truncated, a bad
    /// section, an unsupported feature): the parser's reason.
    case malformedModule(path: String, reason: String)
    /// The module lacks an export the ABI needs: its name, and what it must be
    /// (`a function (i32) -> (i32)`, `a memory`).
    case missingExport(path: String, name: String, expected: String)
    /// An export the ABI needs has the wrong type.
    case wrongExportType(path: String, name: String, found: String, expected: String)
    /// The module could not be instantiated (an import the host does not
    /// offer, an initial memory above the limit, a failing start function).
    case instantiationFailed(path: String, reason: String)
    /// A WebAssembly plugin trapped (`unreachable`, an out-of-bounds access,
    /// a stack overflow …) during a call; `kind` and `function` are `nil`
    /// while loading.
    case trapped(path: String, kind: String?, function: PluginFunction?, item: String?, reason: String)
    /// A WebAssembly plugin used up the fuel of one call (its per-call
    /// instruction budget) and was stopped.
    case outOfFuel(path: String, kind: String?, function: PluginFunction?, item: String?, fuel: UInt64)
    /// A WebAssembly plugin's call failed after its memory was refused room
    /// beyond the limit, in bytes.
    case memoryLimitReached(path: String, kind: String?, function: PluginFunction?, item: String?, limit: Int)
    /// A WebAssembly plugin called a host function wrongly (a pointer outside
    /// its memory, a length above the limit, more log bytes in one call than
    /// allowed) or returned an unusable address: what was wrong.
    case hostCallMisused(path: String, kind: String?, function: PluginFunction?, item: String?, reason: String)

    /// The plugin's path.
    public var path: String {
        switch self {
        case .pathNotAbsolute(let path), .fileNotFound(let path), .notRegularFile(let path, _),
             .unreadable(let path, _), .emptyFile(let path), .notELF(let path), .truncatedELF(let path, _), .malformedELF(let path, _),
             .wrongELFClass(let path, _, _), .wrongByteOrder(let path, _, _), .notSharedObject(let path, _),
             .wrongArchitecture(let path, _, _), .loadFailed(let path, _), .missingEntrySymbol(let path, _),
             .entryReturnedNull(let path, _), .abiVersionMismatch(let path, _, _),
             .structTooSmall(let path, _, _, _, _), .invalidField(let path, _, _, _),
             .missingFunction(let path, _, _), .invalidKindID(let path, _, _), .duplicateKind(let path, _, _),
             .invalidSize(let path, _, _, _), .propsRejected(let path, _, _, _), .callFailed(let path, _, _, _, _),
             .invalidDisplayList(let path, _, _), .invalidAccessibility(let path, _, _), .displayListTooLarge(let path, _, _, _),
             .invalidArgument(let path, _, _, _), .reentrantCall(let path, _, _),
             .foreignCallUnavailable(let path, _), .hostUnavailable(let path, _), .hostRefused(let path, _),
             .hostDied(let path, _, _, _, _), .hostTimedOut(let path, _, _, _, _),
             .notWebAssembly(let path), .malformedModule(let path, _), .missingExport(let path, _, _),
             .wrongExportType(let path, _, _, _), .instantiationFailed(let path, _), .trapped(let path, _, _, _, _),
             .outOfFuel(let path, _, _, _, _), .memoryLimitReached(let path, _, _, _, _),
             .hostCallMisused(let path, _, _, _, _):
            return path
        }
    }

    /// The kind concerned, when there is one.
    public var kind: String? {
        switch self {
        case .structTooSmall(_, let kind, _, _, _), .invalidField(_, let kind, _, _), .reentrantCall(_, let kind, _):
            return kind
        case .missingFunction(_, let kind, _), .invalidKindID(_, let kind, _), .duplicateKind(_, let kind, _),
             .invalidSize(_, let kind, _, _), .propsRejected(_, let kind, _, _), .callFailed(_, let kind, _, _, _),
             .invalidDisplayList(_, let kind, _), .invalidAccessibility(_, let kind, _), .displayListTooLarge(_, let kind, _, _),
             .invalidArgument(_, let kind, _, _):
            return kind
        case .hostDied(_, let kind, _, _, _), .hostTimedOut(_, let kind, _, _, _), .trapped(_, let kind, _, _, _),
             .outOfFuel(_, let kind, _, _, _), .memoryLimitReached(_, let kind, _, _, _),
             .hostCallMisused(_, let kind, _, _, _):
            return kind
        default:
            return nil
        }
    }

    /// The one-line message: `<path>: kind <id>: <reason>`, or
    /// `<path>: <reason>` when no kind is concerned.
    public var description: String {
        if let kind { return "\(path): kind \(kind): \(reason)" }
        return "\(path): \(reason)"
    }
}
