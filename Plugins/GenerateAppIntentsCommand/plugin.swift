import Foundation
import PackagePlugin

/// The command plugin, for teams that check the generated code in:
///
///     swift package --allow-writing-to-package-directory generate-app-intents --target NAME [--base-url URL] [--force]
///
/// writes the App Intents code and `Localizable.xcstrings` of each named target's `intentctl-schema.json`
/// into `GeneratedAppIntents/` in the target's folder, as `intentctl generate app-intents` does (with its
/// manifest: a file edited since is left alone unless `--force`). Without `--target`, every target holding
/// a schema. It runs the same generator as the build plugin (swift-openapi-generator's
/// `generate-code-from-openapi` is the model).
@main
struct GenerateAppIntentsCommand: CommandPlugin {
    /// The folder written in each target.
    static let folderName = "GeneratedAppIntents"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let baseURL = extractor.extractOption(named: "base-url").last
        let force = extractor.extractFlag(named: "force") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw SchemaFile.Failure(
                description:
                    "unknown arguments \(extractor.remainingArguments.joined(separator: " ")); usage: swift package generate-app-intents [--target NAME]... [--base-url URL] [--force]"
            )
        }
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let tool = try context.tool(named: SchemaFile.toolName).url
        var generated = 0
        for case let target as SwiftSourceModuleTarget in targets {
            let files = target.sourceFiles.map(\.url)
            guard names.contains(target.name) || files.contains(where: { $0.lastPathComponent == SchemaFile.name })
            else { continue }
            let schema = try SchemaFile.find(in: files, target: target.name)
            let folder = target.directoryURL.appendingPathComponent(Self.folderName)
            var toolArguments = [
                "folder", "--schema", schema.path, "--output", folder.path, "--module", target.moduleName, "--package",
            ]
            if let baseURL { toolArguments += ["--base-url", baseURL] }
            if force { toolArguments.append("--force") }
            let process = Process()
            process.executableURL = tool
            process.arguments = toolArguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw SchemaFile.Failure(
                    description:
                        "generating \(target.name)'s App Intents code failed (\(SchemaFile.toolName) exited \(process.terminationStatus))"
                )
            }
            generated += 1
        }
        guard generated > 0 else {
            throw SchemaFile.Failure(description: "no target holds \(SchemaFile.name)")
        }
    }
}
