// Probe: an AppEnum's cases where DisplayRepresentable values are needed. Apple's AppEnum is
// StaticDisplayRepresentable, not DisplayRepresentable, so Xcode rejects this; the stand-in must too.

import AppIntents

enum Color: String, AppEnum {
    case red, green

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    static let caseDisplayRepresentations: [Color: DisplayRepresentation] = [.red: "Red", .green: "Green"]
}

func colors() -> IntentItemCollection<Color> {
    IntentItemCollection(items: Color.allCases)
}
