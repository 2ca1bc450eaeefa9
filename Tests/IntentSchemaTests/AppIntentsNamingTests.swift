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

}
