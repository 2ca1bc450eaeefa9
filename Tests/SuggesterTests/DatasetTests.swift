import Foundation
import TestSupport
import Testing

@testable import Suggester

@Suite("Airport dataset")
struct DatasetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("data/airports.tsv loads without issues")
    func sourceLoads() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("data/airports.tsv"), encoding: .utf8)
        let (dataset, issues) = try AirportDataset.parse(file)
        #expect(issues.isEmpty)
        #expect(dataset.places.filter { $0.kind == .airport }.count > 8_000)
        #expect(dataset.places.filter { $0.kind == .city }.count == 41)
    }

    @Test("regions and countries past what a snapshot can number are refused as issues, each on its line")
    func tooManyAreas() throws {
        let header = "#intentctl-airports\t4\n" + AirportDataset.tsvColumns.joined(separator: "\t") + "\n"
        var text = header
        let count = AirportDataset.maximumAreas + 2
        for number in 0..<count {
            var row = [String](repeating: "", count: AirportDataset.tsvColumns.count)
            (row[0], row[1], row[3]) = ("region", "XX-\(number)", "Region \(number)")
            text += row.joined(separator: "\t") + "\n"
        }
        var airport = [String](repeating: "", count: AirportDataset.tsvColumns.count)
        (airport[0], airport[1], airport[3], airport[4], airport[6]) = ("airport", "TST", "Test Airport", "Test", "GB")
        (airport[7], airport[8], airport[10], airport[11]) = ("51.5", "-0.1", "large_airport", "1")
        text += airport.joined(separator: "\t") + "\n"
        let (dataset, issues) = try AirportDataset.parse(text)
        #expect(dataset.places.map(\.code) == ["TST"])
        #expect(dataset.regions.count == AirportDataset.maximumAreas)
        #expect(issues.count == 2)
        #expect(issues.first.first?.line == AirportDataset.maximumAreas + 3)
        #expect(issues.first.first?.message == "more than \(AirportDataset.maximumAreas) regions and countries")
    }

    @Test("no airport with scheduled service shows its own name as its city (HGN: Mae Hong Son)")
    func citiesAreCities() throws {
        let facility = /(?i)\b(airport|airfield|aerodrome|heliport|air base)\b/
        let shown = bundledIndex.places.filter {
            $0.kind == .airport && $0.hasScheduledService && $0.city == $0.name && $0.name.contains(facility)
        }
        #expect(shown.map(\.code) == [])
        #expect(bundledIndex.place(code: "HGN")?.city == "Mae Hong Son")
        #expect(bundledIndex.place(code: "BZI")?.city == "Balıkesir")
    }

    @Test("city groups group their airports, most important first")
    func cityGroups() throws {
        let london = try #require(bundledIndex.place(code: "LON", kind: .city))
        #expect(london.airportCodes.first == "LHR")
        #expect(Set(london.airportCodes) == ["LHR", "LGW", "STN", "LTN", "LCY"])
        #expect(bundledIndex.place(code: "LHR", kind: .airport)?.cityCode == "LON")
        #expect(bundledIndex.place(code: "NYC", kind: .city)?.airportCodes.contains("EWR") == true)
        let heathrow = try #require(bundledIndex.place(code: "LHR", kind: .airport))
        #expect(heathrow.icao == "EGLL")
        #expect(heathrow.timeZone == "Europe/London")
        #expect(heathrow.type == .large)
        #expect(heathrow.passengers ?? 0 > 50_000_000)
    }

    @Test("bad TSV rows are reported with their line numbers and the rest load")
    func badRows() throws {
        let text = """
            #intentctl-airports\t1
            kind\tcode\ticao\tname\tcity\tregion\tcountry\tlatitude\tlongitude\ttimeZone\ttype\tscheduled\tpassengers\tgroup\taliases
            airport\tAAA\t\tGood Airport\tGood\t\tXX\t1\t2\tUTC\tsmall_airport\t0\t\t\t
            airport\tbad\t\tBad Code\tBad\t\tXX\t1\t2\t\tsmall_airport\t0\t\t\t
            airport\tBBB\t\tFar Away\tFar\t\tXX\t100\t2\t\tsmall_airport\t0\t\t\t
            airport\tCCC\ttoo few fields
            airport\tDDD\t\tOdd Type\tOdd\t\tXX\t1\t2\t\tspaceport\t0\t\t\t
            planet\tEEE\t\tMars\t\t\t\t\t\t\t\t\t\t\t
            airport\tAAA\t\tGood Again\tGood\t\tXX\t1\t2\t\tsmall_airport\t0\t\t\t
            """
        let (dataset, issues) = try AirportDataset.parse(text)
        #expect(dataset.places.map(\.code) == ["AAA"])
        #expect(issues.first.map(\.line) == [4, 5, 6, 7, 8, 9])
        #expect(issues.count == 6)
        #expect(issues.first[0].message.contains("IATA"))
    }

    @Test("an OurAirports CSV loads, quoted fields and all")
    func ourAirportsCSV() throws {
        let text =
            Fixtures.ourAirportsHeader + """
                1,"EGLL","large_airport","London Heathrow Airport",51.47,-0.46,83,"EU","GB","GB-ENG","London","yes","EGLL","LHR",,,,"LON, Londres"
                2,"XXXX","closed","Old Field",1,1,0,"EU","GB","GB-ENG","Nowhere","no","XXXX","OLD",,,,
                3,"YYYY","small_airport","Broken ""Quoted"", Field",abc,1,0,"EU","GB","GB-ENG","X","no","YYYY","BRK",,,,
                4,"ZZZZ","small_airport","Multi
                Line",1,1,0,"EU","GB","GB-ENG","Y","no","ZZZZ","MLL",,,,
                5,"short"
                """
        let (dataset, issues) = try AirportDataset.parse(text)
        #expect(dataset.places.map(\.code) == ["LHR", "MLL"])
        #expect(dataset.places[0].aliases == ["LON", "Londres"])
        #expect(dataset.places[1].name == "Multi\nLine")
        #expect(issues.first.map(\.line) == [4, 7])
        let index = AirportIndex(dataset)
        #expect(index.suggest(SuggestionQuery("londres")).first?.code == "LHR")
    }

    @Test("unknown formats and empty data are refused")
    func refused() {
        #expect(throws: SuggesterError.self) { try AirportDataset.parse("hello\nworld") }
        #expect(throws: SuggesterError.self) { try AirportDataset.parse("#intentctl-airports\t1\nheader\n") }
    }
}
