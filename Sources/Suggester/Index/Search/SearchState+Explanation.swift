extension SearchState {
    /// Why a result ranked where it did: its score, each word's best match, the place's importance
    /// and where it came from, and the tier. For browsing, the distance or the importance.
    func explanation(for result: SearchResult, at position: Int, query: SuggestionQuery) -> String {
        if words.isEmpty, query.near != nil {
            return "\(Int((-result.score).rounded())) km away"
        }
        var parts: [String] = []
        if result.isCodeMatch { parts.append("code match") }
        if position + 1 < resultMatchStart.count {
            for match in resultMatches[resultMatchStart[position]..<resultMatchStart[position + 1]] {
                let kind: String =
                    switch match.kind {
                    case .exact: "exact"
                    case .prefix: "prefix"
                    case .fuzzy(let edits): "\(edits) typo\(edits == 1 ? "" : "s")"
                    }
                parts.append("\(kind) \(match.field) word #\(match.position + 1) (\(Self.fixed(match.score, 2)))")
            }
        }
        var importanceText = "importance \(Self.fixed(tables.placeImportance[result.place], 2))"
        let passengers = tables.placePassengers[result.place]
        if tables.placeKind[result.place] == PlaceKind.city.snapshotValue {
            // A city group: its airports' passengers together (SuggestionScoring.importance(ofCityGroupServedBy:)).
            var together: Int64 = 0
            for entry in Int(tables.groupStart[result.place])..<Int(tables.groupStart[result.place + 1]) {
                let member = tables.groupMember[entry]
                if member != IndexData.none { together += max(0, tables.placePassengers[Int(member)]) }
            }
            importanceText +=
                together > 0
                ? " from its airports' \(Self.fixed(Double(together) / 1_000_000, 1))M passengers"
                : " from its best airport"
        } else if passengers >= 0 {
            importanceText += " from \(Self.fixed(Double(passengers) / 1_000_000, 1))M passengers"
        } else {
            let type = AirportType(snapshotValue: tables.placeType[result.place]).rawValue.replacing("_", with: " ")
            importanceText += " from \(type)\(tables.placeScheduled[result.place] == 1 ? ", scheduled service" : "")"
        }
        parts.append(importanceText)
        if result.tier == 1 { parts.append("typo tier") }
        if result.tier == SearchResult.partialTier { parts.append("partial match tier") }
        return "score \(Self.fixed(result.score, 3)): " + parts.joined(separator: "; ")
    }

    /// A number with a fixed count of decimals, without Foundation.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return value.description }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return decimals == 0
            ? "\(sign)\(whole)"
            : "\(sign)\(whole).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
    }
}
