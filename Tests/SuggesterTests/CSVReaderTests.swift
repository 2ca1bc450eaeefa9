import Testing

@testable import Suggester

@Suite("CSV reader")
struct CSVReaderTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var records: [[String]]
        var lines: [Int]
        var testDescription: String { name }
    }

    @Test(
        "records, quoted fields and the lines they start on",
        arguments: [
            Example(name: "plain", text: "a,b\nc,d\n", records: [["a", "b"], ["c", "d"]], lines: [1, 2]),
            Example(
                name: "no final line break", text: "a,b\nc,d", records: [["a", "b"], ["c", "d"]], lines: [1, 2]),
            Example(name: "CRLF", text: "a,b\r\nc,d\r\n", records: [["a", "b"], ["c", "d"]], lines: [1, 2]),
            Example(name: "empty fields", text: ",,\n", records: [["", "", ""]], lines: [1]),
            Example(
                name: "quoted comma and doubled quote", text: "\"a,b\",\"say \"\"hi\"\"\"\n",
                records: [["a,b", "say \"hi\""]], lines: [1]),
            Example(
                name: "a line break inside quotes", text: "\"multi\nline\",x\nnext,y\n",
                records: [["multi\nline", "x"], ["next", "y"]], lines: [1, 3]),
            Example(
                name: "an unterminated quote ends the text", text: "a,\"open\nstill open",
                records: [["a", "open\nstill open"]],
                lines: [1]),
            Example(name: "UTF-8 passes through", text: "Zürich,東京\n", records: [["Zürich", "東京"]], lines: [1]),
        ])
    func records(_ example: Example) {
        let records = CSVReader.records(example.text)
        #expect(records.map(\.fields) == example.records)
        #expect(records.map(\.line) == example.lines)
    }
}

@Suite("Bounded loading")
struct BoundedLoadingTests {
    @Test("a record keeps at most the maximum fields, and counts the rest")
    func fieldCap() {
        let records = CSVReader.records(String(repeating: ",", count: 1_000) + "\na,b\n", maximumFields: 5)
        #expect(records.map(\.fieldCount) == [1_001, 2])
        #expect(records.map(\.fields.count) == [5, 2])
    }

    @Test("skipped rows are counted, and the first 100 kept with their reasons")
    func issueCap() throws {
        let text =
            "#intentctl-airports\t1\nheader\n" + String(repeating: "broken\n", count: 5_000)
            + "airport\tAAA\t\tGood\tGood\t\tXX\t1\t2\tUTC\tsmall_airport\t0\t\t\t\n"
        let (dataset, issues) = try AirportDataset.parse(text)
        #expect(dataset.places.map(\.code) == ["AAA"])
        #expect(issues.count == 5_000)
        #expect(issues.first.count == DatasetIssues.maximumKept)
        #expect(issues.first.first?.line == 3)
    }

    @Test("words are cut to 64 bytes, in data and in queries alike")
    func wordCap() throws {
        let long = String(repeating: "x", count: 500)
        #expect(TextFolder.words(long) == [String(repeating: "x", count: TextFolder.maximumWordLength)])
        let text =
            "#intentctl-airports\t1\nheader\nairport\tAAA\t\t\(long)\tCity\t\tXX\t1\t2\tUTC\tsmall_airport\t1\t\t\t\n"
        let index = AirportIndex(try AirportDataset.parse(text).dataset)
        #expect(index.suggest(SuggestionQuery(long + "y")).first?.code == "AAA")
    }
}
