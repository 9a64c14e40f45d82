extension PluginError {
    /// The problem in words, without the path and kind.
    public var reason: String {
        switch self {
        case .pathNotAbsolute:
            return "plugin paths must be absolute"
        case .fileNotFound:
            return "no such file"
        case .notRegularFile(_, let found):
            return "not a regular file (found \(found))"
        case .unreadable(_, let why):
            return "cannot read the file: \(why)"
        case .emptyFile:
            return "the file is empty"
        case .notELF:
            return "not an ELF shared object (no ELF magic number)"
        case .malformedELF(_, let reason):
            return "malformed ELF file: \(reason)"
        case .truncatedELF(_, let length):
            return "truncated ELF header (\(length) bytes)"
        case .wrongELFClass(_, let found, let expected):
            return "ELF class is \(ELFNames.className(found)), this process needs \(ELFNames.className(expected))"
        case .wrongByteOrder(_, let found, let expected):
            return "ELF byte order is \(ELFNames.byteOrderName(found)), this machine is \(ELFNames.byteOrderName(expected))"
        case .notSharedObject(_, let type):
            return "ELF file is \(ELFNames.typeName(type)), not a shared object"
        case .wrongArchitecture(_, let found, let expected):
            return "ELF file is for \(ELFNames.machineName(found)), this machine is \(ELFNames.machineName(expected))"
        case .loadFailed(_, let why):
            return "dlopen failed: \(why)"
        case .missingEntrySymbol(_, let symbol):
            return "no entry symbol \(symbol)"
        case .entryReturnedNull(_, let message):
            return "the entry point returned NULL" + Self.suffix(message)
        case .abiVersionMismatch(_, let found, let expected):
            return "ABI version \(found), this host supports \(expected)"
        case .structTooSmall(_, _, let structure, let found, let minimum):
            return "\(structure) struct_size \(found) is below the minimum \(minimum)"
        case .invalidField(_, _, let field, let why):
            return "\(field) \(why)"
        case .missingFunction(_, _, let function):
            return "required function \(function) is NULL"
        case .invalidKindID(_, _, let why):
            return "invalid kind id: \(why)"
        case .duplicateKind(let path, _, let first):
            return first == path ? "kind id listed twice" : "kind id already registered by \(first)"
        case .invalidSize(_, _, let function, let defect):
            return "\(function) returned \(defect)"
        case .propsRejected(_, _, let function, let message):
            return "\(function) rejected the props" + Self.suffix(message)
        case .callFailed(_, _, let function, let status, let message):
            return "\(function) failed with \(PluginStatus.name(of: status))" + Self.suffix(message)
        case .invalidDisplayList(_, _, let why):
            return "render produced an invalid display list: \(why)"
        case .invalidAccessibility(_, _, let why):
            return "accessibility wrote \(why)"
        case .displayListTooLarge(_, _, let operations, let bytes):
            return "render needs \(operations) operations and \(bytes) text bytes, above the limit of "
                + "\(DisplayListLimits.maximumOperations) operations and \(DisplayListLimits.maximumTextBytes) bytes"
        case .invalidArgument(_, _, let function, let why):
            return "cannot call \(function): \(why)"
        case .reentrantCall(_, _, let function):
            return "cannot call \(function) while a call into the same plugin is in progress on this thread"
        case .foreignCallUnavailable(_, let why):
            return "libffi cannot prepare the call: \(why)"
        case .hostUnavailable(_, let why):
            return "the plugin host process failed: \(why)"
        case .hostRefused(_, let why):
            return why
        case .hostDied(_, _, let function, let item, let how):
            return "the plugin host process \(how) during \(Self.call(function, item))"
        case .hostTimedOut(_, _, let function, let item, let seconds):
            let limit = seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
            return "\(Self.call(function, item)) took longer than \(limit) s; the plugin host process was killed"
        case .notWebAssembly:
            return "not a WebAssembly module (no \\0asm magic number)"
        case .malformedModule(_, let why):
            return "malformed WebAssembly module: \(why)"
        case .missingExport(_, let name, let expected):
            return "no export \(name) (\(expected))"
        case .wrongExportType(_, let name, let found, let expected):
            return "export \(name) is \(found), the ABI needs \(expected)"
        case .instantiationFailed(_, let why):
            return "cannot instantiate the module: \(why)"
        case .trapped(_, _, let function, let item, let why):
            return "trapped during \(Self.call(function, item)): \(why)"
        case .outOfFuel(_, _, let function, let item, let fuel):
            return "\(Self.call(function, item)) ran out of fuel (\(fuel) per call) and was stopped"
        case .memoryLimitReached(_, _, let function, let item, let limit):
            return "\(Self.call(function, item)) failed after its memory reached the limit of \(limit) bytes"
        case .hostCallMisused(_, _, let function, let item, let why):
            return "host call misused during \(Self.call(function, item)): \(why)"
        }
    }

    /// `measure`, `will_display of item "a"`, or `loading` (no function).
    private static func call(_ function: PluginFunction?, _ item: String?) -> String {
        guard let function else { return "loading" }
        return "\(function)" + (item.map { " of item \"\($0)\"" } ?? "")
    }

    /// `: <message>` for a plugin's logged message, or nothing.
    private static func suffix(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "" }
        return ": \(message)"
    }
}
