extension JSONNode {
    /// The node a path leads to, if the document has it: each key the last member of that name,
    /// each index an element.
    ///
    /// Complexity: O(m) for the m members and elements passed on the way.
    public func node(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            switch (component, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                node = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                node = elements[index]
            default: return nil
            }
        }
        return node
    }
}
