import SchemaTestSupport
import TestSupport
import Testing

@testable import IntentSchema

/// One kind of change to the rich schema (version 3), made in version 4 unless it says otherwise.
struct SchemaDiffCase: Sendable, CustomTestStringConvertible {
    let name: String
    let kind: SchemaChange.Kind
    let isBreaking: Bool
    /// Whether a migration step of the new version covers the change.
    let isCovered: Bool
    let change: @Sendable (inout WidgetSchema) -> Void

    var testDescription: String { name }
}

@Suite("Schema diff")
struct SchemaDiffTests {
    static let old = SchemaFixtures.rich

    /// Sets a parameter's fields.
    static func edit(_ schema: inout WidgetSchema, _ id: String, _ body: (inout Parameter) -> Void) {
        let index = schema.parameters.firstIndex { $0.id == id }!
        body(&schema.parameters[index])
    }

    static func migrate(_ schema: inout WidgetSchema, _ steps: SchemaMigration.Step...) {
        schema.migrations = [SchemaMigration(fromVersion: 3, steps: steps)]
    }

    static let cases: [SchemaDiffCase] = [
        SchemaDiffCase(name: "a parameter removed", kind: .parameterRemoved, isBreaking: true, isCovered: false) {
            $0.parameters.removeAll { $0.id == "note" }
        },
        SchemaDiffCase(
            name: "a parameter removed and dropped", kind: .parameterRemoved, isBreaking: true, isCovered: true
        ) {
            $0.parameters.removeAll { $0.id == "note" }
            migrate(&$0, .dropParameter("note"))
        },
        SchemaDiffCase(
            name: "a parameter renamed by a migration", kind: .parameterRenamed, isBreaking: true, isCovered: true
        ) {
            edit(&$0, "note") { $0.id = "remark" }
            migrate(&$0, .renameParameter(from: "note", to: "remark"))
        },
        SchemaDiffCase(
            name: "a required parameter added without a default", kind: .parameterAdded, isBreaking: true,
            isCovered: false
        ) {
            $0.parameters.append(
                Parameter(id: "seats", title: "Seats", kind: .integer(minimum: 1, maximum: 9), isRequired: true))
        },
        SchemaDiffCase(
            name: "a required parameter added with a migrated value", kind: .parameterAdded, isBreaking: true,
            isCovered: true
        ) {
            $0.parameters.append(
                Parameter(id: "seats", title: "Seats", kind: .integer(minimum: 1, maximum: 9), isRequired: true))
            migrate(&$0, .setValue(parameter: "seats", value: .integer(1)))
        },
        SchemaDiffCase(
            name: "an optional parameter added", kind: .parameterAdded, isBreaking: false, isCovered: false
        ) {
            $0.parameters.append(Parameter(id: "seats", title: "Seats", kind: .integer(minimum: 1, maximum: 9)))
        },
        SchemaDiffCase(name: "a kind changed", kind: .kindChanged, isBreaking: true, isCovered: false) {
            edit(&$0, "direct") { $0.kind = .string(StringConstraints()) }
            $0.parameters[$0.parameters.firstIndex { $0.id == "direct" }!].defaultValue = nil
        },
        SchemaDiffCase(name: "a case removed", kind: .caseRemoved, isBreaking: true, isCovered: false) {
            edit(&$0, "mode") { $0.kind = .enumeration([EnumCase(id: "simple", title: "Simple")]) }
        },
        SchemaDiffCase(name: "a case removed and mapped", kind: .caseRemoved, isBreaking: true, isCovered: true) {
            edit(&$0, "mode") { $0.kind = .enumeration([EnumCase(id: "simple", title: "Simple")]) }
            edit(&$0, "budget") { $0.activation?.predicate = .equals(.string("simple")) }
            migrate(&$0, .mapCase(parameter: "mode", from: "advanced", to: "simple"))
        },
        SchemaDiffCase(name: "a case renamed", kind: .caseRenamed, isBreaking: true, isCovered: true) {
            edit(&$0, "mode") {
                $0.kind = .enumeration([
                    EnumCase(id: "simple", title: "Simple"), EnumCase(id: "expert", title: "Advanced"),
                ])
            }
            edit(&$0, "budget") { $0.activation?.predicate = .equals(.string("expert")) }
            migrate(&$0, .renameCase(parameter: "mode", from: "advanced", to: "expert"))
        },
        SchemaDiffCase(name: "a case added", kind: .caseAdded, isBreaking: false, isCovered: false) {
            edit(&$0, "mode") {
                $0.kind = .enumeration(($0.kind.cases ?? []) + [EnumCase(id: "guided", title: "Guided")])
            }
        },
        SchemaDiffCase(name: "a range narrowed", kind: .constraintNarrowed, isBreaking: true, isCovered: false) {
            edit(&$0, "budget") { $0.kind = .integer(minimum: 1, maximum: 1000) }
        },
        SchemaDiffCase(name: "a range widened", kind: .constraintWidened, isBreaking: false, isCovered: false) {
            edit(&$0, "budget") { $0.kind = .integer(minimum: 0, maximum: nil) }
        },
        SchemaDiffCase(name: "a length narrowed", kind: .constraintNarrowed, isBreaking: true, isCovered: false) {
            edit(&$0, "note") { $0.kind = .string(StringConstraints(maximumLength: 5)) }
        },
        SchemaDiffCase(name: "a pattern changed", kind: .constraintNarrowed, isBreaking: true, isCovered: false) {
            edit(&$0, "airline") { $0.kind = .string(StringConstraints(pattern: "[A-Z]{2}")) }
        },
        SchemaDiffCase(name: "a provider changed", kind: .providerChanged, isBreaking: true, isCovered: false) {
            edit(&$0, "location") { $0.kind = .dynamic(DynamicOptions(provider: "stations")) }
        },
        SchemaDiffCase(
            name: "text given options the app gives", kind: .presentationChanged, isBreaking: false, isCovered: false
        ) {
            edit(&$0, "note") { $0.kind = .dynamic(DynamicOptions(provider: "notes", hasTextValues: true)) }
        },
        SchemaDiffCase(
            name: "options' texts stored instead of their ids", kind: .providerChanged, isBreaking: true,
            isCovered: false
        ) {
            edit(&$0, "location") {
                guard case .dynamic(var options) = $0.kind else { return }
                options.hasTextValues = true
                $0.kind = .dynamic(options)
            }
        },
        SchemaDiffCase(
            name: "places answered on the device instead of by the service", kind: .presentationChanged,
            isBreaking: false, isCovered: false
        ) {
            edit(&$0, "location") {
                guard case .dynamic(var options) = $0.kind else { return }
                options.source = .device
                $0.kind = .dynamic(options)
            }
        },
        SchemaDiffCase(
            name: "a relationship changed", kind: .relationshipChanged, isBreaking: true, isCovered: false
        ) {
            edit(&$0, "note") {
                $0.activation = ActivationCondition(parameter: "mode", predicate: .equals(.string("advanced")))
            }
        },
        SchemaDiffCase(
            name: "an optional parameter made required", kind: .becameRequired, isBreaking: true, isCovered: true
        ) {
            edit(&$0, "note") { $0.isRequired = true }
            migrate(&$0, .setValue(parameter: "note", value: .string("none")))
        },
        SchemaDiffCase(
            name: "a required parameter made optional", kind: .becameOptional, isBreaking: false, isCovered: false
        ) {
            edit(&$0, "budget") { $0.isRequired = false }
        },
        SchemaDiffCase(name: "a default changed", kind: .defaultChanged, isBreaking: false, isCovered: false) {
            edit(&$0, "mode") { $0.defaultValue = .string("advanced") }
        },
        SchemaDiffCase(name: "a title translated", kind: .textChanged, isBreaking: false, isCovered: false) {
            edit(&$0, "mode") { $0.title = LocalizedText("Mode", translations: ["de": "Modus"]) }
        },
        SchemaDiffCase(
            name: "how options are searched", kind: .presentationChanged, isBreaking: false, isCovered: false
        ) {
            edit(&$0, "location") { $0.kind = .dynamic(DynamicOptions(provider: "airports", minimumQueryLength: 2)) }
        },
        SchemaDiffCase(name: "the schema id changed", kind: .schemaIDChanged, isBreaking: true, isCovered: false) {
            $0.id = "richer"
        },
    ]

