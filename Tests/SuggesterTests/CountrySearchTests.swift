import Testing

@testable import Suggester

/// The countries of the data, searched as a country parameter's picker searches them.
@Suite("Countries")
struct CountrySearchTests {
    @Test(
        "a text finds its countries: the code first, then names that start with it, then later words",
        arguments: [
            ("fr", "FR"), ("FR", "FR"), ("uk", "GB"), ("gb", "GB"), ("france", "FR"), ("frankr", "FR"),
            ("osterreich", "AT"), ("kingdom", "GB"), ("japan", "JP"), ("日本", "JP"), ("allemagne", "DE"),
            ("united s", "US"),
        ])
    func first(text: String, code: String) {
        #expect(bundledIndex.searchCountries(text, limit: 5).first?.code == code)
    }

    @Test("a text that names no country finds none", arguments: ["xyzzy", "zz", "!!!"])
    func none(text: String) {
        #expect(bundledIndex.searchCountries(text, limit: 5).isEmpty)
    }

    @Test("before anything is typed, the countries with the most places, each once, and the limit holds")
    func empty() {
        let all = bundledIndex.countryList()
        #expect(all.count > 200)
        #expect(Set(all.map(\.code)).count == all.count)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.placeCount >= $1.placeCount })
        #expect(bundledIndex.searchCountries("", limit: 3).map(\.code) == all.prefix(3).map(\.code))
        #expect(bundledIndex.searchCountries("a", limit: 4).count == 4)
        #expect(bundledIndex.searchCountries("a", limit: 0).isEmpty)
    }

    @Test("a country by its code: exact or reserved, with its names in other languages")
    func byCode() throws {
        let germany = try #require(bundledIndex.country(code: "de"))
        #expect(germany.name == "Germany")
        #expect(germany.name(in: "fr") == "Allemagne")
        #expect(germany.name(in: "xx") == "Germany")
        #expect(bundledIndex.country(code: "UK")?.code == "GB")
        #expect(bundledIndex.country(code: "QQ") == nil)
    }
}
