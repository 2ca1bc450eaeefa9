import DocumentFormats

extension JSONPath {
    /// The last object key of the path, or `""`.
    var lastKey: String {
        if case .key(let key) = components.last { return key }
        return ""
    }
}
