import PlainNumbers

extension AirportDataset {
    /// How many of ``tsvColumns`` the files of each earlier version have, by the version written
    /// after the first line's tab: 1 has no population or names, 2 no whole-text aliases, 3 no known
    /// names. A file of the current version has them all.
    static let earlierVersionColumns: [(version: String, columns: Int)] = [("1", 15), ("2", 17), ("3", 18)]

    /// The TSV columns, in order.
    static let tsvColumns = [
        "kind", "code", "icao", "name", "city", "region", "country", "latitude", "longitude", "timeZone", "type",
        "scheduled", "passengers", "group", "aliases", "population", "names", "wholeTextAliases", "knownNames",
    ]

    /// Parses the project's TSV format (see `scripts/build-airports.py`), scanning the UTF-8 bytes
    /// directly. Complexity: O(n) in the text length.
    static func parseTSV(_ bytes: UnsafeBufferPointer<UInt8>) -> (AirportDataset, DatasetIssues) {
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
        let columnCount =
            earlierVersionColumns.first {
                firstLine.elementsEqual("#intentctl-airports\t\($0.version)".utf8)
            }?.columns ?? tsvColumns.count
        var places: [Place] = []
        var countries: [String: NamedArea] = [:]
        var regions: [String: NamedArea] = [:]
        var issues = DatasetIssues()
        var seen: Set<String> = []
        var lineNumber = 0
        var lineStart = 0
        var fields: [Range<Int>] = []
        fields.reserveCapacity(tsvColumns.count)
        func text(_ index: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[index]]), as: UTF8.self)
        }
        func optional(_ index: Int) -> String? {
            fields[index].isEmpty ? nil : text(index)
        }
        func list(_ index: Int) -> [String] {
            index >= columnCount || fields[index].isEmpty ? [] : text(index).split(separator: "|").map(String.init)
        }
        func names(_ index: Int) -> [String: String] {
            index < columnCount ? LocalizedNames.parse(text(index)[...]) : [:]
        }
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            if lineNumber <= 2 || lineEnd == lineStart { continue }
            fields.removeAll(keepingCapacity: true)
            // Fields beyond one too many are only counted, so a line of tabs cannot take memory.
            var fieldCount = 1
            var fieldStart = lineStart
            for index in lineStart..<lineEnd where bytes[index] == UInt8(ascii: "\t") {
                if fields.count <= columnCount { fields.append(fieldStart..<index) }
                fieldCount += 1
                fieldStart = index + 1
            }
            fields.append(
                fieldStart..<(lineEnd > lineStart && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? lineEnd - 1 : lineEnd))
            guard fieldCount == columnCount else {
                issues.append(line: lineNumber, "expected \(columnCount) tab-separated fields, found \(fieldCount)")
                continue
            }
            let kind = text(0)
            let code = text(1)
            switch kind {
            case "country", "region":
                guard !code.isEmpty, !fields[3].isEmpty else {
                    issues.append(line: lineNumber, "a \(kind) needs a code and a name")
                    continue
                }
                let isNew = kind == "country" ? countries[code] == nil : regions[code] == nil
                guard !isNew || countries.count + regions.count < AirportDataset.maximumAreas else {
                    issues.append(line: lineNumber, "more than \(AirportDataset.maximumAreas) regions and countries")
                    continue
                }
                let area = NamedArea(
                    code: code, name: text(3), aliases: list(14), localizedNames: names(16))
                if kind == "country" { countries[code] = area } else { regions[code] = area }
            case "city", "airport", "town":
                let placeKind = PlaceKind(rawValue: kind) ?? .airport
                let name = text(3)
                let country = text(6)
                if let problem = Self.problem(code: code, kind: placeKind, name: name, country: country) {
                    issues.append(line: lineNumber, problem)
                    continue
                }
                guard let latitude = coordinate(UnsafeBufferPointer(rebasing: bytes[fields[7]]), within: 90),
                    let longitude = coordinate(UnsafeBufferPointer(rebasing: bytes[fields[8]]), within: 180)
                else {
                    issues.append(
                        line: lineNumber, "invalid coordinates '\(text(7).prefix(20))', '\(text(8).prefix(20))'")
                    continue
                }
                guard let type = AirportType(rawValue: text(10)) else {
                    issues.append(line: lineNumber, "unknown type '\(text(10).prefix(20))'")
                    continue
                }
                if placeKind == .town, fields[13].isEmpty {
                    issues.append(line: lineNumber, "the town \(code) names no airport its people fly from")
                    continue
                }
                guard seen.insert("\(kind):\(code)").inserted else {
                    issues.append(line: lineNumber, "duplicate \(kind) code \(code)")
                    continue
                }
                places.append(
                    Place(
                        kind: placeKind, code: code, icao: optional(2), name: name, city: optional(4) ?? name,
                        regionCode: optional(5),
                        countryCode: country, latitude: latitude, longitude: longitude, timeZone: optional(9),
                        type: type,
                        hasScheduledService: bytes[fields[11]].elementsEqual([UInt8(ascii: "1")]),
                        passengers: PlainNumber(UnsafeBufferPointer(rebasing: bytes[fields[12]])).map(\.double).flatMap
                        {
                            $0 >= 0 ? Int($0) : nil
                        },
                        cityCode: placeKind == .airport ? optional(13) : nil,
                        airportCodes: placeKind == .airport ? [] : list(13),
                        knownNames: list(18), aliases: list(14), wholeTextAliases: list(17),
                        population: columnCount > 15
                            ? PlainNumber(UnsafeBufferPointer(rebasing: bytes[fields[15]])).map(\.double).flatMap {
                                $0 > 0 ? Int($0) : nil
                            } : nil,
                        localizedNames: names(16)))
            default:
                issues.append(line: lineNumber, "unknown row kind '\(kind.prefix(20))'")
            }
        }
        return (AirportDataset(places: places, countries: countries, regions: regions), issues)
    }

    /// Why a place's identifying fields are unusable, or nil.
    static func problem(code: String, kind: PlaceKind = .airport, name: String, country: String) -> String? {
        if kind == .town {
            if !PlaceKind.isTownCode(code) { return "'\(code.prefix(30))' is not a town code such as geonames:1857910" }
        } else if code.utf8.count != 3
            || !code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        {
            return "'\(code.prefix(20))' is not a three-letter IATA code"
        }
        if name.isEmpty { return "\(code) has no name" }
        if country.utf8.count != 2 { return "\(code) has no two-letter country code" }
        return nil
    }
}
