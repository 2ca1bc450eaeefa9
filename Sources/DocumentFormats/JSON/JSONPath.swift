/// A path to a value inside a JSON document, written the way JSONPath writes it: `$.values.location`,
/// `$.parameters[2].cases[0].id`.
public struct JSONPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Equatable, Hashable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps from the document root.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document root, `$`.
    public static let root = JSONPath()

    /// This path extended by an object member.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path extended by an array element.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path as text; keys that are not plain identifiers are written in brackets: `$["odd key"]`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isPlainIdentifier(key) {
                    text += ".\(key)"
                } else {
                    text += "[\(JSONWriter.quoted(key))]"
                }
            }
        }
        return text
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return key.unicodeScalars.allSatisfy {
            $0 == "_" || $0 == "-" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
        }
    }
}

extension JSONPath {
    /// The parameter a configuration document's path names (`$.values.PARAMETER…`), if any.
    public var parameterID: String? {
        guard components.count >= 2, case .key("values") = components[0], case .key(let id) = components[1] else {
            return nil
        }
        return id
    }
}
