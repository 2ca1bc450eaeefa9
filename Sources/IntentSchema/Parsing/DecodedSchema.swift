import DocumentFormats

/// The decoded stage of a schema: every part that has the right shape, with the source locations
/// the checking stage needs to report cross-reference problems.
public struct DecodedSchema: Sendable, Equatable {
    /// The schema built from the parts that decoded.
    public var schema: WidgetSchema
    /// The JSON path of each decoded parameter, parallel to `schema.parameters`.
    public var parameterPaths: [JSONPath]
    /// Ids of parameters that were present but could not be decoded; references to them are not
    /// reported again.
    public var undecodedParameterIDs: Set<String>
    /// Where ids, defaults and relationships start, by JSON path.
    public var locations: [JSONPath: SourceLocation]
    /// The JSON path of each decoded migration, parallel to `schema.migrations`.
    public var migrationPaths: [JSONPath] = []
    /// The JSON path of each decoded step of each migration, parallel to their steps.
    public var stepPaths: [[JSONPath]] = []
    /// Each recommendation that decoded, its values as written, which the checking stage validates as a
    /// configuration's.
    public var recommendations: [Recommendation] = []

    /// A recommendation as decoded: its title, where it is, and its `values` object as written.
    public struct Recommendation: Sendable, Equatable {
        /// The title.
        public var title: LocalizedText
        /// `$.recommendations[i]`.
        public var path: JSONPath
        /// The `values` object.
        public var values: JSONNode
    }
}
