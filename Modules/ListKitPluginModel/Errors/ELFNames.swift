/// The names of ELF header values, as the messages of ``PluginError``'s ELF
/// cases print them: backend-neutral words for the native backend's checks.
package enum ELFNames {
    /// `64-bit`, `32-bit`, or the raw value.
    package static func className(_ value: UInt8) -> String {
        switch value {
        case 1: return "32-bit"
        case 2: return "64-bit"
        default: return "unknown (\(value))"
        }
    }

    /// `little-endian`, `big-endian`, or the raw value.
    package static func byteOrderName(_ value: UInt8) -> String {
        switch value {
        case 1: return "little-endian"
        case 2: return "big-endian"
        default: return "unknown (\(value))"
        }
    }

    /// `an executable (ET_EXEC)` and the like.
    package static func typeName(_ value: UInt16) -> String {
        switch value {
        case 0: return "of no type (ET_NONE)"
        case 1: return "a relocatable object (ET_REL)"
        case 2: return "an executable (ET_EXEC)"
        case 3: return "a shared object (ET_DYN)"
        case 4: return "a core dump (ET_CORE)"
        default: return "of type \(value)"
        }
    }

    /// `x86-64 (machine 62)`, `AArch64 (machine 183)`, `machine 9999`.
    package static func machineName(_ value: UInt16) -> String {
        let names: [UInt16: String] = [
            2: "SPARC", 3: "x86 (i386)", 8: "MIPS", 20: "PowerPC", 21: "PowerPC64", 22: "s390",
            40: "ARM", 43: "SPARC V9", 62: "x86-64", 183: "AArch64", 243: "RISC-V", 258: "LoongArch",
        ]
        guard let name = names[value] else { return "machine \(value)" }
        return "\(name) (machine \(value))"
    }
}
