import IntentSchema
import Suggester

/// The option providers the bundled schemas name.
enum OptionProviders {
    /// The name schemas use for the airport provider.
    static let airports = "airports"

    /// The providers, with the airport index from `--data FILE` or the bundled one.
    static func standard(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> [String:
        any OptionProvider]
    {
        [airports: AirportOptionProvider(index: try airportIndex(arguments, context: context))]
    }

    /// The largest airport data file read.
    static let maximumDataSize = 64 << 20

    /// The bundled index, or the one `--data FILE` names; the first rows it skips are reported on
    /// stderr, the rest counted.
    static func airportIndex(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> AirportIndex {
        guard let file = arguments[CommonOptions.data] else { return .bundled() }
        let bytes = try context.readInput(file, limit: maximumDataSize)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure(.invalid, "\(TextSanitizer.printable(file)) is not UTF-8 text")
        }
        do throws(SuggesterError) {
            let (dataset, issues) = try AirportDataset.parse(text)
            for issue in issues.first.prefix(20) {
                Console.error(
                    "\(TextSanitizer.printable(file)):\(issue.line): warning: \(TextSanitizer.printable(issue.message)); row skipped"
                )
            }
            if issues.count > 20 {
                Console.error("\(TextSanitizer.printable(file)): \(issues.count - 20) more rows skipped")
            }
            return AirportIndex(dataset)
        } catch {
            throw CommandFailure(.invalid, "\(TextSanitizer.printable(file)): \(error.description)")
        }
    }
}
