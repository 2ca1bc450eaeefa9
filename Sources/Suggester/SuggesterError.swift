/// The unrecoverable failures of the Suggester module.
public enum SuggesterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data is in no format the loader knows.
    case unknownFormat(String)
    /// The data holds no usable place; this many rows were skipped.
    case empty(skippedRows: Int)
    /// A file cannot be read or mapped.
    case unreadable(path: String, reason: String)
    /// The bytes are not a usable index snapshot: `reason` says what is wrong (truncated, damaged,
    /// another format version, not a snapshot).
    case invalidSnapshot(String)
    /// A query option's text is not valid: `name` must be `expected`.
    case invalidOption(name: String, expected: String)
    /// No place in the data is in the country with this code; `suggestion` is the code meant,
    /// where it is plain (`GB (United Kingdom)` for `UK`).
    case unknownCountry(String, suggestion: String?)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unknownFormat(let reason): "unknown airport data format: \(reason)"
        case .empty(let skipped): "the airport data holds no usable place (\(skipped) rows skipped)"
        case .invalidOption(let name, let expected): "\(name) must be \(expected)"
        case .unknownCountry(let code, let suggestion):
            "country: no place in the data is in a country with the code \(code)"
                + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidSnapshot(let reason): "not a usable index snapshot: \(reason)"
        }
    }
}
