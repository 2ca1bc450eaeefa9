extension AirportDataset {
    /// The TSV columns, in order.
    static let tsvColumns = [
        "kind", "code", "icao", "name", "city", "region", "country", "latitude", "longitude", "timeZone", "type",
        "scheduled", "passengers", "group", "aliases",
    ]

    /// Parses the project's TSV format (see `scripts/build-airports.py`).
    static func parseTSV(_ text: String) -> (AirportDataset, [DatasetIssue]) {
        var places: [Place] = []
        var countries: [String: NamedArea] = [:]
        var regions: [String: NamedArea] = [:]
        var issues: [DatasetIssue] = []
        var seen: Set<String> = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if lineNumber <= 2 || line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == tsvColumns.count else {
                issues.append(DatasetIssue(line: lineNumber, message: "expected \(tsvColumns.count) tab-separated fields, found \(fields.count)"))
                continue
            }
            let code = fields[1]
            let aliases = fields[14].isEmpty ? [] : fields[14].split(separator: "|").map(String.init)
            switch fields[0] {
            case "country", "region":
                guard !code.isEmpty, !fields[3].isEmpty else {
                    issues.append(DatasetIssue(line: lineNumber, message: "a \(fields[0]) needs a code and a name"))
                    continue
                }
                let area = NamedArea(code: code, name: fields[3], aliases: aliases)
                if fields[0] == "country" { countries[code] = area } else { regions[code] = area }
            case "city", "airport":
                let kind: PlaceKind = fields[0] == "city" ? .city : .airport
                if let problem = Self.problem(code: code, name: fields[3], country: fields[6]) {
                    issues.append(DatasetIssue(line: lineNumber, message: problem))
                    continue
                }
                guard let latitude = Double(fields[7]), let longitude = Double(fields[8]), (-90...90).contains(latitude),
                    (-180...180).contains(longitude)
                else {
                    issues.append(DatasetIssue(line: lineNumber, message: "invalid coordinates '\(fields[7])', '\(fields[8])'"))
                    continue
                }
                guard let type = AirportType(rawValue: fields[10]) else {
                    issues.append(DatasetIssue(line: lineNumber, message: "unknown type '\(fields[10])'"))
                    continue
                }
                guard seen.insert("\(kind.rawValue):\(code)").inserted else {
                    issues.append(DatasetIssue(line: lineNumber, message: "duplicate \(kind.rawValue) code \(code)"))
                    continue
                }
                let group = fields[13].isEmpty ? [] : fields[13].split(separator: "|").map(String.init)
                places.append(
                    Place(
                        kind: kind, code: code, icao: fields[2].isEmpty ? nil : fields[2], name: fields[3],
                        city: fields[4].isEmpty ? fields[3] : fields[4], regionCode: fields[5].isEmpty ? nil : fields[5],
                        countryCode: fields[6], latitude: latitude, longitude: longitude,
                        timeZone: fields[9].isEmpty ? nil : fields[9], type: type, hasScheduledService: fields[11] == "1",
                        passengers: Int(fields[12]), cityCode: kind == .airport && !fields[13].isEmpty ? fields[13] : nil,
                        airportCodes: kind == .city ? group : [], aliases: aliases))
            default:
                issues.append(DatasetIssue(line: lineNumber, message: "unknown row kind '\(fields[0].prefix(20))'"))
            }
        }
        return (AirportDataset(places: places, countries: countries, regions: regions), issues)
    }

    /// Why a place's identifying fields are unusable, or nil.
    static func problem(code: String, name: String, country: String) -> String? {
        let isCode = code.utf8.count == 3 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        if !isCode { return "'\(code.prefix(20))' is not a three-letter IATA code" }
        if name.isEmpty { return "\(code) has no name" }
        if country.utf8.count != 2 { return "\(code) has no two-letter country code" }
        return nil
    }
}
