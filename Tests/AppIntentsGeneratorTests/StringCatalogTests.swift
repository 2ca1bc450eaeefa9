import DocumentFormats
import IntentSchema
import Testing

@testable import AppIntentsGenerator

@Suite("The string catalog")
struct StringCatalogTests {
    @Test("the catalog holds every key in every language, sorted, as Xcode's format")
    func catalog() throws {
        var catalog = StringCatalog(sourceLanguage: "en", languages: ["de", "fr"])
        let added = [
            catalog.add("title", LocalizedText("Deals", translations: ["de": "Angebote", "fr": "Offres"])),
            catalog.add("anytime", LocalizedText("Anytime", translations: ["de": "Jederzeit"])),
            catalog.add("title", LocalizedText("Deals", translations: ["de": "Angebote", "fr": "Offres"])),
            catalog.add("title", LocalizedText("Deals", translations: ["de": "Anders", "fr": "Offres"])),
        ]
        #expect(added == [true, true, true, false])
        #expect(catalog.languages == ["de", "en", "fr"])
        let text = String(decoding: catalog.json, as: UTF8.self)
        let root = try JSONParser().parse(catalog.json)
        guard case .object(let members) = root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map { $0.key } == ["sourceLanguage", "strings", "version"])
        #expect(text.contains("\"Angebote\"") && !text.contains("Anders"))
        #expect(catalog.strings["anytime"]?["fr"] == StringCatalog.Entry(value: "Anytime", needsReview: true))
        #expect(catalog.strings["anytime"]?["de"] == StringCatalog.Entry(value: "Jederzeit", needsReview: false))
        #expect(text.contains("\"needs_review\""))
        let anytime = try #require(text.range(of: "\"anytime\""))
        let title = try #require(text.range(of: "\"title\""))
        #expect(anytime.lowerBound < title.lowerBound)
        #expect(catalog.json == catalog.json)
    }

    @Test("two summary cases with the same text and different translations are refused, located at the second")
    func conflict() throws {
        let schema = try GeneratorFixtures.schema(
            """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W",
             "summary": {"text": "Deals", "switch": "dates", "cases": {
               "a": {"en": "Deals ${dates}", "de": "Angebote ${dates}"},
               "b": {"en": "Deals ${dates}", "de": "Schnäppchen ${dates}"}}},
             "parameters": [{"id": "dates", "title": "D", "kind": "enum", "default": "a",
               "cases": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"}]}]}
            """)
        let problems = GeneratorFixtures.problems(schema)
        #expect(problems.map { $0.code } == [DiagnosticCode.generateCatalogConflict])
        #expect(problems.first?.path.description == "$.summary.cases.b")
    }
}
