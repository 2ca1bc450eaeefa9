import Testing

@testable import Suggester

/// What an app's index keeps of the data (``AirportDataset/trimmed(_:)``).
@Suite("Trimming the data for an app's index")
struct DatasetTrimmingTests {
    /// London's group of a scheduled airport and a heliport, a town of 40,000 and one of 60,000, Moscow with names
    /// in several scripts.
    static let dataset = AirportDataset(
        places: [
            Place(
                kind: .city, code: "LON", name: "London", city: "London", countryCode: "GB",
                airportCodes: ["LHR", "LHE"], localizedNames: ["de": "London", "it": "Londra", "pt-BR": "Londres"]),
            Place(
                kind: .airport, code: "LHR", name: "Heathrow", city: "London", countryCode: "GB", type: .large,
                hasScheduledService: true, cityCode: "LON"),
            Place(
                kind: .airport, code: "LHE", name: "London Heliport", city: "London", countryCode: "GB", type: .heliport
            ),
            Place(
                kind: .city, code: "HEL", name: "Heli Town", city: "Heli Town", countryCode: "GB", airportCodes: ["LHE"]
            ),
            Place(
                kind: .town, code: "geonames:1", name: "Smallton", city: "Smallton", countryCode: "GB",
                airportCodes: ["LHR"], population: 40_000),
            Place(
                kind: .town, code: "geonames:2", name: "Bigton", city: "Bigton", countryCode: "GB",
                airportCodes: ["LHR"], population: 60_000),
            Place(
                kind: .airport, code: "SVO", name: "Sheremetyevo", city: "Moscow", countryCode: "RU", type: .large,
                hasScheduledService: true, aliases: ["Moskau", "Москва", "莫斯科"], wholeTextAliases: ["Moskva Tri"],
                localizedNames: ["ru": "Москва", "de": "Moskau"]),
        ],
        countries: ["RU": NamedArea(code: "RU", name: "Russia", aliases: ["Россия"], localizedNames: ["ru": "Россия"])])

    @Test("it keeps everything unless asked")
    func keepsEverything() {
        #expect(Self.dataset.trimmed(DatasetTrimming()) == Self.dataset)
    }

    @Test("towns of fewer people go; scheduled airports stay, and a city group of none goes")
    func placesLeftOut() {
        let trimmed = Self.dataset.trimmed(DatasetTrimming(minimumTownPopulation: 50_000, scheduledAirportsOnly: true))
        #expect(trimmed.places.map(\.code) == ["LON", "LHR", "geonames:2", "SVO"])
        #expect(trimmed.places.first?.airportCodes == ["LHR"])
    }

    @Test("a town whose airports all went goes, and an airport of a city group that went belongs to none")
    func referencesLeftOut() {
        let dataset = AirportDataset(places: [
            Place(
                kind: .city, code: "HEL", name: "Heli Town", city: "Heli Town", countryCode: "GB", airportCodes: ["LHE"]
            ),
            Place(
                kind: .airport, code: "LHE", name: "Heli Town Heliport", city: "Heli Town", countryCode: "GB",
                type: .heliport, cityCode: "HEL"),
            Place(
                kind: .airport, code: "HTA", name: "Heli Town Airfield", city: "Heli Town", countryCode: "GB",
                type: .small, hasScheduledService: true, cityCode: "HEL"),
            Place(
                kind: .town, code: "geonames:3", name: "Padton", city: "Padton", countryCode: "GB",
                airportCodes: ["LHE"], population: 60_000),
            Place(
                kind: .town, code: "geonames:4", name: "Fieldton", city: "Fieldton", countryCode: "GB",
                airportCodes: ["LHE", "HTA"], population: 60_000),
        ])
        let trimmed = dataset.trimmed(DatasetTrimming(scheduledAirportsOnly: true))
        #expect(trimmed.places.map(\.code) == ["HTA", "geonames:4"])
        #expect(trimmed.places.first?.cityCode == nil)
        #expect(trimmed.places.last?.airportCodes == ["HTA"])
    }

    @Test("names in other languages go, and aliases in scripts those languages do not write")
    func languages() throws {
        let english = Self.dataset.trimmed(DatasetTrimming(languages: ["en", "pt"]))
        let london = try #require(english.places.first)
        #expect(london.localizedNames == ["pt-BR": "Londres"])
        let moscow = try #require(english.places.last)
        #expect(moscow.aliases == ["Moskau"] && moscow.wholeTextAliases.isEmpty && moscow.localizedNames.isEmpty)
        #expect(english.countries["RU"]?.aliases == [] && english.countries["RU"]?.localizedNames == [:])
        let russian = Self.dataset.trimmed(DatasetTrimming(languages: ["ru"]))
        #expect(russian.places.last?.aliases == ["Moskau", "Москва"])
        #expect(russian.places.last?.localizedNames == ["ru": "Москва"])
        #expect(russian.countries["RU"]?.aliases == ["Россия"])
    }

    @Test(
        "a name's script is its first letter's",
        arguments: [
            ("London", WritingScript.latin), ("Москва", .cyrillic), ("Αθήνα", .greek), ("東京", .han),
            ("とうきょう", .kana), ("서울", .hangul), ("القاهرة", .arabic), ("תל אביב", .hebrew), ("'s-Hertogenbosch", .latin),
            ("123", .unknown), ("Ålesund", .latin), ("ʻEwa Beach", .latin), ("ʼAin", .latin), ("ɛkɔ", .latin),
            ("मुंबई", .devanagari), ("ঢাকা", .bengali), ("ਅੰਮ੍ਰਿਤਸਰ", .gurmukhi), ("અમદાવાદ", .gujarati), ("சென்னை", .tamil),
            ("హైదరాబాద్", .telugu), ("ಬೆಂಗಳೂರು", .kannada), ("കൊച്ചി", .malayalam), ("කොළඹ", .sinhala), ("กรุงเทพ", .thai),
            ("ວຽງຈັນ", .lao), ("ရန်ကုန်", .myanmar), ("ភ្នំពេញ", .khmer), ("አዲስ አበባ", .ethiopic), ("ᏣᎳᎩ", .other),
        ])
    func scripts(_ name: String, _ script: WritingScript) {
        #expect(WritingScript(of: name) == script)
    }

    @Test(
        "a language is written in its script, and one the table does not name in Latin letters",
        arguments: [
            ("ta", WritingScript.tamil), ("te", .telugu), ("kn", .kannada), ("ml", .malayalam), ("gu", .gujarati),
            ("pa", .gurmukhi), ("si", .sinhala), ("lo", .lao), ("my", .myanmar), ("km", .khmer), ("am", .ethiopic),
            ("ti", .ethiopic), ("haw", .latin),
        ])
    func languageScripts(_ language: String, _ script: WritingScript) {
        #expect(WritingScript.scripts(ofLanguage: language) == [script])
    }
}
