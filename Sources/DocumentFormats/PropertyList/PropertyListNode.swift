/// A value of an XML property list, with where it starts in the file.
public struct PropertyListNode: Sendable, Equatable {
    /// A property list value.
    public indirect enum Value: Sendable, Equatable {
        /// `<dict>`: keys and values in file order (a key may repeat; readers decide).
        case dictionary([Member])
        /// `<array>`.
        case array([PropertyListNode])
        /// `<string>`.
        case string(String)
        /// `<integer>`.
        case integer(Int)
        /// `<real>`, kept as written.
        case real(String)
        /// `<true/>` or `<false/>`.
        case boolean(Bool)
        /// `<date>`, as written.
        case date(String)
        /// `<data>`, its base64 text as written.
        case data(String)

        /// The element's name, for messages: `dict`, `string`, `true`.
        public var typeName: String {
            switch self {
            case .dictionary: "a dictionary"
            case .array: "an array"
            case .string: "a string"
            case .integer: "an integer"
            case .real: "a real number"
            case .boolean: "a boolean"
            case .date: "a date"
            case .data: "data"
            }
        }

        /// The value as written, for messages: a string quoted, a number as written, `true` or `false`; a
        /// dictionary, array or data by what it is.
        public var shown: String {
            switch self {
            case .string(let text): JSONWriter.quoted(text)
            case .integer(let number): String(number)
            case .real(let text), .date(let text): text
            case .boolean(let flag): String(flag)
            case .dictionary, .array, .data: typeName
            }
        }
    }

    /// One key and value of a dictionary.
    public struct Member: Sendable, Equatable {
        /// The key.
        public var key: String
        /// Where the `<key>` element starts.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: PropertyListNode

        /// Creates a member.
        public init(key: String, keyLocation: SourceLocation, value: PropertyListNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The value.
    public var value: Value
    /// Where its element starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The members of a dictionary, or nil for another value.
    public var members: [Member]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    /// The first member with this key, of a dictionary.
    public subscript(key: String) -> Member? {
        members?.first { $0.key == key }
    }
}
