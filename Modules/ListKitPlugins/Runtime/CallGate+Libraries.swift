import Synchronization
import ListKitPluginModel

extension CallGate {
    /// The gate of every library loaded so far, by `dlopen` handle. Never
    /// shrinks: libraries are never unloaded.
    private static let gates = Mutex<[UInt: CallGate]>([:])

    /// The gate of the library `handle` identifies; the same gate for every
    /// handle `dlopen` returns for one library.
    static func forLibrary(_ handle: UnsafeMutableRawPointer) -> CallGate {
        let key = UInt(bitPattern: handle)
        return gates.withLock { gates in
            if let gate = gates[key] { return gate }
            let gate = CallGate()
            gates[key] = gate
            return gate
        }
    }
}
