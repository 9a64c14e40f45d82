import ListKitPluginModel
extension ELFHeader {
    /// What a loadable ELF file must say about itself in this process.
    struct Host: Equatable {
        /// The class of this process: 2 when pointers are 64-bit, else 1.
        var fileClass: UInt8
        /// This machine's byte order: 1 little-endian, 2 big-endian.
        var byteOrder: UInt8
        /// This machine's `e_machine`, chosen at compile time; `nil` on an
        /// architecture the loader does not know (the check is then skipped).
        var machine: UInt16?

        /// This process.
        static let current = Host(
            fileClass: MemoryLayout<Int>.size == 8 ? 2 : 1,
            byteOrder: currentByteOrder,
            machine: currentMachine)

        /// `EI_DATA` of this machine's byte order.
        private static var currentByteOrder: UInt8 {
            #if _endian(little)
            return 1    // ELFDATA2LSB
            #else
            return 2    // ELFDATA2MSB
            #endif
        }

        /// `e_machine` of the architecture this code was compiled for.
        private static var currentMachine: UInt16? {
            #if arch(x86_64)
            return 62   // EM_X86_64
            #elseif arch(arm64)
            return 183  // EM_AARCH64
            #elseif arch(i386)
            return 3    // EM_386
            #elseif arch(arm)
            return 40   // EM_ARM
            #elseif arch(riscv64)
            return 243  // EM_RISCV
            #elseif arch(powerpc64) || arch(powerpc64le)
            return 21   // EM_PPC64
            #elseif arch(s390x)
            return 22   // EM_S390
            #else
            return nil
            #endif
        }
    }
}
