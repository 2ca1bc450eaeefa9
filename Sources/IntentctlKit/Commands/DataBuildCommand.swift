import ConfigurationStore
import DocumentFormats
import FileAccess
import IntentSchema
import IntentctlService
import Suggester

/// `intentctl data build FILE -o INDEX`
enum DataBuildCommand: Command {
    static let output = ValueOption(
        "output", short: "o", value: "INDEX", help: "Where to write the snapshot.", kind: .path, required: true)
    static let locales = ValueOption<Set<String>?>(
        "locales", value: "LANGUAGES",
        help:
            "Keep only names in these languages (and aliases in their scripts or in Latin letters), for an app's index.",
        kind: .languages, shown: "all")
    static let minimumPopulation = ValueOption<Int?>(
        "min-population", value: "N", help: "Leave out towns of fewer people than N, for an app's index.",
        kind: .wholeNumber(in: 0...100_000_000), shown: "every town")
    static let scheduledOnly = FlagOption(
        "scheduled-only",
        help: "Leave out airports without scheduled flights, heliports and seaplane bases, for an app's index.")

    static let spec = CommandSpec(
        path: ["data", "build"], summary: "Build an index snapshot from airport data, for --index.",
        arguments: "FILE", flags: [CommonOptions.json, scheduledOnly], options: [output, locales, minimumPopulation],
        positionals: 1...1,
        discussion: """
            FILE is the project's TSV (data/airports.tsv) or an OurAirports airports.csv; rows that cannot be used are
            reported and skipped. The snapshot holds every table a query reads, so '--index INDEX' answers at once,
            reading the file in place. Written atomically, with the credits of the data beside it
            (INDEX.attribution.txt: every source's credit and notice for the TSV, OurAirports' for a CSV), which an
            app that ships the index shows. --locales, --min-population and
            --scheduled-only keep less, for an index an app ships. The snapshot records a checksum of FILE, folded
            with the trimming when there is any, so that a trimmed index is never taken for the full one.
            """, completes: .files)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let target = arguments[required: output]
        // An output that cannot be replaced is refused before the index is built.
        do throws(FileSystemError) {
            try FileSystem.refuseUnlessReplaceable(context.path(target))
        } catch {
            throw CommandFailure(error)
        }
        let (loaded, sourceChecksum, format) = try OptionProviders.loadDataset(
            arguments.positionals[0], context: context)
        let trimming = DatasetTrimming(
            languages: arguments[locales], minimumTownPopulation: arguments[minimumPopulation],
            scheduledAirportsOnly: arguments[scheduledOnly])
        let dataset = loaded.trimmed(trimming)
        // A trimmed index records another checksum than the full one, which data verify, --version and ETags tell.
        let checksum = trimming.sourceChecksum(folding: sourceChecksum)
        let snapshot = AirportIndex.snapshot(of: dataset, sourceChecksum: checksum)
        do throws(FileSystemError) {
            // A snapshot is public data: readable by anyone, as a build product is.
            try FileSystem.writeOutputFile(snapshot, to: context.path(target))
            try FileSystem.writeOutputFile(
                Array(DataAttribution.text(for: format).utf8), to: context.path(target + DataAttribution.fileSuffix))
        } catch {
            throw CommandFailure(error)
        }
        let places = dataset.places.count
        if arguments[CommonOptions.json] {
            var writer = JSONWriter()
            writer.writeObject { writer in
                writer.write("file", target)
                writer.write("places", places)
                writer.write("bytes", snapshot.count)
                writer.write("sourceChecksum", String(checksum, radix: 16))
                writer.writeKey("trimming")
                if trimming.keepsEverything { writer.writeNull() } else { writer.write(trimming.summary) }
            }
            context.console.out(writer.text)
        } else {
            let trimmed = trimming.keepsEverything ? "" : ", trimmed: \(trimming.summary)"
            context.console.out(
                "built \(TextSanitizer.printable(target)): \(places) places, \(snapshot.count) bytes\(trimmed) (source checksum \(String(checksum, radix: 16)))"
            )
        }
        return .success
    }
}
