import Testing

@testable import Suggester

@Suite("Query options as text")
struct SuggestionQueryOptionsTests {
    struct Refused: CustomTestStringConvertible, Sendable {
        var limit: String? = nil
        var country: String? = nil
        var kind: String? = nil
        var near: String? = nil
        var option: String
        var testDescription: String { "\(option): \([limit, country, kind, near].compactMap { $0 })" }
    }

    @Test(
        "invalid option text is refused, naming the option",
        arguments: [
            Refused(limit: "0", option: "limit"), Refused(limit: "101", option: "limit"),
            Refused(limit: "ten", option: "limit"), Refused(limit: "+5", option: "limit"),
            Refused(limit: "", option: "limit"), Refused(country: "GBR", option: "country"),
            Refused(country: "G1", option: "country"), Refused(kind: "heliport", option: "kind"),
            Refused(near: "91,0", option: "near"), Refused(near: "0,181", option: "near"),
            Refused(near: "0x10,0", option: "near"), Refused(near: "nan,0", option: "near"),
            Refused(near: "1e2,0", option: "near"), Refused(near: "51.5", option: "near"),
            Refused(near: "1,2,3", option: "near"), Refused(near: ",", option: "near"),
        ])
    func refused(_ example: Refused) {
        #expect {
            try SuggestionQuery(
                text: "x", limit: example.limit, country: example.country, kind: example.kind, near: example.near)
        } throws: { error in
            guard case .invalidOption(let name, _)? = error as? SuggesterError else { return false }
            return name == example.option
        }
    }

    @Test("valid option text becomes the query's filters")
    func accepted() throws {
        let query = try SuggestionQuery(text: "lon", limit: "5", country: "gb", kind: "airport", near: " 51.5 , -0.12 ")
        #expect(query.limit == 5)
        #expect(query.countryCode == "GB")
        #expect(query.kinds == [.airport])
        #expect(query.near?.latitude == 51.5)
        #expect(query.near?.longitude == -0.12)
        let plain = try SuggestionQuery(text: "lon", limit: nil, country: nil, kind: nil, near: nil)
        #expect(plain == SuggestionQuery("lon"))
        #expect(
            try SuggestionQuery(text: "", limit: "50", country: nil, kind: nil, near: nil, maximumLimit: 50).limit == 50
        )
    }
}
