import AppIntentsBuild
import AppIntentsGenerator
import Foundation
import IntentSchema
import TestSupport
import Testing

@testable import IntentctlKit

/// Generated App Intents code and real App Intents code compiled on Linux against `Tests/AppIntentsInterface`,
/// a stand-in declaring the App Intents and WidgetKit API that widget configuration code uses, each with the
/// signature of the Apple documentation page it cites. Generated code compiles in Swift 6 mode with warnings
/// as errors; real public code (`Tests/RealWorld/AppIntents`) compiles as its project does; code Xcode rejects
/// (`Tests/AppIntentsInterface/Probes`) is rejected here too. Xcode remains the final check.
@Suite("App Intents code on Linux")
struct AppIntentsCompileTests {
    /// The toolchain's `swiftc`, from `PATH`.
    static let swiftc: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The stand-in's source folder.
    static let interface = Fixtures.url("Tests/AppIntentsInterface")

    /// The stand-in modules (`AppIntents`, then `WidgetKit` over it), built once for the run: the folder
    /// holding their modules and static libraries, or why they could not be built.
    static let standIn: Result<URL, StandInFailure> = {
        guard let swiftc else { return .failure(StandInFailure(message: "no swiftc on PATH")) }
        do {
            let folder = try TemporaryFolders.make()
            for module in ["AppIntents", "WidgetKit"] {
                let sources = try FileManager.default.contentsOfDirectory(
                    at: interface.appendingPathComponent(module), includingPropertiesForKeys: nil
                ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
                let output = try CLIRunner.runProcess(
                    [
                        "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-library", "-static",
                        "-emit-module", "-module-name", module, "-I", folder.path,
                        "-o", folder.appendingPathComponent("lib\(module).a").path,
                        "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    ] + sources, binary: swiftc, seconds: 300, directory: folder)
                guard output.status == 0 else {
                    return .failure(StandInFailure(message: "\(module): \(output.stderr)"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(StandInFailure(message: "\(error)"))
        }
    }()

    struct StandInFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The Swift files of a folder.
    static func sources(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }

    /// Type-checks files as one module against the stand-in; the compiler's output.
    static func typecheck(_ sources: [String], module: String, swiftVersion: String = "6", strict: Bool = true)
        throws -> CLIRunner.Output
    {
        let standIn = try standIn.get()
        return try CLIRunner.runProcess(
            ["-swift-version", swiftVersion] + (strict ? ["-warnings-as-errors"] : [])
                + ["-parse-as-library", "-typecheck", "-I", standIn.path, "-module-name", module] + sources,
            binary: try #require(swiftc), seconds: 300)
    }

    /// Type-checks files as one module against the stand-in, in Swift 6 mode with warnings as errors;
    /// records the compiler's complaints as the test's failure.
    static func typechecks(
        _ sources: [String], module: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws
    {
        let output = try typecheck(sources, module: module)
        #expect(output.status == 0, "\(output.stderr)", sourceLocation: sourceLocation)
    }

    /// Type-checks a generated folder.
    static func compiles(_ folder: URL, module: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        try typechecks(sources(folder), module: module, sourceLocation: sourceLocation)
    }

    /// Builds a driver of `Tests/AppIntentsInterface/Drivers` with a generated folder, in Swift 6 mode with
    /// warnings as errors, and runs it with the arguments.
    static func run(driver: String, with folder: URL, module: String, arguments: [String] = []) throws
        -> CLIRunner.Output
    {
        try CLIRunner.runProcess(arguments, binary: build(driver: driver, with: folder, module: module), seconds: 120)
    }

    /// Builds a driver of `Tests/AppIntentsInterface/Drivers` with a generated folder, in Swift 6 mode with
    /// warnings as errors; the executable.
    static func build(driver: String, with folder: URL, module: String) throws -> URL {
        let standIn = try standIn.get()
        let build = try TemporaryFolders.make()
        let main = build.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: interface.appendingPathComponent("Drivers/\(driver)"), to: main)
        let executable = build.appendingPathComponent("driver")
        let compiled = try CLIRunner.runProcess(
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", standIn.path, "-L", standIn.path, "-lAppIntents",
                "-lWidgetKit", "-module-name", module, "-o", executable.path, main.path,
            ] + sources(folder), binary: try #require(swiftc), seconds: 300)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        return executable
    }

    @Test(
        "the generated code compiles in Swift 6 mode with warnings as errors",
        arguments: [
            ("examples/weather-widget.json", "WeatherWidgetExtension"),
            ("examples/trip-planner.json", "TripPlannerExtension"),
        ])
    func compile(_ schema: String, _ module: String) throws {
        let (output, folder) = try AppIntentsGeneratorTests.generate(["--schema", Fixtures.url(schema).path])
        #expect(output.status == 0, "\(output.stderr)")
        try Self.compiles(folder, module: module)
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
            ["file", "--schema", Fixtures.url(schema).path, "--output", file.path, "--module", module])
        #expect(result.status == 0, "\(result.errors)")
        try Self.typechecks([file.path], module: module)
    }

    @Test("a widget with no parameters, as Xcode's Configuration template imports, generates code that compiles")
    func noParameters() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("plain.json")
        try Data(
            #"{"formatVersion": 1, "id": "plain", "version": 1, "title": "Plain", "parameters": [], "siriKit": {"intentClassName": "ConfigurationIntent", "namespace": "88xZPY"}}"#
                .utf8
        ).write(to: schema)
        let (output, generated) = try AppIntentsGeneratorTests.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let intent = try String(
            contentsOf: generated.appendingPathComponent("PlainConfigurationIntent.swift"), encoding: .utf8)
        #expect(!intent.contains("@Parameter"))
        try Self.compiles(generated, module: "PlainExtension")
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
        let (output, folder) = try AppIntentsGeneratorTests.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let intent = try String(
            contentsOf: folder.appendingPathComponent("DealsWidgetConfigurationIntent.swift"), encoding: .utf8)
        #expect(intent.contains("WidgetConfigurationIntent, CustomIntentMigratedAppIntent {"))
        #expect(intent.contains("static let intentClassName = \"InspirationalConfigurationIntent\""))
        #expect(intent.contains("var locationParameter: Location?"))
        #expect(intent.contains("var travellersParameter: Travellers"))
        try Self.compiles(folder, module: "MigratedExtension")
    }

    /// For each protocol a generated folder asks the app to implement (`NameOptionSource.swift`), the type an
    /// app writes, answering nothing: what the folder needs to compile as a widget extension would.
    static func appImplementations(for folder: URL) throws -> [String] {
        let protocols = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("OptionSource.swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
        guard !protocols.isEmpty else { return [] }
        let types = protocols.map { name in
            """
            struct \(name.dropLast("Source".count))s: \(name) {
                func options(matching text: String) async throws -> [IntentctlOption] { [] }
                func options(for ids: [String]) async throws -> [IntentctlOption] { [] }
                func suggestedSections() async throws -> [IntentctlOptionSection] { [] }
            }
            """
        }
        let file = try TemporaryFolders.make().appendingPathComponent("AppOptions.swift")
        try Data(("import AppIntents\n\n" + types.joined(separator: "\n\n") + "\n").utf8).write(to: file)
        return [file.path]
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
        let (output, folder) = try AppIntentsGeneratorTests.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let implementations = try Self.appImplementations(for: folder)
        #expect(implementations.count == 1)
        try Self.typechecks(try Self.sources(folder) + implementations, module: "ImportedExtension")
    }

    @Test("the generated code is clean under swift format lint --strict")
    func formatted() throws {
        let folders = AppIntentsGeneratorTests.goldenSchemas.map {
            Fixtures.url("Tests/Goldens/AppIntents/\($0.golden)")
        }
        let output = try CLIRunner.runProcess(
            ["swift", "format", "lint", "--strict", "--configuration", Fixtures.url(".swift-format").path]
                + folders.flatMap(Self.sources),
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
    ]

    @Test("code that Xcode rejects is rejected by the stand-in too", arguments: 0..<probes.count)
    func probe(_ index: Int) throws {
        let (file, error) = Self.probes[index]
        let output = try Self.typecheck(
            [Self.interface.appendingPathComponent("Probes/\(file)").path], module: "Probe", swiftVersion: "5",
            strict: false)
        #expect(output.status != 0, "\(file) type-checks, but Xcode rejects it")
        #expect(output.stderr.contains(error), "\(file): \(output.stderr)")
    }

    @Test("every declaration of the stand-in cites the Apple documentation page its signature comes from")
    func citations() throws {
        for module in ["AppIntents", "WidgetKit"] {
            let folder = Self.interface.appendingPathComponent(module)
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
