import DocumentFormats
import FileAccess
import IntentSchema

extension ConfigurationStore {
    /// How many replacements a finding offers for a value that no longer resolves.
    public static let replacementCount = 3

    /// Checks the store against today's schemas and option providers, as `doctor` does: values
    /// that no longer resolve or are no longer offered (with replacements), migrations that could
    /// run, configurations that need a person, corrupt and foreign files, temporary files of
    /// writers that died (which are removed), and the lock. A healthy store has no findings.
    /// - Throws: ``ConfigurationStoreError/file(_:)`` when the store cannot be read.
    public func checkUp(with catalog: SchemaCatalog) throws(ConfigurationStoreError) -> [StoreFinding] {
        var findings: [StoreFinding] = []
        for entry in try list(checkingWith: catalog) {
            findings += Self.findings(for: entry, catalog: catalog)
        }
        if let problem = lockProblem() {
            findings.append(StoreFinding(.lock, fileName: ".lock", message: problem))
        }
        return findings
    }

    /// The findings of one stored file.
    static func findings(for entry: StoreEntry, catalog: SchemaCatalog) -> [StoreFinding] {
        let file = entry.fileName
        let firstError = entry.diagnostics.first { $0.severity == .error }?.message ?? ""
        switch entry.status {
        case .corrupt: return [StoreFinding(.corrupt, fileName: file, message: firstError)]
        case .foreign: return [StoreFinding(.foreign, fileName: file, message: firstError)]
        case .staleTemporary:
            return [StoreFinding(.staleTemporary, fileName: file, message: entry.diagnostics.first?.message ?? "")]
        case .valid, .needsMigration, .needsReconfiguration: break
        }
        var findings: [StoreFinding] = []
        var optionProblems = 0
        for diagnostic in entry.diagnostics {
            let kind: StoreFinding.Kind
            switch diagnostic.code {
            case .configUnknownOption: kind = .unresolvedOption
            case .configOptionNotOffered: kind = .optionNotOffered
            default: continue
            }
            optionProblems += diagnostic.severity == .error ? 1 : 0
            let parameter = diagnostic.path.parameterID
            let value = parameter.flatMap { id in entry.storedValue(of: id) }
            var replacements: [Option] = []
            if let parameter, let value, case .dynamic(let options)? = entry.schema?.parameter(parameter)?.kind {
                replacements =
                    catalog.providers[options.provider]?.replacements(forOptionID: value, limit: replacementCount)
                    ?? []
            }
            findings.append(
                StoreFinding(
                    kind, fileName: file, parameter: parameter, value: value, message: diagnostic.message,
                    replacements: replacements))
        }
        switch entry.status {
        case .needsMigration:
            findings.append(
                StoreFinding(
                    .migrationAvailable, fileName: file,
                    message:
                        "made for version \(entry.schemaVersion.map(String.init) ?? "?") of \(JSONWriter.quoted(entry.schemaID ?? "")); 'config migrate' carries it to version \(entry.schema?.version ?? 0)",
                    steps: entry.configuration?.migrationSteps ?? []))
        case .needsReconfiguration where entry.errorCount > optionProblems:
            let problem = entry.diagnostics.first { $0.severity == .error && $0.code != .configUnknownOption }
            findings.append(
                StoreFinding(
                    .needsReconfiguration, fileName: file, parameter: problem?.path.parameterID,
                    message: problem?.message ?? firstError))
        default: break
        }
        return findings
    }

    /// What is wrong with the store's lock, or nil: a lock that is not a regular file, or one a
    /// writer holds right now.
    func lockProblem() -> String? {
        guard case .found = SystemCall.lookUp(lockPath, followingLinks: false) else { return nil }
        do throws(FileSystemError) {
            try FileSystem.withExclusiveLock(lockPath, timeout: .zero) { () throws(FileSystemError) in }
            return nil
        } catch {
            switch error {
            case .lockTimeout: return "a writer holds the store's lock; if none is running, one has hung"
            default: return error.description
            }
        }
    }
}

extension StoreEntry {
    /// The stored value of a parameter, as text, if it is a string.
    func storedValue(of parameter: String) -> String? {
        guard let member = storedValues.first(where: { $0.key == parameter }),
            case .string(let text) = member.value.value
        else { return nil }
        return text
    }

    /// How many errors the entry's diagnostics hold.
    var errorCount: Int { diagnostics.count { $0.severity == .error } }
}
