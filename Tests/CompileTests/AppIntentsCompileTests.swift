import AppIntentsBuild
import AppIntentsGenerator
import CommandLineTestSupport
import Foundation
import IntentSchema
import TestSupport
import TestTiers
import Testing

@testable import IntentctlKit

/// Generated App Intents code and real App Intents code compiled on Linux against `Tests/AppIntentsInterface`,
/// a stand-in declaring the App Intents and WidgetKit API that widget configuration code uses, each with the
/// signature of the Apple documentation page it cites. Generated code compiles in Swift 6 mode with warnings
/// as errors; real public code (`Tests/RealWorld/AppIntents`) compiles as its project does; code Xcode rejects
/// (`Tests/AppIntentsInterface/Probes`) is rejected here too. Xcode remains the final check.
@Suite("App Intents code on Linux", .tags(.compile), .enabled(if: Tier.compile, Tier.compileSkipped))
struct AppIntentsCompileTests {
    @Test(
        "the generated code compiles in Swift 6 mode with warnings as errors",
        arguments: [
            ("examples/weather-widget.json", "WeatherWidgetExtension"),
            ("examples/trip-planner.json", "TripPlannerExtension"),
        ])
    func compile(_ schema: String, _ module: String) throws {
        let (output, folder) = try GenerateCommand.generate(["--schema", Fixtures.url(schema).path])
        #expect(output.status == 0, "\(output.stderr)")
        try StandInCompiler.compiles(folder, module: module)
    }

    /// The schemas whose one file the default tier type-checks (several values: a shape the folders' compile
    /// tests do not hold), and those `PluginFileSlowTests` adds (the widget package builds the deals schema's
    /// too).
    static let pluginFileSchemas = [("examples/multi-origin.json", "MultiOrigin")]
    static let slowPluginFileSchemas = [
        ("schemas/deals-widget.json", "DealsWidget"), ("examples/trip-planner.json", "TripPlannerExtension"),
    ]

    @Test(
        "the build plugin's one file compiles as the folder does",
        arguments: pluginFileSchemas)
    func pluginFile(_ schema: String, _ module: String) throws {
        let file = try TemporaryFolders.make().appendingPathComponent(CombinedSwiftFile.name)
        let result = PluginTool.run(
            ["file", "--schema", Fixtures.url(schema).path, "--output", file.path, "--module", module, "--package"])
        #expect(result.status == 0, "\(result.errors)")
        try StandInCompiler.typechecks([file.path], module: module)
    }

