import Foundation

/// One value of a configuration: an enum case id or option id, a number, a flag, or the values of a parameter
/// that takes several.
enum ConfigurationValue: Encodable, Sendable, Equatable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case list([ConfigurationValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .boolean(let flag): try container.encode(flag)
        case .list(let values): try container.encode(values)
        }
    }
}