    @Test("each kind of change is found and classified", arguments: cases)
    func classifies(_ example: SchemaDiffCase) throws {
        var new = Self.old
        new.version = 4
        example.change(&new)
        let diff = SchemaDiff(from: Self.old, to: new)
        let found = diff.changes.filter { $0.kind == example.kind }
        let change = try #require(found.count == 1 ? found.first : nil, "found \(diff.changes)")
        #expect(change.isBreaking == example.isBreaking)
        #expect((change.coveredBy != nil) == example.isCovered)
        // No other change is breaking, so that the exit status follows from this one alone.
        #expect(diff.changes.filter { $0.isBreaking && $0 != change }.isEmpty, "\(diff.changes)")
        #expect(diff.hasUncoveredBreakingChanges == (example.isBreaking && !example.isCovered))
    }

    @Test("a change of source says so, and does not hide a change in how the options are searched beside it")
    func sourceBesideSearch() throws {
        var new = Self.old
        new.version = 4
        Self.edit(&new, "location") {
            guard case .dynamic(var options) = $0.kind else { return }
            options.source = .device
            options.suggestedCount += 1
            $0.kind = .dynamic(options)
        }
        let messages = SchemaDiff(from: Self.old, to: new).changes.filter { $0.kind == .presentationChanged }
            .map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("searched changed") })
        #expect(messages.contains { $0.contains("answered from the index on the device, not the service") })
    }

    @Test("identical versions have no changes; a breaking change without a version bump is flagged")
    func versions() {
        #expect(SchemaDiff(from: Self.old, to: Self.old).changes.isEmpty)
        var same = Self.old
        same.parameters.removeAll { $0.id == "note" }
        let kinds = SchemaDiff(from: Self.old, to: same).changes.map(\.kind)
        #expect(kinds == [.parameterRemoved, .versionNotIncreased])
        var older = Self.old
        older.version = 2
        #expect(SchemaDiff(from: Self.old, to: older).changes.map(\.kind) == [.versionNotIncreased])
    }

    @Test("the shipped example versions differ only by changes their migration covers")
    func shippedExamples() throws {
        let v1 = try #require(SchemaLoader().load(Fixtures.text("schemas/examples/deals-widget-v1.json")).schema)
        let v2 = try #require(SchemaLoader().load(Fixtures.text("schemas/examples/deals-widget-v2.json")).schema)
        let diff = SchemaDiff(from: v1, to: v2)
        #expect(
            diff.changes.map(\.kind) == [.textChanged, .parameterRenamed, .caseRenamed, .caseRemoved, .parameterAdded])
        #expect(!diff.hasUncoveredBreakingChanges)
        #expect(SchemaDiff(from: v1, to: SchemaFixtures.dealsWidget).changes.isEmpty)
    }
}
