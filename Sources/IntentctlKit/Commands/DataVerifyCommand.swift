import BundledIndex
import DocumentFormats
import IntentSchema
import Suggester

/// `intentctl data verify INDEX`
enum DataVerifyCommand: Command {
    static let spec = CommandSpec(
        path: ["data", "verify"], summary: "Check an index snapshot file in full, as --index does before a query.",
        arguments: "INDEX", flags: [CommonOptions.json], options: [],
        positionals: 1...1,
        discussion: """
            Checks the header, the checksum of everything after it, every stored offset and reference against what
            it points into, the strings and the word tree. Exit 0 for a usable snapshot, 1 for a damaged,
            foreign or older one (the reason on stderr), 66 when INDEX cannot be read.
            """, completes: .files)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let file = arguments.positionals[0]
        let json = arguments[CommonOptions.json]
        let index: AirportIndex
        do throws(SuggesterError) {
            index = try AirportIndex(contentsOfFile: context.path(file))
        } catch {
            let unreadable = if case .unreadable = error { true } else { false }
            if json, !unreadable {
                var writer = JSONWriter()
                writer.writeObject { writer in
                    writer.write("file", file)
                    writer.write("valid", false)
                    writer.write("reason", error.description)
                }
                context.console.out(writer.text)
            }
            throw CommandFailure(
                unreadable ? .noInput : .invalid, "\(TextSanitizer.printable(file)): \(error.description)")
        }
        let checksum = String(index.sourceChecksum, radix: 16)
        let bundled = (try? AirportIndex.bundled())?.sourceChecksum == index.sourceChecksum
        if json {
            var writer = JSONWriter()
            writer.writeObject { writer in
                writer.write("file", file)
                writer.write("valid", true)
                writer.write("format", AirportIndex.snapshotFormatVersion)
                writer.write("places", index.placeCount)
                writer.write("words", index.wordCount)
                writer.write("bytes", index.snapshotBytes.count)
                writer.write("sourceChecksum", checksum)
                writer.write("bundledData", bundled)
            }
            context.console.out(writer.text)
        } else {
            context.console.out(
                "\(TextSanitizer.printable(file)): a valid snapshot, format \(AirportIndex.snapshotFormatVersion), "
                    + "\(index.placeCount) places, \(index.wordCount) words, \(index.snapshotBytes.count) bytes "
                    + "(source checksum \(checksum)\(bundled ? ", the bundled data's" : ""))")
        }
        return .success
    }
}
