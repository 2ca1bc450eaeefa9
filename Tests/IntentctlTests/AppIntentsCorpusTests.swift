import Foundation
import TestSupport
import TestTiers
import Testing

/// Real App Intents code from public repositories (`Tests/RealWorld/AppIntents`, its README gives each
/// file's repository, path, commit and licence) type-checks against the stand-in, as its project
/// compiles it: Swift 5 mode, warnings allowed, the project's own frameworks and Apple's other
/// frameworks stubbed.
@Suite("Real App Intents code against the stand-in", .tags(.process))
struct AppIntentsCorpusTests {
    static let corpus = Fixtures.url("Tests/RealWorld/AppIntents")

    /// Every repository of the corpus; a folder missing or added without a row here fails.
    static let repositories = [
        "apple-sample-backyard-birds", "apple-sample-food-truck", "home-assistant-iOS",
        "mikaelacaron-Basic-Car-Maintenance",
        "OneBusAway-onebusaway-ios", "p0deje-Maccy", "ptsochantaris-Gladys", "Ranchero-Software-NetNewsWire",
        "Redth-Maui.Apple.PlatformFeature.Samples", "steipete-CodexBar", "vincode-io-Zavala",
    ]

    /// Apple's frameworks other than App Intents and WidgetKit, in the order they build: `os` last, as
    /// the overlay of the C module in `_Frameworks/os` over OSLog's Logger.
    static let frameworks = ["OSLog", "SwiftData", "SwiftUI", "os"]

    /// The stand-in with the stubbed frameworks next to it, built once for the run.
    static let frameworksFolder: Result<URL, AppIntentsCompileTests.StandInFailure> = {
        do {
            let standIn = try AppIntentsCompileTests.standIn.get()
            let folder = try TemporaryFolders.make()
            for module in frameworks {
                let output = try emitModule(
                    module, from: [corpus.appendingPathComponent("_Frameworks/\(module).swift").path],
                    into: folder, searching: [standIn],
                    extra: module == "os" ? ["-import-underlying-module"] : [])
                guard output.status == 0 else {
                    return .failure(AppIntentsCompileTests.StandInFailure(message: "\(module): \(output.stderr)"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(AppIntentsCompileTests.StandInFailure(message: "\(error)"))
        }
    }()

    /// Builds one stub module, in Swift 5 mode as the corpus compiles.
    static func emitModule(
        _ module: String, from sources: [String], into folder: URL, searching: [URL], extra: [String] = []
    ) throws -> CLIRunner.Output {
        let search = (searching + [folder, corpus.appendingPathComponent("_Frameworks/os")]).flatMap {
            ["-I", $0.path]
        }
        return try CLIRunner.runProcess(
            ["-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", module] + extra + search
                + ["-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path] + sources,
            binary: try #require(AppIntentsCompileTests.swiftc), seconds: 300)
    }

    @Test("every repository has a row and a folder")
    func inventory() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { !$0.hasPrefix("_") && $0 != "README.md" }
        #expect(Set(folders) == Set(Self.repositories))
        #expect(Self.repositories.count >= 10)
        let readme = try String(contentsOf: Self.corpus.appendingPathComponent("README.md"), encoding: .utf8)
        for repository in Self.repositories {
            #expect(readme.contains("| `\(repository)` |"), "README.md has no row for \(repository)")
            let files = try FileManager.default.contentsOfDirectory(
                atPath: Self.corpus.appendingPathComponent(repository).path)
            #expect(files.contains { $0.hasPrefix("LICENSE") }, "\(repository) keeps no licence")
        }
    }

    @Test("real App Intents code type-checks against the stand-in", arguments: repositories)
    func typechecks(_ repository: String) throws {
        let standIn = try AppIntentsCompileTests.standIn.get()
        let frameworks = try Self.frameworksFolder.get()
        let folder = Self.corpus.appendingPathComponent(repository)
        let modules = try TemporaryFolders.make()
        let stubModules = folder.appendingPathComponent("Modules")
        if FileManager.default.fileExists(atPath: stubModules.path) {
            // Sorted, which is also the order they depend on each other in.
            for source in try AppIntentsCompileTests.sources(stubModules) {
                let module = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
                let output = try Self.emitModule(
                    module, from: [source], into: modules, searching: [standIn, frameworks])
                #expect(output.status == 0, "\(module): \(output.stderr)")
            }
        }
        var sources = try AppIntentsCompileTests.sources(folder)
        let stubs = folder.appendingPathComponent("Stubs")
        if FileManager.default.fileExists(atPath: stubs.path) {
            sources += try AppIntentsCompileTests.sources(stubs)
        }
        let search = [standIn, frameworks, modules, Self.corpus.appendingPathComponent("_Frameworks/os")]
            .flatMap { ["-I", $0.path] }
        let output = try CLIRunner.runProcess(
            ["-swift-version", "5", "-parse-as-library", "-typecheck", "-module-name", "Corpus"] + search
                + ["-Xfrontend", "-import-module", "-Xfrontend", "AppIntents"] + sources,
            binary: try #require(AppIntentsCompileTests.swiftc), seconds: 300)
        #expect(output.status == 0, "\(repository): \(output.stderr)")
    }
}
