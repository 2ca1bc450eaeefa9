import Foundation
import SchemaTestSupport
import TestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

/// A `"migrations"` declaration for the rich schema (version 3) and the problem it has.
struct MigrationDeclarationCase: Sendable, CustomTestStringConvertible {
    let name: String
    let migrations: String
    let code: DiagnosticCode
    let path: String
    var hint: String? = nil

    var testDescription: String { name }
}

@Suite("Schema migrations")
struct SchemaMigrationTests {
    /// The rich schema with these migrations.
    static func rich(migrations: String) -> String {
        SchemaFixtures.richText.replacingOccurrences(
            of: #""title": "Rich","#, with: #""title": "Rich", "migrations": \#(migrations),"#)
    }

    static func step(_ body: String) -> String {
        #"[{"from": 2, "to": 3, "steps": [\#(body)]}]"#
    }

    static let declarations: [MigrationDeclarationCase] = [
        MigrationDeclarationCase(
            name: "the chain ends before the schema's version", migrations: #"[{"from": 1, "to": 2, "steps": []}]"#,
            code: .schemaMigrationGap, path: "$.migrations[0].to"),
        MigrationDeclarationCase(
            name: "a gap in the chain",
            migrations: #"[{"from": 1, "to": 2, "steps": []}, {"from": 3, "to": 4, "steps": []}]"#,
            code: .schemaMigrationGap, path: "$.migrations[0].to"),
        MigrationDeclarationCase(
            name: "two migrations from one version",
            migrations: #"[{"from": 2, "to": 3, "steps": []}, {"from": 2, "to": 3, "steps": []}]"#,
            code: .schemaMigrationGap, path: "$.migrations[1].from"),
        MigrationDeclarationCase(
            name: "a migration that skips a version", migrations: #"[{"from": 1, "to": 3, "steps": []}]"#,
            code: .schemaInvalidValue, path: "$.migrations[0].to"),
        MigrationDeclarationCase(
            name: "a rename to an unknown parameter",
            migrations: step(#"{"op": "renameParameter", "parameter": "kind", "to": "moda"}"#),
            code: .schemaUnknownParameter, path: "$.migrations[0].steps[0].to", hint: "did you mean \"mode\"?"),
        MigrationDeclarationCase(
            name: "a rename from a name still in use",
            migrations: step(#"{"op": "renameParameter", "parameter": "direct", "to": "mode"}"#),
            code: .schemaInvalidMigration, path: "$.migrations[0].steps[0].parameter"),
        MigrationDeclarationCase(
            name: "a drop of a parameter the version has",
            migrations: step(#"{"op": "dropParameter", "parameter": "note"}"#),
            code: .schemaInvalidMigration, path: "$.migrations[0].steps[0].parameter"),
        MigrationDeclarationCase(
            name: "a value of the wrong type",
            migrations: step(#"{"op": "setValue", "parameter": "budget", "value": "lots"}"#),
            code: .schemaInvalidMigration, path: "$.migrations[0].steps[0].value"),
        MigrationDeclarationCase(
            name: "a value that is not a case",
            migrations: step(#"{"op": "setValue", "parameter": "mode", "value": "simpel"}"#),
            code: .schemaInvalidMigration, path: "$.migrations[0].steps[0].value", hint: "did you mean \"simple\"?"),
        MigrationDeclarationCase(
            name: "a case renamed to an unknown case",
            migrations: step(#"{"op": "renameCase", "parameter": "mode", "case": "basic", "to": "simpel"}"#),
            code: .schemaUnknownCase, path: "$.migrations[0].steps[0].to", hint: "did you mean \"simple\"?"),
        MigrationDeclarationCase(
            name: "a mapped case that still exists",
            migrations: step(#"{"op": "mapCase", "parameter": "mode", "case": "simple", "to": "advanced"}"#),
            code: .schemaInvalidMigration, path: "$.migrations[0].steps[0].case"),
        MigrationDeclarationCase(
            name: "an unknown step", migrations: step(#"{"op": "renameParam", "parameter": "mode", "to": "x"}"#),
            code: .schemaInvalidValue, path: "$.migrations[0].steps[0].op", hint: "did you mean \"renameParameter\"?"),
        MigrationDeclarationCase(
            name: "a step missing its target", migrations: step(#"{"op": "renameCase", "parameter": "mode"}"#),
            code: .schemaMissingKey, path: "$.migrations[0].steps[0].case"),
    ]

    @Test("loading checks migrations with located diagnostics", arguments: declarations)
    func declarationProblems(_ example: MigrationDeclarationCase) throws {
        let result = SchemaLoader().load(Self.rich(migrations: example.migrations), file: "rich.json")
        #expect(result.schema == nil)
        let diagnostic = try #require(result.diagnostics.first { $0.code == example.code }, "\(result.diagnostics)")
        #expect(diagnostic.path.description == example.path)
        #expect(diagnostic.location != nil)
        if let hint = example.hint { #expect(diagnostic.hint == hint) }
    }

    /// A schema at version 3 whose migrations carry configurations from version 1: "from" became
    /// "origin" and "currency" went in version 2, where "travellers" lost the case "couple";
    /// version 3 renamed "travellers" to "party" and added the required "cabin".
    static let tripText = SchemaFixtures.migratingTripText
    static let trip = SchemaFixtures.migratingTrip

    @Test(
        "a chain over three versions carries each version's configurations to the last",
        arguments: [
            (
                #"{"schema": "trip", "version": 1, "values": {"from": "ZRH", "travellers": "couple", "currency": "CHF"}}"#,
                ["origin": "ZRH", "party": "pair", "cabin": "economy"], 1, 5
            ),
            (
                #"{"schema": "trip", "version": 2, "values": {"origin": "OSL", "travellers": "solo"}}"#,
                ["origin": "OSL", "party": "solo", "cabin": "economy"], 2, 2
            ),
            (
                #"{"schema": "trip", "version": 3, "values": {"origin": "LIS", "party": "group", "cabin": "business"}}"#,
                ["origin": "LIS", "party": "group", "cabin": "business"], nil, 0
            ),
        ] as [(String, [String: String], Int?, Int)])
    func threeVersions(document: String, expected: [String: String], from: Int?, steps: Int) throws {
        let schema = try #require(Self.trip)
        let result = ConfigurationValidator(schema: schema).validate(Array(document.utf8))
        let configuration = try #require(result.configuration, "\(result.diagnostics)")
        #expect(configuration.values == expected.mapValues { .string($0) })
        #expect(configuration.schemaVersion == 3)
        #expect(configuration.migratedFrom == from)
        #expect(configuration.migrationSteps.count == steps)
        #expect(result.diagnostics.map(\.code) == (steps > 0 ? [.configNeedsMigration] : []))
    }

    @Test("a configuration that still needs a person's choice after migrating names the parameter")
    func needsAChoice() throws {
        let schema = try #require(Self.trip)
        // Version 2 had no case "couple" any more, and no migration after it maps one.
        let document = #"{"schema": "trip", "version": 2, "values": {"origin": "OSL", "travellers": "couple"}}"#
        let result = ConfigurationValidator(schema: schema).validate(Array(document.utf8))
        #expect(result.configuration == nil)
        let problem = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(problem.code == .configUnknownCase)
        #expect(problem.path.description == "$.values.party")
        #expect(result.diagnostics.contains { $0.code == .configNeedsMigration })
    }

    @Test("after a version bump with nothing to migrate, a configuration that still validates is not flagged")
    func compatibleBump() throws {
        var schema = SchemaFixtures.dealsWidget
        schema.version = 2
        let validator = ConfigurationValidator(schema: schema, providers: ["airports": SchemaFixtures.airports])
        let document =
            #"{"schema": "deals-widget", "version": 1, "values": {"location": "LHR", "travellers": "one"}}"#
        let result = validator.validate(Array(document.utf8))
        let configuration = try #require(result.configuration)
        #expect(result.diagnostics.isEmpty)
        #expect(configuration.migratedFrom == 1)
        #expect(!configuration.needsMigration)
        // A later version than the schema's is an error: no migration goes backwards.
        let later = #"{"schema": "deals-widget", "version": 3, "values": {"location": "LHR"}}"#
        let refused = validator.validate(Array(later.utf8))
        #expect(refused.diagnostics.map(\.code) == [.configVersionMismatch])
    }

    @Test("the schema encoder writes migrations back as they were read")
    func roundTrip() throws {
        let schema = try #require(Self.trip)
        let text = JSONWriter.write(SchemaEncoder().encode(schema))
        #expect(SchemaLoader().load(text).schema == schema)
        let example = try #require(
            SchemaLoader().load(Fixtures.text("schemas/examples/deals-widget-v2.json")).schema)
        #expect(example.migrations.count == 1)
        #expect(SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(example))).schema == example)
    }

}
