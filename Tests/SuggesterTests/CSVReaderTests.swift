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
