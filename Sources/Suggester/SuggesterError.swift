/// The unrecoverable failures of the Suggester module.
public enum SuggesterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data is in no format the loader knows.
    case unknownFormat(String)
    /// The data holds no usable place; this many rows were skipped.
    case empty(skippedRows: Int)
    /// A query option's text is not valid: `name` must be `expected`.
    case invalidOption(name: String, expected: String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unknownFormat(let reason): "unknown airport data format: \(reason)"
        case .empty(let skipped): "the airport data holds no usable place (\(skipped) rows skipped)"
        case .invalidOption(let name, let expected): "\(name) must be \(expected)"
        }
    }
}
