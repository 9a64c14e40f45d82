import Testing
@testable import ListKitPlugins

@Suite("PluginProps: the bytes a plugin reads")
struct PluginPropsTests {
    /// The bytes at `props.abi`, read while `props` lives, and the byte after
    /// them (the NUL the ABI promises).
    private func abiBytes(_ props: PluginProps) -> (bytes: [UInt8], after: UInt8?) {
        withExtendedLifetime(props) {
            let abi = props.abi
            guard let data = abi.data else { return ([], nil) }
            return (Array(UnsafeBufferPointer(start: data, count: abi.length)), data[abi.length])
        }
    }

    @Test func handsThePluginTheBytesAndANul() {
        // "{"a": 1}" is 8 bytes: 123 34 97 34 58 32 49 125.
        let props = PluginProps(json: #"{"a": 1}"#)
        let seen = abiBytes(props)
        #expect(seen.bytes == [123, 34, 97, 34, 58, 32, 49, 125])
        #expect(seen.after == 0)
        #expect(props.abi.length == 8)
        #expect(props.json == [123, 34, 97, 34, 58, 32, 49, 125])
    }

    @Test func emptyBytesAreStillTerminated() {
        let props = PluginProps(json: [UInt8]())
        #expect(props.abi.length == 0)
        #expect(props.json.isEmpty)
        #expect(abiBytes(props).after == 0)
    }

    @Test func keepsBytesThatAreNotUTF8OrContainNul() {
        // ListKit does not read the props: any bytes reach the plugin as
        // given, a NUL among them included (the length says where they end).
        let bytes: [UInt8] = [0xFF, 0x00, 0x41, 0xC3]
        let props = PluginProps(json: bytes)
        #expect(abiBytes(props).bytes == bytes)
        #expect(abiBytes(props).after == 0)
        #expect(props.json == bytes)
    }

    @Test func copiesShareTheirBytesAndStayPut() {
        let props = PluginProps(json: #"{"text": "NEW"}"#)
        let copy = props
        withExtendedLifetime((props, copy)) {
            #expect(copy.abi.data == props.abi.data)
        }
        // Props made from equal bytes have bytes of their own.
        let other = PluginProps(json: #"{"text": "NEW"}"#)
        withExtendedLifetime((props, other)) {
            #expect(other.abi.data != props.abi.data)
        }
    }

    @Test func equalityAndHashingFollowTheBytes() {
        let a = PluginProps(json: #"{"count": 3}"#)
        let b = PluginProps(json: Array(#"{"count": 3}"#.utf8))
        let c = PluginProps(json: #"{"count": 4}"#)
        let prefix = PluginProps(json: #"{"count": 3"#)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(a != prefix)
        #expect(Set([a, b, c, prefix]).count == 3)
        #expect(PluginProps.empty == PluginProps(json: "{}"))
    }

    @Test func theMessageInitializerCopiesTheSlice() {
        let message: [UInt8] = Array("xx{}yy".utf8)
        let props = PluginProps(json: message[2..<4])
        #expect(props.json == [123, 125])
        #expect(abiBytes(props).after == 0)
    }
}
