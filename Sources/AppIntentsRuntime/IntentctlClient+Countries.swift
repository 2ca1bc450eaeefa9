import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension IntentctlClient {
    /// `GET /v1/countries`' answer.
    private struct CountriesAnswer: Decodable {
        var q: String
        var countries: [IntentctlCountry]
    }

    /// The countries for what the person types (a code such as `FR` or `UK`, or a name in any language the
    /// service has), best first, as `GET /v1/countries` orders them; for an empty text, those with the most
    /// places. Offline, the cached countries whose code starts with the text or whose name holds it.
    func countries(matching text: String) async -> [IntentctlCountry] {
        let answer: CountriesAnswer? = await fetch(
            IntentctlService.countriesPath,
            query: [("q", text), ("limit", String(configuration.limit)), ("locale", configuration.languageTag)])
        guard let answer, answer.q == text else { return cachedCountries(matching: text) }
        remember(answer.countries)
        return answer.countries
    }

    /// The countries with these ISO 3166 codes, in order, leaving out codes the service does not know and
    /// never sending one that is not two capital letters. A code it cannot be asked about is answered from the
    /// cache.
    func countries(_ codes: [String]) async -> [IntentctlCountry] {
        var found: [IntentctlCountry] = []
        for code in codes {
            guard code.utf8.count == 2, code.utf8.allSatisfy({ (65...90).contains($0) }) else { continue }
            let answer: CountriesAnswer? = await fetch(
                IntentctlService.countriesPath,
                query: [("q", code), ("limit", "3"), ("locale", configuration.languageTag)])
            if let answer {
                found += answer.countries.first { $0.code == code }.map { [$0] } ?? []
            } else if let cached = cache.countries?.first(where: { $0.code == code }) {
                found.append(cached)
            }
        }
        remember(found)
        return found
    }

    /// Keeps countries the service gave, the latest first.
    private func remember(_ countries: [IntentctlCountry]) {
        guard !countries.isEmpty else { return }
        let codes = Set(countries.map(\.code))
        let others = (cache.countries ?? []).filter { !codes.contains($0.code) }
        cache.countries = Array((countries + others).prefix(Self.cacheLimits.countries))
        saveCache()
    }

    /// The cached countries whose code starts with the text or whose name holds it.
    private func cachedCountries(matching text: String) -> [IntentctlCountry] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return (cache.countries ?? []).filter { country in
            folded.isEmpty || country.code.lowercased().hasPrefix(folded)
                || [country.name, country.displayName].contains {
                    $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(folded)
                }
        }
        .prefix(configuration.limit).map { $0 }
    }
}
