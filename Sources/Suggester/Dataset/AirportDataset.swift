/// The places the index is built from: airports, city groups, and the countries and regions
/// queries may name.
public struct AirportDataset: Sendable, Equatable {
    /// Airports and city groups.
    public var places: [Place]
    /// Countries by ISO code.
    public var countries: [String: NamedArea]
    /// Regions by ISO 3166-2 code.
    public var regions: [String: NamedArea]

    /// The most regions and countries together that a snapshot can number (a place's record keeps
    /// each in two bytes); a dataset's rows past them are refused as issues.
    public static let maximumAreas = PlaceRecords.areaLimit

    /// Creates a dataset.
    public init(places: [Place], countries: [String: NamedArea] = [:], regions: [String: NamedArea] = [:]) {
        self.places = places
        self.countries = countries
        self.regions = regions
    }

    /// Parses the project's TSV format or an OurAirports `airports.csv`, recognised by the first
    /// line (``DatasetFormat``). Rows that cannot be used are skipped and counted, the first of them with their
    /// reasons; the rest load. Memory stays in proportion to the text, whatever it holds.
    /// - Throws: ``SuggesterError`` when the format is unknown or no row is usable.
    public static func parse(_ text: String) throws(SuggesterError) -> (dataset: AirportDataset, issues: DatasetIssues)
    {
        var text = text
        let result = text.withUTF8 { bytes -> (AirportDataset, DatasetIssues)? in
            switch DatasetFormat(firstLineOf: bytes) {
            case .intentctlTSV: parseTSV(bytes)
            case .ourAirportsCSV: parseOurAirportsCSV(bytes)
            case nil: nil
            }
        }
        guard let result else {
            throw .unknownFormat("expected an '#intentctl-airports' TSV or an OurAirports CSV with an iata_code column")
        }
        guard !result.0.places.isEmpty else { throw .empty(skippedRows: result.1.count) }
        return result
    }
}
