import PlainNumbers

extension AirportDataset {
    /// The most fields of a record kept: OurAirports has 18 columns; a header or row with far more
    /// is malformed, and its extra fields are only counted.
    static let maximumCSVFields = 256

    /// Parses an OurAirports `airports.csv`: every open airport with an IATA code. Columns are
    /// found by header name; OurAirports has no city groups, country or region names. Rows with
    /// the wrong number of fields, unusable codes or names, or coordinates that are not plain
    /// decimal degrees within range are skipped and reported.
    static func parseOurAirportsCSV(_ bytes: UnsafeBufferPointer<UInt8>) -> (AirportDataset, DatasetIssues) {
        var places: [Place] = []
        var issues = DatasetIssues()
        var seen: Set<String> = []
        var header: CSVReader.Record?
        var column: [String: Int] = [:]
        CSVReader.forEachRecord(in: bytes, maximumFields: maximumCSVFields) { record in
            guard let header else {
                header = record
                for (index, name) in record.fields.enumerated() where column[name] == nil { column[name] = index }
                return
            }
            func field(_ name: String) -> String {
                guard let index = column[name], index < record.fields.count else { return "" }
                return record.fields[index]
            }
            guard record.fieldCount == header.fieldCount else {
                issues.append(
                    line: record.line, "expected \(header.fieldCount) fields, found \(record.fieldCount)")
                return
            }
            let code = field("iata_code")
            if code.isEmpty || field("type") == "closed" { return }
            if let problem = problem(code: code, name: field("name"), country: field("iso_country")) {
                issues.append(line: record.line, problem)
                return
            }
            guard let latitude = coordinate(field("latitude_deg"), within: 90),
                let longitude = coordinate(field("longitude_deg"), within: 180)
            else {
                issues.append(line: record.line, "\(code) has invalid coordinates")
                return
            }
            guard seen.insert(code).inserted else {
                issues.append(line: record.line, "duplicate IATA code \(code)")
                return
            }
            let municipality = field("municipality")
            let gps = field("gps_code")
            let keywords = field("keywords").split(separator: ",").map { String($0).trimmed() }.filter { !$0.isEmpty }
            places.append(
                Place(
                    kind: .airport, code: code, icao: gps.utf8.count == 4 ? gps : nil, name: field("name"),
                    city: municipality.isEmpty ? field("name") : municipality, regionCode: field("iso_region"),
                    countryCode: field("iso_country"), latitude: latitude, longitude: longitude,
                    type: AirportType(rawValue: field("type")) ?? .unknown,
                    hasScheduledService: field("scheduled_service") == "yes",
                    aliases: keywords))
        }
        return (AirportDataset(places: places), issues)
    }

    /// A coordinate in plain decimal degrees within ±`limit`, or nil.
    static func coordinate<Bytes: Collection<UInt8>>(_ bytes: Bytes, within limit: Double) -> Double? {
        PlainNumber(bytes).map(\.double).flatMap { (-limit...limit).contains($0) ? $0 : nil }
    }

    /// A coordinate in plain decimal degrees within ±`limit`, or nil.
    static func coordinate(_ text: String, within limit: Double) -> Double? {
        coordinate(text.utf8, within: limit)
    }
}

extension String {
    func trimmed() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
