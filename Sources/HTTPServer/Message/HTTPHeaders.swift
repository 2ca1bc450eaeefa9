/// A message's header fields in their order, with names compared without regard to case.
public struct HTTPHeaders: Sendable, Equatable, Sequence {
    /// The fields, names as received (or as given) and values without surrounding whitespace.
    public private(set) var fields: [(name: String, value: String)] = []

    /// Empty headers.
    public init() {}

    /// Headers with these fields, in order.
    public init(_ fields: [(String, String)]) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    /// The value of the first field with this name (any case), if any. Complexity: O(fields).
    public subscript(name: String) -> String? {
        fields.first { $0.name.utf8.count == name.utf8.count && $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of the fields with this name (any case), in order.
    public func values(_ name: String) -> [String] {
        let lowered = name.lowercased()
        return fields.filter { $0.name.lowercased() == lowered }.map(\.value)
    }

    /// Adds a field after the others.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Replaces every field with this name by one with this value.
    public mutating func set(_ name: String, _ value: String) {
        let lowered = name.lowercased()
        fields.removeAll { $0.name.lowercased() == lowered }
        fields.append((name: name, value: value))
    }

    /// The fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Whether two header lists hold the same fields in the same order.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
