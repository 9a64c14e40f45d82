import CFFI
import ListKitPluginModel

extension ForeignSignature {
    /// Calls the C function at `function` through this signature.
    ///
    /// The arguments are copied into a stack buffer in order, each at its own
    /// alignment, and libffi passes them by value as the signature says; the
    /// caller must give exactly the types the signature was prepared with.
    ///
    /// - Parameters:
    ///   - function: the address of a C function of this signature.
    ///   - result: the Swift type of the C return type. Integer returns
    ///     narrower than a register are widened by libffi: ask for `Int64`
    ///     (`ffi_sarg`) and narrow the value yourself.
    ///   - arguments: the argument values.
    /// - Returns: the function's return value.
    @inline(__always)
    func call<Result: BitwiseCopyable, each Argument: BitwiseCopyable>(
        _ function: UnsafeRawPointer, returning result: Result.Type, _ arguments: repeat each Argument
    ) -> Result {
        var count = 0
        var bytes = 0
        for argument in repeat each arguments {
            bytes = Self.aligned(bytes, MemoryLayout.alignment(ofValue: argument)) + MemoryLayout.size(ofValue: argument)
            count += 1
        }
        let code = unsafeBitCast(function, to: (@convention(c) () -> Void).self)
        return withUnsafeTemporaryAllocation(byteCount: max(bytes, 1), alignment: 16) { storage in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: max(count, 1)) { slots in
                var offset = 0
                var index = 0
                for argument in repeat each arguments {
                    offset = Self.aligned(offset, MemoryLayout.alignment(ofValue: argument))
                    let slot = storage.baseAddress.map { $0 + offset }
                    slot?.storeBytes(of: argument, as: type(of: argument))
                    slots[index] = slot
                    offset += MemoryLayout.size(ofValue: argument)
                    index += 1
                }
                let resultBytes = max(MemoryLayout<Result>.size, MemoryLayout<ffi_arg>.size)
                let resultAlignment = max(MemoryLayout<Result>.alignment, MemoryLayout<ffi_arg>.alignment)
                return withUnsafeTemporaryAllocation(byteCount: resultBytes, alignment: resultAlignment) { value in
                    ffi_call(cif, code, value.baseAddress, slots.baseAddress)
                    return value.load(as: Result.self)
                }
            }
        }
    }

    /// Calls a function that returns `lk_status`, narrowing libffi's widened
    /// integer return (see ``call(_:returning:_:)``).
    @inline(__always)
    func callStatus<each Argument: BitwiseCopyable>(_ function: UnsafeRawPointer, _ arguments: repeat each Argument) -> Int32 {
        Int32(truncatingIfNeeded: call(function, returning: ffi_sarg.self, repeat each arguments))
    }

    /// `offset` rounded up to a multiple of `alignment` (a power of two).
    @inline(__always)
    private static func aligned(_ offset: Int, _ alignment: Int) -> Int {
        (offset + alignment - 1) & ~(alignment - 1)
    }
}
