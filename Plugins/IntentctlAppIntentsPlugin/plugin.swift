import Foundation
import PackagePlugin

/// The build plugin: a target holding `intentctl-schema.json` gets its App Intents code generated from it at
/// build time, as swift-openapi-generator's plugin does for `openapi.yaml`. It runs the generator built from
/// source as a build command, whose one output file (`IntentctlAppIntents.swift` in the plugin's work
/// folder) is declared before it runs, so it works on Linux as well as in Xcode. The build runs it again only
/// when the schema or the tool changes (the tool is an input, as swift-protobuf's plugin makes it), and the
/// tool leaves the file alone when its bytes would not change. A schema problem fails the build with the
/// schema's file, line and column.
@main
struct IntentctlAppIntentsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw SchemaFile.Failure(description: "the target \(target.name) is not a Swift target")
        }
        return try Self.commands(
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: SchemaFile.toolName).url,
            files: target.sourceFiles.map(\.url), target: target.name, module: target.moduleName, inPackage: true)
    }

    /// The build command for a target's files; `inPackage` for a Swift package's target, whose code declares
    /// its `AppIntentsPackage` (an Xcode extension target's own code needs none).
    static func commands(
        workDirectory: URL, tool: URL, files: [URL], target: String, module: String, inPackage: Bool
    ) throws -> [Command] {
        let schema = try SchemaFile.find(in: files, target: target)
        let output = workDirectory.appendingPathComponent("GeneratedSources").appendingPathComponent(
            "IntentctlAppIntents.swift")
        return [
            .buildCommand(
                displayName: "Generating App Intents code for \(module) from \(SchemaFile.name)",
                executable: tool,
                arguments: ["file", "--schema", schema.path, "--output", output.path, "--module", module]
                    + (inPackage ? ["--package"] : []),
                inputFiles: [schema, tool],
                outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension IntentctlAppIntentsPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: SchemaFile.toolName).url,
                files: target.inputFiles.map(\.url), target: target.displayName,
                module: SchemaFile.moduleName(target.displayName), inPackage: false)
        }
    }
#endif
