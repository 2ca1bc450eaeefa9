import DocumentFormats

/// Why a configuration cannot be turned into a concrete search.
public enum DealSearchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value cannot be resolved (an unknown departure, a schema without search parameters).
    case unresolvable(String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unresolvable(let reason): "cannot resolve the search: \(TextSanitizer.printable(reason))"
        }
    }
}
