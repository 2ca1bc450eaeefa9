import BundledIndex
import DocumentFormats
import IntentSchema
import IntentctlService
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
        let document = VersionDocument(index: index, schemas: BundledSchemas.loaded)
        guard arguments[CommonOptions.json] else {
            for line in document.lines { context.console.out(line) }
            return .success
        }
        var writer = JSONWriter()
        document.write(to: &writer)
        context.console.out(writer.drain())
        return .success
    }
}
