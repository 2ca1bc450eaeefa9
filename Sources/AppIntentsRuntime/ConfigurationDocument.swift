import Foundation

/// A configuration as intentctl stores it: the schema's id and version, and each active parameter's value by id.
struct ConfigurationDocument: Encodable, Sendable, Equatable {
    /// The schema's id.
    var schema: String
    /// The schema's version.
    var version: Int
    /// The values, by parameter id.
    var values: [String: ConfigurationValue]
}
