/// The formats ``AirportDataset/parse(_:)`` reads, told apart by the first line.
public enum DatasetFormat: Sendable, Equatable {
    /// The project's TSV (`data/airports.tsv`, first line `#intentctl-airports`), built from OurAirports,
    /// airportsdata, GeoNames, the Unicode CLDR and passenger figures.
    case intentctlTSV
    /// An OurAirports `airports.csv`, whose header names an `iata_code` column.
    case ourAirportsCSV

    /// The format of a text, by its first line; nil for neither. Complexity: O(n) in the first line.
    public init?(of text: String) {
        var text = text
        guard let format = text.withUTF8({ Self(firstLineOf: $0) }) else { return nil }
        self = format
    }

    /// The format of a text's bytes, by its first line; nil for neither.
    init?(firstLineOf bytes: UnsafeBufferPointer<UInt8>) {
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
        if firstLine.starts(with: "#intentctl-airports".utf8) {
            self = .intentctlTSV
            return
        }
        let header = String(decoding: firstLine.prefix(4096), as: UTF8.self)
        guard header.contains("\"iata_code\"") || header.contains(",iata_code,") || header.hasSuffix("iata_code")
        else { return nil }
        self = .ourAirportsCSV
    }
}
