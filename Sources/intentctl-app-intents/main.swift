// The tool the package plugins run: intentctl's App Intents generator alone (see `PluginTool`).
import AppIntentsBuild
import Foundation

let result = PluginTool.run(Array(CommandLine.arguments.dropFirst()))
for line in result.output { print(line) }
for line in result.errors { FileHandle.standardError.write(Data((line + "\n").utf8)) }
exit(result.status)
