import DocumentFormats

/// How configurations made for one version of a schema become configurations of the next: the
/// steps a schema declares under `"migrations"` for the move from `fromVersion` to
/// `fromVersion + 1`, applied in order.
public struct SchemaMigration: Sendable, Equatable {
    /// One change to a configuration's values.
    public enum Step: Sendable, Equatable {
        /// The parameter `from` is now called `to`; its value moves.
        case renameParameter(from: String, to: String)
        /// A case of an enum parameter is now called `to`; a value of `from` becomes `to`.
        case renameCase(parameter: String, from: String, to: String)
        /// A case of an enum parameter was removed; a value of `from` becomes the case `to`.
        case mapCase(parameter: String, from: String, to: String)
        /// A parameter (new, or required now) takes this value where a configuration has none.
        case setValue(parameter: String, value: ParameterValue)
        /// A parameter was removed; its value is dropped.
        case dropParameter(String)
        /// A parameter now takes several values; its one value becomes a list of one. The migrator applies
        /// it to every such parameter without being told.
        case makeList(String)
    }

    /// The step names as schema files write them (`"op"`).
    public enum Operation: String, Sendable, CaseIterable {
        /// ``Step/renameParameter(from:to:)``
        case renameParameter
        /// ``Step/renameCase(parameter:from:to:)``
        case renameCase
        /// ``Step/mapCase(parameter:from:to:)``
        case mapCase
        /// ``Step/setValue(parameter:value:)``
        case setValue
        /// ``Step/dropParameter(_:)``
        case dropParameter
        /// ``Step/makeList(_:)``
        case makeList
    }

    /// The version configurations are migrated from.
    public var fromVersion: Int
    /// The steps, in order.
    public var steps: [Step]

    /// The version configurations are migrated to: the next one.
    public var toVersion: Int { fromVersion + 1 }

    /// Creates a migration from `fromVersion` to the next version.
    public init(fromVersion: Int, steps: [Step]) {
        self.fromVersion = fromVersion
        self.steps = steps
    }
}

extension SchemaMigration.Step {
    /// The parameter the step names, as the earlier version calls it.
    public var parameter: String {
        switch self {
        case .renameParameter(let from, _): from
        case .renameCase(let parameter, _, _), .mapCase(let parameter, _, _), .setValue(let parameter, _): parameter
        case .dropParameter(let parameter), .makeList(let parameter): parameter
        }
    }

    /// The step in a sentence, for reports: `rename parameter "origin" to "location"`.
    public var summary: String {
        func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
        return switch self {
        case .renameParameter(let from, let to): "rename parameter \(quoted(from)) to \(quoted(to))"
        case .renameCase(let parameter, let from, let to):
            "rename case \(quoted(from)) of \(quoted(parameter)) to \(quoted(to))"
        case .mapCase(let parameter, let from, let to):
            "map the removed case \(quoted(from)) of \(quoted(parameter)) to \(quoted(to))"
        case .setValue(let parameter, let value):
            "give \(quoted(parameter)) the value \(JSONWriter.write(value.jsonNode, pretty: false))"
        case .dropParameter(let parameter): "drop parameter \(quoted(parameter))"
        case .makeList(let parameter): "read the one value of \(quoted(parameter)) as a list of one"
        }
    }
}
