extension SchemaCatalog {
    /// What an edit needs from a stored configuration, whatever its validity: the schema it names
    /// (when the catalog knows it) and its raw values.
    public struct StoredDocument: Sendable, Equatable {
        /// The schema the document names, if known.
        public var schema: WidgetSchema?
        /// The document's `values` members, as stored.
        public var values: [JSONMember]
    }

    /// Reads a stored configuration document for editing; nil when it is not a JSON object.
    public func storedDocument(_ bytes: [UInt8]) -> StoredDocument? {
        guard let root = try? JSONParser().parse(bytes), case .object(let members) = root.value else { return nil }
        var schema: WidgetSchema?
        if case .found(let found) = self.schema(for: root) { schema = found }
        guard case .object(let values)? = members.first(where: { $0.key == "values" })?.value.value else {
            return StoredDocument(schema: schema, values: [])
        }
        return StoredDocument(schema: schema, values: values)
    }
}
