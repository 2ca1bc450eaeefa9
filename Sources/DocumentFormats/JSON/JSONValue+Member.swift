extension JSONValue {
    /// The value of an object's first member with this key, if any.
    package func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
