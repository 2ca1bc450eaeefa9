import BundledIndex
import DocumentFormats
import IntentSchema
import IntentctlService
import Suggester

extension OptionProviders {
    /// The providers, with the airport index of `--data`, `--index` or the program, titled in the
    /// language of the command's `--locale`, if it has one.
    static func standard(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> [String:
        any OptionProvider]
    {
        let locale = [CommonOptions.locale, ConfigureCommand.locale, SuggestCommand.locale]
            .first { arguments.spec.options.contains($0.declaration) }.flatMap { arguments[$0] }
        let index = try airportIndex(arguments, context: context)
        let language = locale.flatMap(SuggestionQuery.language(ofLocale:))
        return standard(index: index, language: language)
    }

    /// The index compiled into the program; the snapshot `--index INDEX` names, mapped into memory
    /// (or, with `copying`, read into the process's own memory, as a server wants: a file changed
    /// under it cannot then fault its reads); or the index of the airports `--data FILE` holds,
    /// built at start (the first rows it skips are reported on stderr, the rest counted).
    static func airportIndex(
        _ arguments: ParsedArguments, context: Context, copying: Bool = false, regularFileOnly: Bool = false
    ) throws(CommandFailure) -> AirportIndex {
        let file = arguments[CommonOptions.data]
        let snapshot = arguments[CommonOptions.index]
        if file != nil, snapshot != nil { throw arguments.usage("--data and --index cannot be used together") }
        if let file {
            let (dataset, checksum, _) = try loadDataset(file, context: context, regularFileOnly: regularFileOnly)
            return AirportIndex(dataset, sourceChecksum: checksum)
        }
        do throws(SuggesterError) {
            if let snapshot { return try AirportIndex(contentsOfFile: context.path(snapshot), copying: copying) }
            return try AirportIndex.bundled()
        } catch {
            let status: ExitCode = if case .unreadable = error { .noInput } else { .invalid }
            throw CommandFailure(
                status, "\(TextSanitizer.printable(snapshot ?? "the bundled index")): \(error.description)")
        }
    }

    /// The dataset in a TSV or CSV file, the checksum of its bytes and its format; the first rows it skips are
    /// reported on stderr, the rest counted.
    static func loadDataset(_ file: String, context: Context, regularFileOnly: Bool = false) throws(CommandFailure)
        -> (AirportDataset, UInt64, DatasetFormat)
    {
        let bytes = try context.readInput(file, limit: maximumDataSize, regularFileOnly: regularFileOnly)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure(.invalid, "\(TextSanitizer.printable(file)) is not UTF-8 text")
        }
        do throws(SuggesterError) {
            let (dataset, issues) = try AirportDataset.parse(text)
            for issue in issues.first.prefix(20) {
                context.console.error(
                    "\(TextSanitizer.printable(file)):\(issue.line): warning: \(TextSanitizer.printable(issue.message)); row skipped"
                )
            }
            if issues.count > 20 {
                context.console.error("\(TextSanitizer.printable(file)): \(issues.count - 20) more rows skipped")
            }
            // The text parsed, so its first line names a format.
            return (dataset, AirportIndex.sourceChecksum(of: bytes), DatasetFormat(of: text) ?? .ourAirportsCSV)
        } catch {
            throw CommandFailure(.invalid, "\(TextSanitizer.printable(file)): \(error.description)")
        }
    }
}
