import Foundation
import IntentSchema
import TestSupport
import Testing

@testable import IntentctlKit

/// The generated App Intents code compiled and run on Linux: against `Tests/AppIntentsInterface`,
/// a stand-in declaring exactly the App Intents and WidgetKit API the generator uses (each with
/// the signature of the Apple documentation page it cites), in Swift 6 mode with warnings as
/// errors; and, for the deals schema, its client, queries and timeline provider run for real
/// against `intentctl serve`. This proves the code is consistent and matches the documented
/// signatures; Xcode remains the final check.
@Suite("App Intents code on Linux")
struct AppIntentsCompileTests {
    /// The toolchain's `swiftc`, from `PATH`.
    static let swiftc: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The stand-in's source folder.
    static let interface = Fixtures.url("Tests/AppIntentsInterface")

    /// The stand-in modules (`AppIntents`, then `WidgetKit` over it), built once for the run: the
    /// folder holding their modules and static libraries, or why they could not be built.
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

    /// The Swift files of a generated folder.
    static func sources(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }

    /// Type-checks a generated folder against the stand-in as one module, in Swift 6 mode with
    /// warnings as errors; records the compiler's complaints as the test's failure.
    static func compiles(_ folder: URL, module: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        let standIn = try standIn.get()
        let output = try CLIRunner.runProcess(
            [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "-I", standIn.path,
                "-module-name", module,
            ] + sources(folder),
            binary: try #require(swiftc), seconds: 300, directory: folder)
        #expect(output.status == 0, "\(output.stderr)", sourceLocation: sourceLocation)
    }

    @Test(
        "the generated code compiles in Swift 6 mode with warnings as errors",
        arguments: [
            ("--schema", "examples/weather-widget.json", "WeatherWidgetExtension"),
            ("--schema", "examples/trip-planner.json", "TripPlannerExtension"),
        ])
    func compile(_ option: String, _ schema: String, _ module: String) throws {
        let (output, folder) = try AppIntentsGeneratorTests.generate([option, Fixtures.url(schema).path])
        #expect(output.status == 0, "\(output.stderr)")
        try Self.compiles(folder, module: module)
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

    @Test("the generated code is clean under swift format lint --strict")
    func formatted() throws {
        let folders = ["deals-widget", "weather-widget", "trip-planner"].map {
            Fixtures.url("Tests/Goldens/AppIntents/\($0)")
        }
        let output = try CLIRunner.runProcess(
            ["swift", "format", "lint", "--strict", "--configuration", Fixtures.url(".swift-format").path]
                + folders.flatMap(Self.sources),
            binary: URL(fileURLWithPath: "/usr/bin/env"), seconds: 120)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
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
                        "public func", "public static func", "public typealias", "func ", "static var ", "init(",
                        "var wrappedValue",
                        "var projectedValue",
                    ].contains { code.hasPrefix($0) }
                    guard declares, !code.contains("_"), lines.indices.contains(number - 1) else { continue }
                    // Members whose names start with an underscore are the stand-in's own plumbing.
                    let comments = lines[..<number].reversed().prefix {
                        $0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                            || $0.trimmingCharacters(in: .whitespaces).hasPrefix("@")
                    }
                    let cited = comments.contains { $0.contains("https://developer.apple.com/documentation/") }
                    let plumbing =
                        comments.contains { $0.contains("Stand-in only") }
                        || code.hasPrefix("public init(stringLiteral")
                        || code.hasPrefix("public init(stringInterpolation")
                        || code.hasPrefix("public init(literalCapacity")
                    #expect(
                        cited || plumbing || Self.allowedUncited.contains(where: code.hasPrefix),
                        "\(module)/\(file):\(number + 1) \(code)")
                }
            }
        }
    }

    /// Declarations that only fill in what a cited declaration needs: result-builder methods,
    /// conformances' requirements and the stand-in's recording fields.
    static let allowedUncited = [
        "public static func build", "public mutating func append", "public typealias UnwrappedType",
        "public typealias ValueType",
    ]
}
