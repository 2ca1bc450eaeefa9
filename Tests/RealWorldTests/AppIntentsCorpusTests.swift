import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// Real App Intents code from public repositories type-checks against the stand-in, as its project compiles
/// it: Swift 5 mode, warnings allowed, the project's own frameworks and types and Apple's other frameworks
/// stubbed. The code is never committed: `Tests/RealWorld/AppIntents/sources.json` names each repository, commit,
/// licence and file, and the files are read from the snapshots of those repositories (``PublicSources``); the
/// stubs are ours.
@Suite(
    "Real App Intents code against the stand-in", .tags(.corpus),
    .enabled(if: PublicSources.isConfigured, Comment(rawValue: PublicSources.unconfigured)))
struct AppIntentsCorpusTests {
    static let corpus = Fixtures.url("Tests/RealWorld/AppIntents")

    static let sources: [PublicSources.Repository] =
        (try? PublicSources.load(corpus.appendingPathComponent("sources.json")).repositories) ?? []

    /// Apple's frameworks other than App Intents and WidgetKit, in the order they build: `os` last, as
    /// the overlay of the C module in `_Frameworks/os` over OSLog's Logger.
    static let frameworks = ["OSLog", "SwiftData", "SwiftUI", "os"]

    /// The stand-in with the stubbed frameworks next to it, built once for the run.
    static let frameworksFolder: Result<URL, StandInCompiler.StandInFailure> = {
        do {
            let standIn = try StandInCompiler.standIn.get()
            let folder = try TemporaryFolders.make()
            for module in frameworks {
                let output = try emitModule(
                    module, from: [corpus.appendingPathComponent("_Frameworks/\(module).swift").path],
                    into: folder, searching: [standIn],
                    extra: module == "os" ? ["-import-underlying-module"] : [])
                guard output.status == 0 else {
                    return .failure(StandInCompiler.StandInFailure(message: "\(module): \(output.stderr)"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(StandInCompiler.StandInFailure(message: "\(error)"))
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
            binary: try #require(StandInCompiler.swiftc), seconds: 300)
    }

    @Test("the sources name at least 10 repositories, each with its licence at its commit, and the README lists each")
    func inventory() throws {
        #expect(Self.sources.count >= 10)
        let readme = try String(contentsOf: Self.corpus.appendingPathComponent("README.md"), encoding: .utf8)
        let stubs = try FileManager.default.contentsOfDirectory(
            at: Self.corpus, includingPropertiesForKeys: [.isDirectoryKey]
        ).filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .map(\.lastPathComponent).filter { !$0.hasPrefix("_") }
        for repository in Self.sources {
            #expect(
                readme.contains("| [\(repository.repository)]"), "README.md has no row for \(repository.repository)")
            let licence = String(
                decoding: try PublicSources.bytes(of: repository.licenceFile, in: repository), as: UTF8.self)
            let expected = repository.licence.hasPrefix("Apache") ? "Apache License" : "Permission is hereby granted"
            #expect(licence.contains(expected), "\(repository.repository): \(repository.licenceFile)")
        }
        // Every folder of stubs belongs to a repository of the sources.
        #expect(Set(stubs).isSubset(of: Set(Self.sources.map(\.folder))), "\(stubs)")
    }

    @Test("real App Intents code type-checks against the stand-in", arguments: sources.map(\.folder))
    func typechecks(_ folderName: String) throws {
        let repository = try #require(Self.sources.first { $0.folder == folderName })
        let standIn = try StandInCompiler.standIn.get()
        let frameworks = try Self.frameworksFolder.get()
        let stubs = Self.corpus.appendingPathComponent(repository.folder)
        let modules = try TemporaryFolders.make()
        let stubModules = stubs.appendingPathComponent("Modules")
        if FileManager.default.fileExists(atPath: stubModules.path) {
            // Sorted, which is also the order they depend on each other in.
            for source in try StandInCompiler.sources(stubModules) {
                let module = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
                let output = try Self.emitModule(
                    module, from: [source], into: modules, searching: [standIn, frameworks])
                #expect(output.status == 0, "\(module): \(output.stderr)")
            }
        }
        let code = try TemporaryFolders.make()
        var sources: [String] = []
        for file in repository.files {
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            let destination = code.appendingPathComponent(name)
            try Data(try PublicSources.text(of: file, in: repository).utf8).write(to: destination)
            sources.append(destination.path)
        }
        let ownStubs = stubs.appendingPathComponent("Stubs")
        if FileManager.default.fileExists(atPath: ownStubs.path) {
            sources += try StandInCompiler.sources(ownStubs)
        }
        let search = [standIn, frameworks, modules, Self.corpus.appendingPathComponent("_Frameworks/os")]
            .flatMap { ["-I", $0.path] }
        let output = try CLIRunner.runProcess(
            ["-swift-version", "5", "-parse-as-library", "-typecheck", "-module-name", "Corpus"] + search
                + ["-Xfrontend", "-import-module", "-Xfrontend", "AppIntents"] + sources,
            binary: try #require(StandInCompiler.swiftc), seconds: 300)
        #expect(output.status == 0, "\(repository.repository): \(output.stderr)")
    }
}
