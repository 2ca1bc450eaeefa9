/// Typed, located access to parsed JSON that records a diagnostic for every problem instead of
/// stopping at the first. Shared by the schema decoder, the configuration validator and the feed
/// reader; it reports through a ``DiagnosticCollector``.
package struct DocumentReader {
    /// The codes this reader reports with.
    package struct Codes {
        package var unknownKey: DiagnosticCode
        package var missingKey: DiagnosticCode
        package var typeMismatch: DiagnosticCode

        /// The codes for unknown keys, missing keys and values of the wrong type.
        package init(unknownKey: DiagnosticCode, missingKey: DiagnosticCode, typeMismatch: DiagnosticCode) {
            self.unknownKey = unknownKey
            self.missingKey = missingKey
            self.typeMismatch = typeMismatch
        }
    }

    package let codes: Codes
    package var collector: DiagnosticCollector

    package init(file: String?, codes: Codes) {
        self.codes = codes
        collector = DiagnosticCollector(file: file)
    }

    package mutating func report(
        _ code: DiagnosticCode, _ message: @autoclosure () -> String, at path: @autoclosure () -> JSONPath,
        node: JSONNode? = nil, location: SourceLocation? = nil, hint: @autoclosure () -> String? = nil,
        hintIsCostly: Bool = false, severity: Diagnostic.Severity = .error
    ) {
        collector.report(
            code, message(), at: path(), node: node, location: location, hint: hint(), hintIsCostly: hintIsCostly,
            severity: severity)
    }

    /// The members of an object keyed by name. Reports a type mismatch for a non-object, every key
    /// not in `allowed` (with a "did you mean"), every duplicate key and every missing required key.
    package mutating func members(
        of node: JSONNode, at path: JSONPath, allowed: [String], required: [String] = [], what: String,
        unknownKey: (code: DiagnosticCode, noun: String)? = nil
    ) -> [String: JSONMember]? {
        guard case .object(let list) = node.value else {
            report(codes.typeMismatch, "\(what) must be an object, not \(node.value.typeName)", at: path, node: node)
            return nil
        }
        let allowedKeys = Set(allowed)
        var members: [String: JSONMember] = [:]
        for member in list {
            let memberPath = path.appending(member.key)
            if members[member.key] != nil {
                report(
                    .jsonDuplicateKey, "duplicate key \(JSONWriter.quoted(member.key)) in \(what)", at: memberPath,
                    location: member.keyLocation)
                continue
            }
            guard allowedKeys.contains(member.key) else {
                report(
                    unknownKey?.code ?? codes.unknownKey,
                    "unknown \(unknownKey?.noun ?? "key") \(JSONWriter.quoted(member.key)) in \(what)", at: memberPath,
                    location: member.keyLocation,
                    hint: Spelling.hint(closest: member.key, among: allowed)
                        ?? "allowed keys: \(Spelling.list(allowed))")
                continue
            }
            members[member.key] = member
        }
        for key in required where members[key] == nil {
            report(
                codes.missingKey, "\(what) is missing the required key \(JSONWriter.quoted(key))",
                at: path.appending(key), location: node.location)
        }
        return members
    }

    package mutating func string(_ member: JSONMember?, at path: JSONPath, what: String) -> String? {
        guard let member else { return nil }
        guard case .string(let text) = member.value.value else {
            mismatch(member.value, expected: "a string", at: path, what: what)
            return nil
        }
        return text
    }

    package mutating func integer(_ member: JSONMember?, at path: JSONPath, what: String) -> Int? {
        guard let member else { return nil }
        guard let number = member.value.value.integerValue else {
            mismatch(member.value, expected: "an integer", at: path, what: what)
            return nil
        }
        return number
    }

    package mutating func bool(_ member: JSONMember?, at path: JSONPath, what: String) -> Bool? {
        guard let member else { return nil }
        guard case .bool(let flag) = member.value.value else {
            mismatch(member.value, expected: "true or false", at: path, what: what)
            return nil
        }
        return flag
    }

    package mutating func array(_ member: JSONMember?, at path: JSONPath, what: String) -> [JSONNode]? {
        guard let member else { return nil }
        guard case .array(let elements) = member.value.value else {
            mismatch(member.value, expected: "an array", at: path, what: what)
            return nil
        }
        return elements
    }

    package mutating func mismatch(_ node: JSONNode, expected: String, at path: JSONPath, what: String) {
        report(codes.typeMismatch, "\(what) must be \(expected), not \(node.value.typeName)", at: path, node: node)
    }
}
