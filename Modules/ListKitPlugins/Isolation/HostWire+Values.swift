import ListKitCore
import ListKitPluginABI
import ListKitDSL
import ListKitPluginModel

extension WireWriter {
    /// A plugin's description.
    mutating func info(_ info: PluginInfo) {
        string(info.path)
        string(info.name)
        string(info.version)
        u32(info.abiVersion)
        u32(UInt32(info.kinds.count))
        for kind in info.kinds {
            string(kind.id)
            bool(kind.measuresInBatches)
            bool(kind.observesWillDisplay)
            bool(kind.observesDidEndDisplay)
            bool(kind.observesVisibility)
            bool(kind.describesAccessibility)
            propsDeclaration(kind.props)
        }
    }

    /// A kind's props declaration: whether there is one, then each prop's
    /// name, type code and, for a number, its optional bounds.
    mutating func propsDeclaration(_ declaration: PropsDeclaration?) {
        bool(declaration != nil)
        guard let declaration else { return }
        u32(UInt32(declaration.props.count))
        for prop in declaration.props {
            string(prop.name)
            switch prop.type {
            case .string: u8(0)
            case .number(let minimum, let maximum):
                u8(1)
                for bound in [minimum, maximum] {
                    bool(bound != nil)
                    double(bound ?? 0)
                }
            case .bool: u8(2)
            case .color: u8(3)
            case .any: u8(4)
            case .oneOf(let allowed):
                u8(5)
                strings(allowed)
            case .listOf(let allowed):
                u8(6)
                strings(allowed)
            }
        }
    }

    /// A count, then each string.
    private mutating func strings(_ values: [String]) {
        u32(UInt32(values.count))
        for value in values { string(value) }
    }

    /// What an `accessibility` call wrote: traits, each string as a flag and
    /// its bytes, behaviour, sort priority, action count, then each name read.
    mutating func accessibility(_ raw: RawAccessibility) {
        u32(raw.traits)
        for text in [raw.label, raw.value, raw.hint] {
            bool(text != nil)
            run(text ?? [])
        }
        u32(raw.behavior)
        double(raw.sortPriority)
        u32(raw.actionCount)
        u32(UInt32(raw.actions.count))
        for name in raw.actions {
            bool(name != nil)
            run(name ?? [])
        }
    }

    /// A render attempt: status, room used, and the operations and text as
    /// they lie in memory (both sides are the same build on the same machine).
    mutating func attempt(_ attempt: RenderAttempt) {
        i32(attempt.status)
        int(attempt.used.operations)
        int(attempt.used.textBytes)
        run(attempt.operations.withUnsafeBytes { Array($0) })
        run(attempt.text)
    }
}

extension WireReader {
    /// What ``WireWriter/accessibility(_:)`` wrote, each string and the
    /// number of names within the host's limits.
    mutating func accessibility() throws(Malformed) -> RawAccessibility {
        let traits = try u32()
        var texts: [[UInt8]?] = []
        for _ in 0..<3 { texts.append(try optionalText()) }
        let behavior = try u32(), sortPriority = try double(), actionCount = try u32()
        let count = Int(try u32())
        guard count <= RawAccessibility.maximumActions + 1 else { throw Malformed() }
        var actions: [[UInt8]?] = []
        for _ in 0..<count { actions.append(try optionalText()) }
        return RawAccessibility(
            traits: traits, label: texts[0], value: texts[1], hint: texts[2], behavior: behavior,
            sortPriority: sortPriority, actionCount: actionCount, actions: actions)
    }

    /// A flag and a run of at most the text limit plus one bytes: `nil` when the flag is clear.
    private mutating func optionalText() throws(Malformed) -> [UInt8]? {
        let present = try bool()
        let bytes = try run()
        guard bytes.count <= RawAccessibility.maximumTextBytes + 1 else { throw Malformed() }
        return present ? bytes : nil
    }

    /// A plugin's description.
    mutating func info() throws(Malformed) -> PluginInfo {
        let path = try string(), name = try string(), version = try string(), abi = try u32()
        let count = Int(try u32())
        var kinds: [PluginKindInfo] = []
        for _ in 0..<min(count, 65_536) {
            kinds.append(PluginKindInfo(
                id: try string(), measuresInBatches: try bool(), observesWillDisplay: try bool(),
                observesDidEndDisplay: try bool(), observesVisibility: try bool(), describesAccessibility: try bool(),
                props: try propsDeclaration()))
        }
        guard kinds.count == count else { throw Malformed() }
        return PluginInfo(path: path, name: name, version: version, abiVersion: abi, kinds: kinds)
    }

    /// A props declaration written by ``WireWriter/propsDeclaration(_:)``.
    mutating func propsDeclaration() throws(Malformed) -> PropsDeclaration? {
        guard try bool() else { return nil }
        let count = Int(try u32())
        var props: [PropsDeclaration.Prop] = []
        for _ in 0..<min(count, 65_536) {
            let name = try string()
            let type: PropsDeclaration.ValueType
            switch try u8() {
            case 0: type = .string
            case 1:
                var bounds: [Double?] = []
                for _ in 0..<2 {
                    let present = try bool()
                    let value = try double()
                    bounds.append(present ? value : nil)
                }
                type = .number(minimum: bounds[0], maximum: bounds[1])
            case 2: type = .bool
            case 3: type = .color
            case 4: type = .any
            case 5: type = .oneOf(try strings())
            case 6: type = .listOf(try strings())
            default: throw Malformed()
            }
            props.append(PropsDeclaration.Prop(name, type))
        }
        guard props.count == count else { throw Malformed() }
        return PropsDeclaration(props)
    }

    /// Strings written by `WireWriter.strings(_:)`.
    private mutating func strings() throws(Malformed) -> [String] {
        let count = Int(try u32())
        var values: [String] = []
        for _ in 0..<min(count, 65_536) { values.append(try string()) }
        guard values.count == count else { throw Malformed() }
        return values
    }

    /// A render attempt written by ``WireWriter/attempt(_:)``.
    mutating func attempt() throws(Malformed) -> RenderAttempt {
        let status = try i32()
        let used = DisplayListRoom(operations: try int(), textBytes: try int())
        let raw = try run()
        let stride = MemoryLayout<RawDrawOperation>.stride
        guard raw.count % stride == 0 else { throw Malformed() }
        let operations = [RawDrawOperation](unsafeUninitializedCapacity: raw.count / stride) { buffer, count in
            raw.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            }
            count = raw.count / stride
        }
        return RenderAttempt(status: status, used: used, operations: operations, text: try run())
    }
}
