/// A JSON value together with the place in the source where it starts.
///
/// Nodes built in code rather than parsed carry no location.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue
    /// Where the value starts in its source, if it was parsed.
    public var location: SourceLocation?

    /// Creates a node.
    public init(_ value: JSONValue, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }

    /// An object node built from ordered key/value pairs.
    public static func object(_ pairs: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(pairs.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    /// An array node.
    public static func array(_ elements: [JSONNode]) -> JSONNode {
        JSONNode(.array(elements))
    }

    /// A string node.
    public static func string(_ text: String) -> JSONNode {
        JSONNode(.string(text))
    }

    /// An integer number node.
    public static func integer(_ number: Int) -> JSONNode {
        JSONNode(.number(String(number)))
    }

    /// A boolean node.
    public static func bool(_ flag: Bool) -> JSONNode {
        JSONNode(.bool(flag))
    }

    /// The null node.
    public static let null = JSONNode(.null)
}
