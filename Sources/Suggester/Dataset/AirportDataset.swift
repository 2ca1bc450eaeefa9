/// The places the index is built from: airports, city groups, and the countries and regions
/// queries may name.
public struct AirportDataset: Sendable, Equatable {
    /// Airports and city groups.
    public var places: [Place]
    /// Countries by ISO code.
    public var countries: [String: NamedArea]
    /// Regions by ISO 3166-2 code.
    public var regions: [String: NamedArea]

    /// Creates a dataset.
    public init(places: [Place], countries: [String: NamedArea] = [:], regions: [String: NamedArea] = [:]) {
        self.places = places
        self.countries = countries
        self.regions = regions
    }

    /// The dataset compiled into the binary (`data/airports.tsv`).
    public static func bundled() -> AirportDataset {
        // The bundled data is checked by the tests; it parses without issues.
        (try? parse(embeddedAirportsTSV).dataset) ?? AirportDataset(places: [])
    }

    /// Parses the project's TSV format or an OurAirports `airports.csv`, recognised by the header.
    /// Rows that cannot be used are skipped and reported; the rest load.
    /// - Throws: ``SuggesterError`` when the format is unknown or no row is usable.
    public static func parse(_ text: String) throws(SuggesterError) -> (dataset: AirportDataset, issues: [DatasetIssue])
    {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" }
        let result: (AirportDataset, [DatasetIssue])
        if firstLine.hasPrefix("#intentctl-airports") {
            result = parseTSV(text)
        } else if firstLine.contains("\"iata_code\"") || firstLine.contains(",iata_code,")
            || firstLine.hasSuffix("iata_code")
        {
            result = parseOurAirportsCSV(text)
        } else {
            throw .unknownFormat("expected an '#intentctl-airports' TSV or an OurAirports CSV with an iata_code column")
        }
        guard !result.0.places.isEmpty else { throw .empty(issues: result.1) }
        return result
    }
}
