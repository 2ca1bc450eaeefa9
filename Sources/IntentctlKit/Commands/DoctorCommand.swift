import ConfigurationStore
import DocumentFormats
import IntentSchema

/// `intentctl doctor`
enum DoctorCommand: Command {
    static let spec = CommandSpec(
        path: ["doctor"], summary: "Check a store against today's schemas and airport data.",
        flags: [CommonOptions.json],
        options: [CommonOptions.store, CommonOptions.schema, CommonOptions.data, CommonOptions.index],
        discussion: """
            Finds stored values that no longer resolve (a closed airport, a code that changed) or are no longer offered
            (an airport that lost its scheduled service), each with replacements: the same city's group and the nearest
            airports with scheduled service. Also finds migrations that could run ('config migrate'), configurations
            that need a person's choice, corrupt and foreign files, temporary files of writers that died (it removes
            them), and a lock that is held or is not a regular file. Exits 0 when the store is healthy, 1 with findings,
            66 when the store cannot be read.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let store = try context.store(arguments)
        let catalog = try context.catalog(arguments)
        let findings: [StoreFinding]
        do throws(ConfigurationStoreError) {
            findings = try store.checkUp(with: catalog)
        } catch {
            throw CommandFailure(error)
        }
        if arguments[CommonOptions.json] {
            context.console.json(findings)
        } else if findings.isEmpty {
            context.console.out("\(TextSanitizer.printable(store.directory)): healthy")
        } else {
            for finding in findings { context.console.out(lines(for: finding)) }
        }
        return findings.isEmpty ? .success : .invalid
    }

    /// A finding as text: `FILE: KIND: MESSAGE`, then its replacements or steps.
    static func lines(for finding: StoreFinding) -> String {
        var lines = ["\(finding.fileName): \(finding.kind.rawValue): \(finding.message)"]
        if !finding.replacements.isEmpty {
            lines.append(
                "  replace with: "
                    + finding.replacements.map { option in
                        "\(option.id) (\(option.title)\(option.subtitle.map { ", \($0)" } ?? ""))"
                    }.joined(separator: "; "))
        }
        lines += finding.steps.map { "  \($0.summary)" }
        return lines.map(TextSanitizer.printable).joined(separator: "\n")
    }
}