    @Test("a widget with no parameters, as Xcode's Configuration template imports, generates code that compiles")
    func noParameters() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("plain.json")
        try Data(
            #"{"formatVersion": 1, "id": "plain", "version": 1, "title": "Plain", "parameters": [], "siriKit": {"intentClassName": "ConfigurationIntent", "namespace": "88xZPY"}}"#
                .utf8
        ).write(to: schema)
        let (output, generated) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let intent = try String(
            contentsOf: generated.appendingPathComponent("PlainConfigurationIntent.swift"), encoding: .utf8)
        #expect(!intent.contains("@Parameter"))
        try StandInCompiler.compiles(generated, module: "PlainExtension")
    }

    @Test("a widget imported from its SiriKit definition generates a migrated intent that compiles")
    func migrated() throws {
        let schema = try TemporaryFolders.make().appendingPathComponent("imported.json")
        let imported = CLIRunner.runInProcess(
            [
                "schema", "import", Fixtures.url("examples/sirikit/InspirationalConfiguration.intentdefinition").path,
                "--provider", "Location=airports", "--id", "deals-widget", "-o", schema.path,
            ], stdin: nil, environment: [:])
        #expect(imported.status == 0, "\(imported.stderr)")
        let (output, folder) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let intent = try String(
            contentsOf: folder.appendingPathComponent("DealsWidgetConfigurationIntent.swift"), encoding: .utf8)
        #expect(intent.contains("WidgetConfigurationIntent, CustomIntentMigratedAppIntent {"))
        #expect(intent.contains("static let intentClassName = \"InspirationalConfigurationIntent\""))
        #expect(intent.contains("var locationParameter: Location?"))
        #expect(intent.contains("var travellersParameter: Travellers"))
        try StandInCompiler.compiles(folder, module: "MigratedExtension")
    }

    @Test("an imported definition generates with no --provider: its custom type becomes a provider the app gives")
    func importedWithoutProviders() throws {
        let schema = try TemporaryFolders.make().appendingPathComponent("imported.json")
        let imported = CLIRunner.runInProcess(
            [
                "schema", "import", Fixtures.url("examples/sirikit/InspirationalConfiguration.intentdefinition").path,
                "-o", schema.path,
            ], stdin: nil, environment: [:])
        #expect(imported.status == 0, "\(imported.stderr)")
        let (output, folder) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let implementations = try StandInCompiler.appImplementations(for: folder)
        #expect(implementations.count == 1)
        try StandInCompiler.typechecks(
            try StandInCompiler.sources(folder) + implementations, module: "ImportedExtension")
    }

    @Test("options' texts generate text with an options provider, of one value and of several, that compiles")
    func textOptions() throws {
        let schema = try TemporaryFolders.make().appendingPathComponent("texts.json")
        try Data(
            #"""
            {"formatVersion": 1, "id": "followers", "version": 1, "title": "Followers", "parameters": [
              {"id": "accounts", "title": "Accounts", "prompt": "Which accounts?", "kind": "dynamic",
               "provider": "accounts", "textValues": true,
               "multipleValues": {"maximum": 6, "byFamily": {"systemSmall": 3}}},
              {"id": "handle", "title": "Handle", "kind": "dynamic", "provider": "accounts", "textValues": true,
               "default": "@a"}],
             "recommendations": [{"title": "Two accounts", "values": {"accounts": ["@a", "@b"], "handle": "@a"}}]}
            """#.utf8
        ).write(to: schema)
        let (output, folder) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let intent = try String(
            contentsOf: folder.appendingPathComponent("FollowersConfigurationIntent.swift"), encoding: .utf8)
        #expect(intent.contains("var accounts: [String]?"))
        try StandInCompiler.typechecks(
            try StandInCompiler.sources(folder) + StandInCompiler.appImplementations(for: folder),
            module: "FollowersExtension")
    }

    @Test("the generated code is clean under swift format lint --strict")
    func formatted() throws {
        let folders = GenerateCommand.goldenSchemas.map {
            Fixtures.url("Tests/Goldens/AppIntents/\($0.golden)")
        }
        let output = try CLIRunner.runProcess(
            ["swift", "format", "lint", "--strict", "--configuration", Fixtures.url(".swift-format").path]
                + folders.flatMap(StandInCompiler.sources),
            binary: URL(fileURLWithPath: "/usr/bin/env"), seconds: 120)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
    }

    /// Code Xcode rejects, each with what the stand-in must say: a probe that type-checks here would mean the
    /// stand-in accepts code that does not build in Xcode.
    static let probes: [(file: String, error: String)] = [
        ("EnumAsEntities.swift", "requires that 'Color' conform to 'DisplayRepresentable'"),
        ("EqualTypeDisplayRepresentations.swift", "binary operator '==' cannot be applied"),
        ("QueryWithoutLookup.swift", "does not conform to protocol 'EntityQuery'"),
        ("SectionItemsAreItems.swift", "has no member 'id'"),
        ("ParameterDependencyNeedsParameter.swift", "IntentParameter"),
        ("DialogResultNeedsDialog.swift", "requires the types 'Never' and 'IntentDialog' be equivalent"),
        ("SizeNeedsEntities.swift", "(aka 'String') conform to 'AppEntity'"),
    ]

    /// Widget code as real projects write it with the declarations added for Apple fidelity v3: one size for
    /// every family (`size: 2`, as a public OTP widget's `@Parameter(title:default:size:)` does), sizes by family,
    /// a package type and the one that includes it, and the recommendations watchOS offers.
    static let sizesPackagesRecommendations = """
        import AppIntents
        import WidgetKit

        struct Card: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Card"
            static let defaultQuery = CardQuery()
            let id: String
            var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }

        struct CardQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Card] { identifiers.map(Card.init) }
            func suggestedEntities() async throws -> [Card] { [] }
        }

        struct PairIntent: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Pair"
            @Parameter(title: "Cards", default: [], size: 2)
            var cards: [Card]
            @Parameter(title: "More", size: [.systemSmall: 1, .systemLarge: IntentCollectionSize(min: 1, max: 4)])
            var more: [Card]?
        }

        struct CardsPackage: AppIntentsPackage {}

        struct ExtensionPackage: AppIntentsPackage {
            static var includedPackages: [any AppIntentsPackage.Type] { [CardsPackage.self] }
        }

        struct Entry: TimelineEntry { let date: Date }

        struct Provider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func snapshot(for configuration: PairIntent, in context: Context) async -> Entry { Entry(date: .now) }
            func timeline(for configuration: PairIntent, in context: Context) async -> Timeline<Entry> {
                Timeline(entries: [Entry(date: .now)], policy: .never)
            }
            func recommendations() -> [AppIntentRecommendation<PairIntent>] {
                [AppIntentRecommendation(intent: PairIntent(), description: "Two cards")]
            }
        }

        """

    @Test("recommended countries and several places generate code that compiles")
    func recommendedCountriesAndSeveralValues() throws {
        let folder = try TemporaryFolders.make()
        var schema = try #require(
            try JSONSerialization.jsonObject(with: Data(Fixtures.text("examples/multi-origin.json").utf8))
                as? [String: Any])
        schema["recommendations"] = [
            ["title": "From London", "values": ["country": "GB", "origins": ["LHR", "LGW"]]]
        ]
        let file = folder.appendingPathComponent("multi-origin.json")
        try JSONSerialization.data(withJSONObject: schema).write(to: file)
        let (output, generated) = try GenerateCommand.generate(["--schema", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        let provider = try String(
            contentsOf: generated.appendingPathComponent("MultiOriginTimelineProvider.swift"), encoding: .utf8)
        #expect(provider.contains("IntentctlCountry(code: \"GB\""), "\(provider)")
        #expect(provider.contains("IntentctlPlace(code: \"LGW\""), "\(provider)")
        try StandInCompiler.compiles(generated, module: "MultiOriginExtension")
    }

    @Test(
        "places on the device: two parameters, one of several values scoped by a country and a place, with defaults and a recommendation, generate code that compiles"
    )
    func devicePlaces() throws {
        let folder = try TemporaryFolders.make()
        let file = folder.appendingPathComponent("device.json")
        try Data(
            #"""
            {"formatVersion": 1, "id": "device-trips", "version": 1, "title": "Trips", "parameters": [
              {"id": "country", "title": "Country", "kind": "dynamic", "provider": "countries"},
              {"id": "home", "title": "Home", "kind": "dynamic", "provider": "airports", "source": "device",
               "default": "LHR"},
              {"id": "origins", "title": "Origins", "kind": "dynamic", "provider": "airports", "source": "device",
               "multipleValues": {"maximum": 3}, "scope": {"country": "country", "near": "home"}}],
             "recommendations": [{"title": "From London", "values": {"home": "LON", "origins": ["LHR", "LGW"]}}]}
            """#.utf8
        ).write(to: file)
        let (output, generated) = try GenerateCommand.generate(["--schema", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        let origins = try String(contentsOf: generated.appendingPathComponent("OriginsQuery.swift"), encoding: .utf8)
        #expect(origins.contains("index.suggest(string, country: scopeCountry"), "\(origins)")
        try StandInCompiler.typechecks(
            try StandInCompiler.sources(generated), module: "DeviceTripsExtension",
            importing: try StandInCompiler.suggester.get().importing)
    }

    @Test("one size for every family, package types and recommendations type-check as real code writes them")
    func sizesPackagesAndRecommendations() throws {
        let file = try TemporaryFolders.make().appendingPathComponent("Usage.swift")
        try Data(Self.sizesPackagesRecommendations.utf8).write(to: file)
        try StandInCompiler.typechecks([file.path], module: "Usage")
    }

    @Test("code that Xcode rejects is rejected by the stand-in too", arguments: 0..<probes.count)
    func probe(_ index: Int) throws {
        let (file, error) = Self.probes[index]
        let output = try StandInCompiler.typecheck(
            [StandInCompiler.interface.appendingPathComponent("Probes/\(file)").path], module: "Probe",
            swiftVersion: "5",
            strict: false)
        #expect(output.status != 0, "\(file) type-checks, but Xcode rejects it")
        #expect(output.stderr.contains(error), "\(file): \(output.stderr)")
    }

    @Test("every declaration of the stand-in cites the Apple documentation page its signature comes from")
    func citations() throws {
        for module in ["AppIntents", "WidgetKit"] {
            let folder = StandInCompiler.interface.appendingPathComponent(module)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift")
            {
                let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    let declares = [
                        "public protocol", "public struct", "public final class", "public enum", "public init",
                        "public convenience init", "public func", "public static func", "public typealias",
                        "public var", "public static var", "public static let", "public let", "func ", "static var ",
                        "init(", "associatedtype", "public subscript",
                    ].contains { code.hasPrefix($0) }
                    guard declares, !code.contains(" _"), !code.contains("(_intent"), lines.indices.contains(number - 1)
                    else { continue }
                    // Members whose names start with an underscore are the stand-in's own plumbing.
                    let comments = lines[..<number].reversed().prefix {
                        $0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                            || $0.trimmingCharacters(in: .whitespaces).hasPrefix("@")
                    }
                    let cited = comments.contains { $0.contains("https://developer.apple.com/documentation/") }
                    let plumbing =
                        comments.contains { $0.contains("Stand-in only") }
                        || Self.allowedUncited.contains(where: code.hasPrefix)
                    #expect(cited || plumbing, "\(module)/\(file):\(number + 1) \(code)")
                }
            }
        }
    }

    /// Declarations that only fill in what a cited declaration needs: literal initializers, result-builder
    /// methods and conformances' requirements.
    static let allowedUncited = [
        "public static func build", "public mutating func append", "public typealias UnwrappedType",
        "public typealias ValueType", "public typealias Result", "public init(stringLiteral",
        "public init(stringInterpolation", "public init(literalCapacity", "public init(integerLiteral",
        "public var entityIdentifierString", "public static func entityIdentifier", "public var items",
        "public static var empty", "associatedtype UnwrappedType", "associatedtype ValueType",
        "associatedtype Entry", "associatedtype Intent", "public static func _wrap", "public static var _noValue",
    ]
}
