/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The decoded key.
    public var key: String
    /// Where the key's opening quote is, if parsed.
    public var keyLocation: SourceLocation?
    /// The member's value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation? = nil, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
