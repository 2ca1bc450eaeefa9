import IntentSchema
import Suggester

/// `intentctl --version`
enum VersionCommand: Command {
    static let spec = CommandSpec(
        path: ["--version"], summary: "Print the version, the airport data's and the schemas'.",
        flags: [CommonOptions.json],
        discussion: """
            Prints intentctl's version; the bundled airport data's snapshot format, date, place count and checksum;
            and each bundled schema's id and version.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let index: AirportIndex
        do throws(SuggesterError) {
            index = try AirportIndex.bundled()
        } catch {
            throw CommandFailure(.invalid, "the bundled index: \(error.description)")
        }
        let checksum = String(index.sourceChecksum, radix: 16)
        let schemas = BundledSchemas.loaded.sorted { $0.id < $1.id }
        guard arguments[CommonOptions.json] else {
            context.console.out("intentctl \(ToolVersion.intentctl)")
            context.console.out(
                "airport data: snapshot format \(AirportIndex.snapshotFormatVersion), \(AirportIndex.bundledDataDate), \(index.placeCount) places, checksum \(checksum)"
            )
            context.console.out("schemas: " + schemas.map { "\($0.id) \($0.version)" }.joined(separator: ", "))
            return .success
        }
        var writer = JSONWriter()
        writer.writeObject { writer in
            writer.write("version", ToolVersion.intentctl)
            writer.writeKey("data")
            writer.writeObject { writer in
                writer.write("snapshotFormat", AirportIndex.snapshotFormatVersion)
                writer.write("date", AirportIndex.bundledDataDate)
                writer.write("places", index.placeCount)
                writer.write("checksum", checksum)
            }
            writer.writeKey("schemas")
            writer.writeArray { writer in
                for schema in schemas {
                    writer.writeObject { writer in
                        writer.write("id", schema.id)
                        writer.write("version", schema.version)
                    }
                }
            }
        }
        context.console.out(writer.drain())
        return .success
    }
}
