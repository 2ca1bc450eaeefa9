import ConfigurationStore
import DocumentFormats
import IntentSchema

/// `intentctl config migrate [NAME...|--all] [--dry-run]`
enum ConfigMigrateCommand: Command {
    static let all = FlagOption("all", help: "Migrate every stored configuration.")
    static let dryRun = FlagOption("dry-run", help: "Report what would change, and write nothing.")

    static let spec = CommandSpec(
        path: ["config", "migrate"], summary: "Carry stored configurations to their schema's current version.",
        arguments: "(NAME... | --all)",
        flags: [all, dryRun, CommonOptions.json],
        options: [
            CommonOptions.store, CommonOptions.schema, CommonOptions.data, CommonOptions.index,
            CommonOptions.lockTimeout,
        ],
        positionals: 0...Int.max,
        discussion: """
            Applies the migrations the schema declares to each configuration made for an earlier version, and rewrites
            it atomically under the store's lock when the result validates. A configuration that still needs a
            person's choice is left as it is, and the diagnostics name the parameter. Prints each configuration's values
            before and after. Exits 0 when every configuration is migrated or up to date, 1 when one needs
            reconfiguration (or, with --all, a file is corrupt or foreign), 66 when a named one does not exist.
            """, completes: .configurationNames)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let everything = arguments[all]
        guard everything != !arguments.positionals.isEmpty else {
            throw CommandFailure(.usage, "name the configurations to migrate, or pass --all (not both)")
        }
        var names: [ConfigurationName] = []
        for text in arguments.positionals { names.append(try context.name(text)) }
        let store = try context.store(arguments)
        let catalog = try context.catalog(arguments)
        let reports: [MigrationReport]
        do throws(ConfigurationStoreError) {
            reports = try store.migrate(everything ? nil : names, checkingWith: catalog, dryRun: arguments[dryRun])
        } catch {
            throw CommandFailure(error)
        }
        if arguments[CommonOptions.json] {
            context.console.json(reports)
        } else {
            for report in reports { context.console.out(lines(for: report, dryRun: arguments[dryRun])) }
            if reports.isEmpty {
                context.console.error("no stored configurations in \(TextSanitizer.printable(store.directory))")
            }
        }
        for report in reports where report.outcome == .needsReconfiguration || report.outcome == .skipped {
            context.report(report.diagnostics)
        }
        return reports.allSatisfy { $0.outcome == .migrated || $0.outcome == .upToDate } ? .success : .invalid
    }

    /// A report as text: `NAME: migrated from version 1 to 2` (or `would be` in a dry run), then
    /// the steps and the values before and after.
    static func lines(for report: MigrationReport, dryRun: Bool) -> String {
        let label = TextSanitizer.printable(report.name?.rawValue ?? report.fileName)
        func values(_ members: [JSONMember]) -> String {
            TextSanitizer.printable(
                members.map { "\($0.key)=\(Diagnostic.excerpt($0.value))" }.joined(separator: " "))
        }
        let versions =
            "version \(report.fromVersion.map(String.init) ?? "?") to \(report.toVersion.map(String.init) ?? "?")"
        switch report.outcome {
        case .migrated:
            var lines = ["\(label): \(dryRun ? "would be migrated" : "migrated") from \(versions)"]
            lines += report.steps.map { "  \(TextSanitizer.printable($0.summary))" }
            lines.append("  before: \(values(report.before))")
            lines.append("  after:  \(values(report.after ?? []))")
            return lines.joined(separator: "\n")
        case .upToDate:
            return "\(label): up to date (version \(report.toVersion.map(String.init) ?? "?"))"
        case .needsReconfiguration:
            let problems = report.diagnostics.filter { $0.severity == .error }.prefix(3).map { diagnostic in
                (diagnostic.path.parameterID.map { "\(JSONWriter.quoted($0)): " } ?? "") + diagnostic.message
            }
            return "\(label): needs reconfiguration, kept as it is: "
                + TextSanitizer.printable(problems.joined(separator: "; "))
        case .skipped:
            return
                "\(label): skipped (\(report.diagnostics.first.map { TextSanitizer.printable($0.message) } ?? "not a configuration"))"
        }
    }
}
