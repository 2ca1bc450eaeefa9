extension AirportDataset {
    /// Parses an OurAirports `airports.csv`: every open airport with an IATA code. Columns are
    /// found by header name; OurAirports has no city groups, country or region names.
    static func parseOurAirportsCSV(_ text: String) -> (AirportDataset, [DatasetIssue]) {
        let records = CSVReader.records(text)
        guard let header = records.first?.fields else { return (AirportDataset(places: []), []) }
        let column = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var places: [Place] = []
        var issues: [DatasetIssue] = []
        var seen: Set<String> = []
        for record in records.dropFirst() {
            func field(_ name: String) -> String {
                guard let index = column[name], index < record.fields.count else { return "" }
                return record.fields[index]
            }
            guard record.fields.count == header.count else {
                issues.append(
                    DatasetIssue(
                        line: record.line, message: "expected \(header.count) fields, found \(record.fields.count)"))
                continue
            }
            let code = field("iata_code")
            if code.isEmpty || field("type") == "closed" { continue }
            let municipality = field("municipality")
            if let problem = problem(code: code, name: field("name"), country: field("iso_country")) {
                issues.append(DatasetIssue(line: record.line, message: problem))
                continue
            }
            guard let latitude = Double(field("latitude_deg")), let longitude = Double(field("longitude_deg")) else {
                issues.append(DatasetIssue(line: record.line, message: "\(code) has invalid coordinates"))
                continue
            }
            guard seen.insert(code).inserted else {
                issues.append(DatasetIssue(line: record.line, message: "duplicate IATA code \(code)"))
                continue
            }
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
}

extension String {
    func trimmed() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
