/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON object: members in document order, each key at most once.
///
/// Two objects are equal when they hold the same members in the same order.
public struct JSONObject: Hashable, Sendable {
    /// The members, in order.
    public private(set) var members: [JSONMember]

    /// Creates an object from members; when a key repeats, the later value
    /// replaces the earlier one in the earlier one's position.
    public init(_ members: [JSONMember] = []) {
        self.members = []
        for member in members { self[member.key] = member.value }
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The value for `key`; setting `nil` removes the member, setting a new
    /// key appends it.
    public subscript(key: String) -> JSONValue? {
        get { members.first(where: { $0.key == key })?.value }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue {
                    members[index].value = newValue
                } else {
                    members.remove(at: index)
                }
            } else if let newValue {
                members.append(JSONMember(key: key, value: newValue))
            }
        }
    }

    /// Creates an object from members the caller knows to have unique keys
    /// (the parser, which rejects duplicates itself).
    init(uniqueMembers: [JSONMember]) {
        self.members = uniqueMembers
    }
}
