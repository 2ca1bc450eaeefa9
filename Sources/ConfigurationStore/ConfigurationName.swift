import DocumentFormats
import IntentSchema

/// The name of a stored configuration: 1 to 64 ASCII letters, digits, `.`, `_` or `-`, not
/// starting with `.`. The rules rule out every path trick (`..`, `/`, hidden files, NUL bytes).
public struct ConfigurationName: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Validates a name.
    /// - Throws: ``ConfigurationStoreError/invalidName(_:reason:)`` saying which rule it breaks.
    public init(_ text: String) throws(ConfigurationStoreError) {
        if let reason = Self.problem(with: text) { throw .invalidName(text, reason: reason) }
        rawValue = text
    }

    /// Which rule a name breaks, or `nil` if it is valid.
    public static func problem(with text: String) -> String? {
        let scalars = text.unicodeScalars
        if scalars.isEmpty { return "a name must not be empty" }
        if scalars.count > 64 { return "a name has at most 64 characters" }
        if text.hasPrefix(".") { return "a name must not start with '.'" }
        let allowed = scalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-")
        }
        return allowed ? nil : "use only letters, digits, '.', '_' and '-'"
    }

    /// The name.
    public var description: String { rawValue }

    /// Names order by their text.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
