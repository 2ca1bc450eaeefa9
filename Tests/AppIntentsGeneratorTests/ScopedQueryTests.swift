import AppIntentsGenerator
import DocumentFormats
import IntentSchema
import Testing

/// The query of a parameter whose options another parameter narrows (`"scope"`), and of the service's countries.
@Suite("Scoped queries")
struct ScopedQueryTests {
    /// A country, a home airport, and airports narrowed by both.
    static let schema = """
        {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
          {"id": "country", "title": "Country", "kind": "dynamic", "provider": "countries"},
          {"id": "home", "title": "Home", "kind": "dynamic", "provider": "airports"},
          {"id": "origin", "title": "Origin", "kind": "dynamic", "provider": "airports",
           "scope": {"country": "country", "near": "home"}}]}
        """

    @Test("each scoping parameter is a dependency of its own, and both reach the search and the sections")
    func dependencies() throws {
        let files = try GeneratorFixtures.files(GeneratorFixtures.schema(Self.schema))
        let query = try #require(files["OriginQuery.swift"])
        #expect(query.contains("@IntentParameterDependency<WConfigurationIntent>(\\.$country)\n    var scopeCountry"))
        #expect(query.contains("@IntentParameterDependency<WConfigurationIntent>(\\.$home)\n    var scopeNear"))
        #expect(
            query.contains("client.suggest(string, country: scopeCountry?.country.id, near: scopeNear?.home.id)"))
        #expect(query.contains("client.sections(country: scopeCountry?.country.id, near: scopeNear?.home.id)"))
        // Lookups are not narrowed: a stored value resolves whatever the scope is now.
        #expect(query.contains("await client.places(identifiers)"))
        // The unscoped parameters' queries have no dependency.
        #expect(files["HomeQuery.swift"]?.contains("IntentParameterDependency") == false)
        #expect(files["CountryQuery.swift"]?.contains("client.countries(matching: string)") == true)
    }

    @Test(
        "a scope on a countries parameter or on options the app gives never reaches the generator: the schema is refused at the scope",
        arguments: ["countries", "stations"])
    func refused(_ provider: String) throws {
        let loaded = SchemaLoader().load(
            """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
              {"id": "country", "title": "Country", "kind": "dynamic", "provider": "countries"},
              {"id": "other", "title": "Other", "kind": "dynamic", "provider": "\(provider)", "scope": {"country": "country"}}]}
            """)
        #expect(loaded.schema == nil)
        #expect(loaded.diagnostics.map(\.code) == [.schemaInvalidValue])
        #expect(loaded.diagnostics.first?.path.description == "$.parameters[1].scope")
    }
}
