import Foundation
import TestSupport

/// `intentctl generate app-intents`, run in this process into a new folder, and the schemas that have goldens.
package enum GenerateCommand {
    /// The schemas with goldens, each as `generate` is given it, and its golden folder.
    package static let goldenSchemas: [(arguments: [String], golden: String)] = [
        (["deals-widget"], "deals-widget"),
        (["--schema", Fixtures.url("examples/weather-widget.json").path], "weather-widget"),
        (["--schema", Fixtures.url("examples/trip-planner.json").path], "trip-planner"),
        (["--schema", Fixtures.url("examples/departures-widget.json").path], "departures-widget"),
        (["--schema", Fixtures.url("examples/multi-origin.json").path], "multi-origin"),
    ]

    /// Generates into a new folder; the run's output and the folder.
    package static func generate(_ arguments: [String], extra: [String] = []) throws -> (CLIRunner.Output, URL) {
        let folder = try TemporaryFolders.make().appendingPathComponent("Generated")
        let output = CLIRunner.runInProcess(
            ["generate", "app-intents"] + arguments + ["-o", folder.path] + extra, stdin: nil, environment: [:])
        return (output, folder)
    }

    /// The files of a folder by name, the manifest among them.
    package static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
