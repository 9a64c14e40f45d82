import ListKitDSL

/// A component's id with its hash worked out once.
///
/// Hashing an `AnyHashable` is slow (it finds a canonical form first), and a
/// render used to hash each id twice (the duplicate check, the diff) and the
/// shown ids once more on the next render. A key is made once per component
/// and render, serves the duplicate check and both diffs that see the
/// component, and tells unequal ids apart by their hashes before comparing
/// the ids themselves.
struct ComponentKey: Hashable {
    /// The component's id.
    let id: AnyHashable
    /// `id.hashValue`.
    let hash: Int

    /// The key of `id`.
    init(_ id: AnyHashable) {
        self.id = id
        hash = id.hashValue
    }

    /// Equal ids (their hashes are then equal too).
    static func == (lhs: ComponentKey, rhs: ComponentKey) -> Bool {
        lhs.hash == rhs.hash && lhs.id == rhs.id
    }

    /// Feeds the stored hash.
    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// The positions of the keys in `keys` equal to an earlier one, in order.
    ///
    /// An open-addressing table of positions (4 bytes a slot, at least twice
    /// as many slots as keys) finds them with one probe per key in the
    /// common case, where a set of keys would touch 48-byte slots.
    static func repeatedPositions(in keys: [ComponentKey]) -> [Int] {
        guard keys.count > 1 else { return [] }
        guard keys.count < Int(Int32.max) / 2 else { return slowRepeats(keys) }
        var capacity = 1
        while capacity < 2 * keys.count { capacity <<= 1 }
        let mask = capacity - 1
        var repeated: [Int] = []
        var slots = [Int32](repeating: -1, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in
                for position in keys.indices {
                    let key = keys[position]
                    var slot = key.hash & mask
                    while true {
                        let occupant = Int(slots[slot])
                        if occupant < 0 {
                            slots[slot] = Int32(truncatingIfNeeded: position)
                            break
                        }
                        if keys[occupant] == key {
                            repeated.append(position)
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        return repeated
    }

    /// ``repeatedPositions(in:)`` with a set, for lists too long for 32-bit positions.
    private static func slowRepeats(_ keys: [ComponentKey]) -> [Int] {
        var seen = Set<ComponentKey>(minimumCapacity: keys.count)
        return keys.indices.filter { !seen.insert(keys[$0]).inserted }
    }

    /// The keys of `components`, in order.
    static func keys(of components: ComponentList) -> [ComponentKey] {
        [ComponentKey](unsafeUninitializedCapacity: components.count) { keys, initialized in
            for position in components.indices {
                keys.initializeElement(at: position, to: ComponentKey(components.id(at: position)))
            }
            initialized = components.count
        }
    }
}
