import Testing

@testable import IntentSchema

@Suite("App Intents generation: identifiers and the string catalog")
struct AppIntentsNamingTests {
    @Test(
        "ids become valid type and member names",
        arguments: [
            ("deals-widget", "DealsWidget", "dealsWidget"), ("next-weekend", "NextWeekend", "nextWeekend"),
            ("2adults", "_2adults", "_2adults"), ("default", "Default", "`default`"), ("self", "Self", "`self`"),
            ("a.b_c", "ABC", "aBC"), ("travellers", "Travellers", "travellers"), ("---", "Unnamed", "unnamed"),
            ("é-x", "X", "x"), ("in", "In", "`in`"),
        ])
    func names(id: String, type: String, member: String) {
        #expect(SwiftIdentifier.typeName(id) == type)
        #expect(SwiftIdentifier.memberName(id) == member)
    }

    @Test("ids that share a name once made identifiers are reported together")
    func collisions() {
        let found = SwiftIdentifier.collisions(
            among: ["next-weekend", "anytime", "next_weekend", "nextWeekend", "x"], naming: SwiftIdentifier.memberName)
        #expect(found.count == 1)
        #expect(found.first?.name == "nextWeekend")
        #expect(found.first?.ids == ["next-weekend", "next_weekend", "nextWeekend"])
    }

    @Test("the catalog holds every key in every language, sorted, as Xcode's format")
    func catalog() throws {
        var catalog = StringCatalog(sourceLanguage: "en", languages: ["de", "fr"])
        catalog.add("title", LocalizedText("Deals", translations: ["de": "Angebote", "fr": "Offres"]))
        catalog.add("anytime", LocalizedText("Anytime", translations: ["de": "Jederzeit"]))
        catalog.add("title", LocalizedText("Ignored"))
        #expect(catalog.languages == ["de", "en", "fr"])
        let text = String(decoding: catalog.json, as: UTF8.self)
        let root = try #require(InputParser.parse(catalog.json, file: "catalog", maximumSize: 1 << 20).value)
        guard case .object(let members) = root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["sourceLanguage", "strings", "version"])
        #expect(text.contains("\"Angebote\"") && !text.contains("Ignored"))
        #expect(catalog.strings["anytime"]?["fr"] == StringCatalog.Entry(value: "Anytime", needsReview: true))
        #expect(catalog.strings["anytime"]?["de"] == StringCatalog.Entry(value: "Jederzeit", needsReview: false))
        #expect(text.contains("\"needs_review\""))
        let anytime = try #require(text.range(of: "\"anytime\""))
        let title = try #require(text.range(of: "\"title\""))
        #expect(anytime.lowerBound < title.lowerBound)
        #expect(catalog.json == catalog.json)
    }
}
