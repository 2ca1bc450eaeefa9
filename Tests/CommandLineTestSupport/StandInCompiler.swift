import Foundation
import TestSupport
import Testing

/// The toolchain's compiler over `Tests/AppIntentsInterface`, a stand-in declaring the App Intents and WidgetKit
/// API that widget configuration code uses, each with the signature of the Apple documentation page it cites:
/// the stand-in built once a run, then code type-checked or built against it.
package enum StandInCompiler {
    /// The toolchain's `swiftc`, from `PATH`.
    package static let swiftc: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The stand-in's source folder.
    package static let interface = Fixtures.url("Tests/AppIntentsInterface")

    /// The stand-in modules (`AppIntents`, then `WidgetKit` over it), built once for the run: the folder
    /// holding their modules and static libraries, or why they could not be built.
    package static let standIn: Result<URL, StandInFailure> = {
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

    /// The package's own `Suggester` library as `swift build` built it for this run, with `PlainNumbers` under it:
    /// the compiler arguments that import and link it, for generated code that answers from an index file on the
    /// device. Read from the build folder that holds the test bundle, so that nothing is compiled twice.
    package static let suggester: Result<LibraryBuild, StandInFailure> = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("Suggester.swiftmodule").path) {
                var objects: [String] = []
                for target in ["Suggester", "PlainNumbers"] {
                    // The objects of the target's present sources, as its output file map names them: the
                    // folder may also hold those of files since removed.
                    let map = folder.appendingPathComponent("\(target).build/output-file-map.json")
                    let entries =
                        (try? JSONSerialization.jsonObject(with: Data(contentsOf: map))) as? [String: [String: String]]
                    let compiled = (entries ?? [:]).values.compactMap { $0["object"] }.sorted()
                    guard !compiled.isEmpty else {
                        return .failure(StandInFailure(message: "no objects of \(target) in \(map.path)"))
                    }
                    objects += compiled
                }
                return .success(LibraryBuild(modules: modules.path, objects: objects))
            }
            folder = folder.deletingLastPathComponent()
        }
        return .failure(StandInFailure(message: "no Suggester module beside \(CommandLine.arguments[0])"))
    }()

    /// A library `swift build` built: the folder of its module, and its objects.
    package struct LibraryBuild: Sendable {
        package var modules: String
        package var objects: [String]

        /// The compiler arguments that import it.
        package var importing: [String] { ["-I", modules] }
        /// The compiler arguments that import and link it.
        package var linking: [String] { importing + objects }
    }

    package struct StandInFailure: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }

        package init(message: String) {
            self.message = message
        }
    }

    /// The Swift files of a folder.
    package static func sources(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }

    /// Type-checks files as one module against the stand-in; the compiler's output.
    package static func typecheck(
        _ sources: [String], module: String, swiftVersion: String = "6", strict: Bool = true, importing: [String] = []
    ) throws -> CLIRunner.Output {
        let standIn = try standIn.get()
        return try CLIRunner.runProcess(
            ["-swift-version", swiftVersion] + (strict ? ["-warnings-as-errors"] : [])
                + ["-parse-as-library", "-typecheck", "-I", standIn.path, "-module-name", module] + importing + sources,
            binary: try #require(swiftc), seconds: 300)
    }

    /// Type-checks files as one module against the stand-in, in Swift 6 mode with warnings as errors;
    /// records the compiler's complaints as the test's failure.
    package static func typechecks(
        _ sources: [String], module: String, importing: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws
    {
        let output = try typecheck(sources, module: module, importing: importing)
        #expect(output.status == 0, "\(output.stderr)", sourceLocation: sourceLocation)
    }

    /// Type-checks a generated folder.
    package static func compiles(
        _ folder: URL, module: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws
    {
        try typechecks(sources(folder), module: module, sourceLocation: sourceLocation)
    }

    /// Builds a driver of `Tests/AppIntentsInterface/Drivers` with a generated folder, in Swift 6 mode with
    /// warnings as errors, and runs it with the arguments.
    package static func run(driver: String, with folder: URL, module: String, arguments: [String] = []) throws
        -> CLIRunner.Output
    {
        try CLIRunner.runProcess(arguments, binary: build(driver: driver, with: folder, module: module), seconds: 120)
    }

    /// Builds a driver of `Tests/AppIntentsInterface/Drivers` with a generated folder, in Swift 6 mode with
    /// warnings as errors, and any further compiler arguments (``suggester``'s); the executable.
    package static func build(driver: String, with folder: URL, module: String, linking libraries: [String] = [])
        throws -> URL
    {
        let standIn = try standIn.get()
        let build = try TemporaryFolders.make()
        let main = build.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: interface.appendingPathComponent("Drivers/\(driver)"), to: main)
        let executable = build.appendingPathComponent("driver")
        let compiled = try CLIRunner.runProcess(
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", standIn.path, "-L", standIn.path, "-lAppIntents",
                "-lWidgetKit", "-module-name", module, "-o", executable.path, main.path,
            ] + libraries + sources(folder), binary: try #require(swiftc), seconds: 300)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        return executable
    }

    /// For each protocol a generated folder asks the app to implement (`NameOptionSource.swift`), the type an
    /// app writes, answering nothing: what the folder needs to compile as a widget extension would.
    package static func appImplementations(for folder: URL) throws -> [String] {
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
}
