import DocumentFormats

extension IntentDefinitionImporter {
    /// What became of one key of an intent definition in an import.
    public struct KeyAccount: Sendable, Equatable {
        /// The key, as Xcode writes it.
        public var key: String
        /// Where it is in the definition.
        public var path: JSONPath
        /// Where the key is written.
        public var location: SourceLocation
        /// What became of it here: its fate in ``IntentDefinitionKeys``, or `reported` where this import
        /// could not carry it (with a warning at the key or at a key above it).
        public var fate: IntentDefinitionKeys.Fate
    }
}

extension IntentDefinitionImporter.Run {
    /// Accounts for every key of what was imported: the definition's own keys, the chosen intent, and the enums
    /// and custom types its parameters use. A key read, implied, or under a diagnostic is accounted for; any other
    /// is reported here, with a warning at its path and line. The custom types used are reported once each, at
    /// the type: their display names and properties have no place in a schema.
    ///
    /// Complexity: O(k · d) for k keys accounted for, d deep (a handful).
    mutating func accountForKeys(_ root: PropertyListNode) -> [IntentDefinitionImporter.KeyAccount] {
        guard let intentPath, let rootMembers = root.members else { return [] }
        reportTypes(root)
        var accounts: [IntentDefinitionImporter.KeyAccount] = []
        for member in rootMembers {
            let path = JSONPath.root.appending(member.key)
            account(member, at: path, into: &accounts, descend: false)
            guard case .array(let elements) = member.value.value else { continue }
            for (index, element) in elements.enumerated() {
                let elementPath = path.appending(index: index)
                let inScope: Bool
                switch member.key {
                case "INIntents": inScope = elementPath == intentPath
                case "INEnums": inScope = name(of: element, key: "INEnumName").map(usedEnums.contains) ?? false
                case "INTypes": inScope = name(of: element, key: "INTypeName").map(usedTypes.contains) ?? false
                default: inScope = false
                }
                if inScope { accountMembers(of: element, at: elementPath, into: &accounts) }
            }
        }
        return accounts
    }

    private func name(of node: PropertyListNode, key: String) -> String? {
        if case .string(let name)? = node[key]?.value.value { return name }
        return nil
    }

    /// Reports each custom type the imported parameters use, once, at the type.
    private mutating func reportTypes(_ root: PropertyListNode) {
        guard case .array(let types)? = root["INTypes"]?.value.value else { return }
        for (index, type) in types.enumerated() {
            guard let typeName = name(of: type, key: "INTypeName"), usedTypes.contains(typeName) else { continue }
            read.insert(JSONPath.root.appending("INTypes"))
            report(
                .siriKitNotCarriedOver,
                "the custom type \(typeName) is carried by name only: its display name and properties have no place in a schema, whose options come from a provider",
                at: JSONPath.root.appending("INTypes").appending(index: index), location: type.location,
                severity: .warning)
        }
    }

    private mutating func accountMembers(
        of node: PropertyListNode, at path: JSONPath, into accounts: inout [IntentDefinitionImporter.KeyAccount]
    ) {
        guard let members = node.members else { return }
        for member in members {
            account(member, at: path.appending(member.key), into: &accounts, descend: true, siblings: node)
        }
    }

    /// One key's fate, then (when `descend`) the keys of its value's dictionaries.
    private mutating func account(
        _ member: PropertyListNode.Member, at path: JSONPath,
        into accounts: inout [IntentDefinitionImporter.KeyAccount],
        descend: Bool, siblings: PropertyListNode? = nil
    ) {
        let known = IntentDefinitionKeys.fate(of: member.key)
        let fate: IntentDefinitionKeys.Fate
        var parent = path
        parent.components.removeLast()
        if let reason = impliedAbove(path) {
            fate = .implied(reason)
        } else if let above = reportedAbove(parent) {
            // Under a key reported as a whole (a response, a parameter left out), whether read or not.
            fate = .reported("under \(above.description), which is reported")
        } else if read.contains(path) {
            // Read: carried, also when a warning says how (one value of several, a provider the app gives).
            fate = known.map { if case .implied = $0 { $0 } else { .carried($0.explanation) } } ?? .carried("read")
        } else if reported.contains(path) {
            fate = .reported(known?.explanation ?? "a key intentctl does not know")
        } else if case .implied? = known {
            fate = known ?? .implied("")
        } else if member.key.hasSuffix("ID"), case let text = String(member.key.dropLast(2)),
            siblings?[text] != nil, !read.contains(parent.appending(text))
        {
            // A text's translation id goes where its text goes, with its text's warning.
            fate = .reported("with \(text)")
        } else {
            let explanation: String
            switch known {
            case .reported(let what)?:
                explanation = what
                report(
                    .siriKitNotCarriedOver, "\(member.key) (\(what)) has no equivalent in a schema; not carried over",
                    at: path, location: member.keyLocation, severity: .warning)
            case .carried(let what)?:
                explanation = what
                report(
                    .siriKitNotCarriedOver, "\(member.key) is not carried over here (it is \(what))", at: path,
                    location: member.keyLocation, severity: .warning)
            default:
                explanation = "a key intentctl does not know"
                report(
                    .siriKitNotCarriedOver, "\(member.key) is not a key intentctl knows; not carried over", at: path,
                    location: member.keyLocation, severity: .warning)
            }
            fate = .reported(explanation)
        }
        accounts.append(
            IntentDefinitionImporter.KeyAccount(key: member.key, path: path, location: member.keyLocation, fate: fate))
        guard descend else { return }
        switch member.value.value {
        case .dictionary:
            accountMembers(of: member.value, at: path, into: &accounts)
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                accountMembers(of: element, at: path.appending(index: index), into: &accounts)
            }
        default: break
        }
    }

    /// The path at or above `path` that a diagnostic was reported at, if any.
    private func reportedAbove(_ path: JSONPath) -> JSONPath? {
        var candidate = path
        while true {
            if reported.contains(candidate) { return candidate }
            guard !candidate.components.isEmpty else { return nil }
            candidate.components.removeLast()
        }
    }

    /// Why the subtree at or above `path` is implied, if it is.
    private func impliedAbove(_ path: JSONPath) -> String? {
        guard !implied.isEmpty else { return nil }
        var candidate = path
        while !candidate.components.isEmpty {
            if let reason = implied[candidate] { return reason }
            candidate.components.removeLast()
        }
        return nil
    }
}
