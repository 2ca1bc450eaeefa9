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
        fields.first { Self.sameName($0.name, name) }?.value
    }

    /// Every value of the fields with this name (any case), in order.
    public func values(_ name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// Whether two field names are equal, ignoring ASCII case (names are tokens: ASCII only).
    static func sameName(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count
            && zip(a.utf8, b.utf8).allSatisfy {
                $0 == $1 || $0 ^ $1 == 0x20 && ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A
            }
    }

    /// Whether the entity-tag list in field `name` (`If-Match` or `If-None-Match`: `*`, or tags
    /// separated by commas) names `tag`, comparing weakly (a `W/` prefix is ignored); nil when
    /// there is no such field.
    public func entityTags(_ name: String, include tag: String) -> Bool? {
        guard let list = self[name] else { return nil }
        return list.split(separator: ",").contains { item in
            let trimmed = item.trimmingSpaces
            return trimmed == "*" || (trimmed.hasPrefix("W/") ? trimmed.dropFirst(2) : trimmed) == tag
        }
    }

    /// Adds a field after the others.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Replaces every field with this name by one with this value.
    public mutating func set(_ name: String, _ value: String) {
        fields.removeAll { Self.sameName($0.name, name) }
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
