import DocumentFormats
import IntentSchema

/// `intentctl schema diff OLD NEW`
enum SchemaDiffCommand: Command {
    static let spec = CommandSpec(
        path: ["schema", "diff"], summary: "List the changes between two versions of a schema, breaking or not.",
        arguments: "OLD NEW", flags: [CommonOptions.json], positionals: 2...2,
        discussion: """
            Classifies each change as breaking (a stored configuration can stop validating) or compatible, and names the
            migration step of NEW that covers each breaking one. Exits 0 when every breaking change is covered, 1 when
            one is not (or a schema is invalid), 66 when a file cannot be read. Run it in CI on changes to schemas/.
            """, completes: .files)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        var schemas: [WidgetSchema] = []
        for file in arguments.positionals {
            let result = SchemaLoader().load(try context.readInput(file, limit: SchemaLoader.maximumSize), file: file)
            context.report(result)
            guard let schema = result.schema else {
                throw CommandFailure(.invalid, "the schema \(TextSanitizer.printable(file)) is invalid")
            }
            schemas.append(schema)
        }
        let diff = SchemaDiff(from: schemas[0], to: schemas[1])
        if arguments[CommonOptions.json] {
            var writer = JSONWriter()
            writer.writeObject { writer in
                writer.write("schema", diff.new.id)
                writer.write("fromVersion", diff.old.version)
                writer.write("toVersion", diff.new.version)
                writer.write("uncoveredBreakingChanges", diff.changes.count(where: \.isUncovered))
                writer.write("changes", diff.changes)
            }
            context.console.out(writer.drain())
        } else {
            context.console.out(
                "\(diff.new.id): version \(diff.old.version) to \(diff.new.version), \(count(diff.changes.count, "change"))"
            )
            for change in diff.changes {
                let label = !change.isBreaking ? "compatible" : change.coveredBy == nil ? "BREAKING" : "breaking"
                var line = "  " + label.padding(toLength: 11, withPad: " ", startingAt: 0) + change.message
                if let step = change.coveredBy { line += " (migrated: \(step.summary))" }
                context.console.out(TextSanitizer.printable(line))
            }
            let uncovered = diff.changes.count(where: \.isUncovered)
            if uncovered > 0 {
                context.console.error(
                    "intentctl: \(count(uncovered, "breaking change")) with no migration; bump the version and declare one in \"migrations\""
                )
            }
        }
        return diff.hasUncoveredBreakingChanges ? .invalid : .success
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
