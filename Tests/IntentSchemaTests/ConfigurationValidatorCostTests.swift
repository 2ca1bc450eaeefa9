import Synchronization
import Testing

@testable import DocumentFormats
@testable import IntentSchema

/// What validating a large document costs, counted rather than timed: a diagnostic's hint (a search, the
/// popular options) is built only for the diagnostics kept, and each distinct value is looked up once, so a
/// 256 KiB list costs in proportion to its elements, never to the problems past the cap.
@Suite("Validation costs what the answer needs")
struct ConfigurationValidatorCostTests {
    /// A provider that counts what it is asked.
    final class CountingProvider: OptionProvider, Sendable {
        let calls = Mutex<[String: Int]>([:])
        let known: Set<String> = ["LHR", "LGW", "CDG", "MUC"]

        func count(_ name: String) { calls.withLock { $0[name, default: 0] += 1 } }
        subscript(_ name: String) -> Int { calls.withLock { $0[name] ?? 0 } }

        func suggestedOptions(limit: Int) -> [Option] {
            count("suggested")
            return known.sorted().prefix(limit).map { Option(id: $0, title: $0) }
        }
        func search(_ term: String, limit: Int) -> [Option] {
            count("search")
            return known.sorted().prefix(limit).map { Option(id: $0, title: $0) }
        }
        func resolve(id: String) -> Option? {
            count("resolve")
            return known.contains(id) ? Option(id: id, title: id) : nil
        }
    }

    static let schema = try! #require(
        SchemaLoader().load(
            #"""
            {"formatVersion": 1, "id": "m", "version": 1, "title": "M", "parameters": [
             {"id": "origins", "title": "Origins", "kind": "dynamic", "provider": "airports", "required": true,
              "multipleValues": {"maximum": 4}}]}
            """#
        ).schema)

    static func validate(_ values: String, provider: CountingProvider) -> ValidationResult {
        ConfigurationValidator(schema: schema, providers: ["airports": provider]).validate(
            Array(#"{"schema": "m", "version": 1, "values": {"origins": \#(values)}}"#.utf8))
    }

    static func list(_ count: Int, _ element: (Int) -> String) -> String {
        "[" + (0..<count).map(element).joined(separator: ",") + "]"
    }

    @Test("131,000 wrong-type elements: the count first, 100 diagnostics kept, a hint built for those only")
    func wrongTypes() {
        let provider = CountingProvider()
        let result = Self.validate(Self.list(131_000) { _ in "1" }, provider: provider)
        #expect(result.value == nil)
        #expect(result.diagnostics.first?.code == .configValueCount)
        #expect(result.diagnostics.first?.message == #""origins" has 131000 values; it takes at most 4"#)
        #expect(result.diagnostics.count == DiagnosticCollector.defaultLimit)
        #expect(result.problemCount == 131_001)
        #expect(result.errorCount == 131_001)
        // The hint ("for example LGW, LHR, CDG") is a search: made for the first few diagnostics kept, not 131,000.
        #expect(provider["suggested"] == DiagnosticCollector.costlyHintLimit)
        #expect(provider["search"] == 0)
    }

    @Test("25,000 distinct unknown codes: each looked up once, a did-you-mean built for the kept ones only")
    func distinctUnknown() {
        let provider = CountingProvider()
        let result = Self.validate(Self.list(25_000) { "\"X\($0)\"" }, provider: provider)
        #expect(result.diagnostics.first?.code == .configValueCount)
        #expect(result.diagnostics.count == DiagnosticCollector.defaultLimit)
        #expect(result.problemCount == 25_001)
        #expect(result.errorCount == 25_001)
        #expect(provider["resolve"] == 25_000)
        #expect(provider["search"] <= DiagnosticCollector.costlyHintLimit)
    }

    @Test("10,000 × LHR: the count, then one repeat problem saying how often, not 100 lines of it")
    func repeated() {
        let provider = CountingProvider()
        let result = Self.validate(Self.list(10_000) { _ in #""LHR""# }, provider: provider)
        #expect(result.diagnostics.map(\.code) == [.configValueCount, .configDuplicateValue])
        #expect(result.diagnostics.last?.message == #""origins" lists LHR 10000 times"#)
        #expect(result.diagnostics.last?.path.description == "$.values.origins[1]")
        #expect(provider["resolve"] == 1)
    }

    @Test("100 codes each needing a search for its hint: the first few get one, the rest none, whatever the size")
    func costlyHints() {
        let provider = CountingProvider()
        let result = Self.validate(Self.list(100) { "\"X\($0)\"" }, provider: provider)
        #expect(result.diagnostics.count == 100)
        #expect(provider["search"] == DiagnosticCollector.costlyHintLimit)
        #expect(result.diagnostics.dropFirst(1 + DiagnosticCollector.costlyHintLimit).allSatisfy { $0.hint == nil })
    }

    @Test("a capped collector builds no message: a limit of 0 only counts")
    func countingCollector() {
        var collector = DiagnosticCollector(limit: 0)
        var built = 0
        func message() -> String {
            built += 1
            return "m"
        }
        collector.report(.configTypeMismatch, message(), hint: message())
        #expect(built == 0)
        #expect(collector.errorCount == 1)
        #expect(collector.omitted == 1)
    }
}

/// A string's length is what JSON Schema counts, code points, so no single character can carry a megabyte past
/// `maxLength`; and a value a pattern is matched against is bounded.
@Suite("String lengths in code points")
struct StringLengthTests {
    static let schema = try! #require(
        SchemaLoader().load(
            #"""
            {"formatVersion": 1, "id": "s", "version": 1, "title": "S", "parameters": [
             {"id": "note", "title": "Note", "kind": "string", "maxLength": 40},
             {"id": "code", "title": "Code", "kind": "string", "pattern": "(a|a)+b"}]}
            """#
        ).schema)

    @Test(
        "maxLength counts code points: one character of many combining marks, or a joined emoji sequence, is long",
        arguments: [
            "e" + String(repeating: "\u{301}", count: 120), String(repeating: "👨\u{200D}", count: 30),
        ])
    func combining(note: String) {
        let result = ConfigurationValidator(schema: Self.schema).validate(values: ["note": .string(note)])
        #expect(result.value == nil)
        #expect(result.diagnostics.first?.code == .configOutOfRange)
        #expect(result.diagnostics.first?.message.contains("code points long; the maximum is 40") == true)
    }

    @Test(
        "a pattern that backtracks exponentially elsewhere is matched in one pass; a value too long for it is refused")
    func pattern() {
        let validator = ConfigurationValidator(schema: Self.schema)
        #expect(validator.validate(values: ["code": .string(String(repeating: "a", count: 40))]).value == nil)
        #expect(validator.validate(values: ["code": .string(String(repeating: "a", count: 40) + "b")]).value != nil)
        let long = validator.validate(values: ["code": .string(String(repeating: "a", count: 10_001) + "b")])
        #expect(long.diagnostics.first?.message.contains("a value with a pattern may have at most 10000") == true)
    }
}
