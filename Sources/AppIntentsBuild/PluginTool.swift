import AppIntentsGenerator
import DocumentFormats
import FileAccess
import IntentSchema
import ServiceContract

/// The command line of `intentctl-app-intents`, the tool the package plugins run: the App Intents generator
/// and nothing else of intentctl, so that a widget package builds it in seconds.
///
/// ```
/// intentctl-app-intents file   --schema FILE --output FILE --module NAME [--base-url URL] [--package]
/// intentctl-app-intents folder --schema FILE --output DIR  --module NAME [--base-url URL] [--package] [--force]
/// ```
///
/// `file` writes the whole schema's code as one Swift file (the build plugin's fixed output), leaving it
/// alone when its bytes are unchanged; `folder` writes the files and the string catalog as
/// `intentctl generate app-intents` does, with its manifest (the command plugin). With `--package`, the
/// code goes into a Swift package's target and declares its `AppIntentsPackage`
/// (``AppIntentsGeneratorOptions/declaresAppIntentsPackage``). A schema problem is
/// reported on stderr as `FILE:LINE:COLUMN: error: MESSAGE [CODE]`, which SwiftPM and Xcode show at that
/// place in the schema. Exit statuses are intentctl's: 0 done, 1 invalid schema (or one too large to be one),
/// 64 usage (an unusable module name or service address), 66 unreadable schema, 73 cannot write. Libraries never print or exit: the output comes back to the caller.
public enum PluginTool {
    /// What a run printed and the status it ends with.
    public struct Result: Sendable, Equatable {
        /// The status to exit with.
        public var status: Int32
        /// Lines for stdout.
        public var output: [String] = []
        /// Lines for stderr.
        public var errors: [String] = []

        /// A result.
        public init(status: Int32, output: [String] = [], errors: [String] = []) {
            self.status = status
            self.output = output
            self.errors = errors
        }
    }

    /// The usage text.
    public static let usage = """
        usage: intentctl-app-intents file --schema FILE --output FILE --module NAME [--base-url URL] [--package]
               intentctl-app-intents folder --schema FILE --output DIR --module NAME [--base-url URL] [--package] [--force]

        Generates a widget's App Intents code from an intentctl schema, for the package plugins:
          file       the Swift code as one file, left alone when unchanged (the build plugin)
          folder     the Swift files and Localizable.xcstrings, with a manifest (the command plugin)
          --package  the code goes into a Swift package's target: it declares its AppIntentsPackage
        Exit status: 0 done, 1 invalid schema, 64 usage, 66 unreadable schema, 73 cannot write.
        """

    /// Runs a command line (without the program's name).
    public static func run(_ arguments: [String]) -> Result {
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
            return Result(
                status: arguments.isEmpty ? 64 : 0, output: arguments.isEmpty ? [] : [usage],
                errors: arguments.isEmpty ? [usage] : [])
        }
        let mode = arguments[0]
        guard mode == "file" || mode == "folder" else {
            return usageFailure(
                "unknown mode \(JSONWriter.quoted(TextSanitizer.truncated(mode, to: 64))) (file or folder)")
        }
        var values: [String: String] = [:]
        var force = false
        var inPackage = false
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--force", mode == "folder" {
                force = true
                index += 1
                continue
            }
            if argument == "--package" {
                inPackage = true
                index += 1
                continue
            }
            guard ["--schema", "--output", "--module", "--base-url"].contains(argument) else {
                return usageFailure("unknown argument \(JSONWriter.quoted(TextSanitizer.truncated(argument, to: 64)))")
            }
            guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                return usageFailure("\(argument) needs a value")
            }
            values[argument] = arguments[index + 1]
            index += 2
        }
        guard let schemaPath = values["--schema"], let output = values["--output"], let module = values["--module"]
        else {
            return usageFailure("--schema, --output and --module are required")
        }
        let read = FileSystem.readInput(schemaPath, limit: SchemaLoader.maximumSize)
        guard let bytes = read.value else {
            // A file too large to be a schema is an invalid schema (1), as intentctl says; one that cannot be
            // read at all is 66.
            let tooLarge = read.diagnostics.contains { $0.code == .inputTooLarge }
            return Result(status: tooLarge ? 1 : 66, errors: read.diagnostics.map(\.rendered))
        }
        var options = IntentctlServiceDescription.generatorOptions(
            baseURL: values["--base-url"] ?? ServiceContract.defaultBaseURL, module: module)
        options.declaresAppIntentsPackage = inPackage
        let generation = SchemaCodeGeneration(options: options)
        let files: [GeneratedFile]
        var result = Result(status: 0)
        switch generation.generate(schemaBytes: bytes, file: schemaPath) {
        case .generated(let generated, let warnings):
            files = generated
            result.errors = warnings.map(\.rendered)
        case .invalidSchema(let problems):
            return Result(
                status: 1,
                errors: problems.map(\.rendered) + [
                    "intentctl-app-intents: no code generated: \(TextSanitizer.printable(schemaPath)) cannot be made into App Intents code (\(problems.count) problem\(problems.count == 1 ? "" : "s"))"
                ])
        case .invalidOptions(let message):
            return usageFailure(message)
        }
        do throws(FileSystemError) {
            if mode == "file" {
                _ = try CombinedSwiftFile.write(CombinedSwiftFile.combine(files), to: output)
                return result
            }
        } catch {
            result.status = 73
            result.errors.append(
                "intentctl-app-intents: \(error.description)")
            return result
        }
        do throws(GeneratedFolder.Failure) {
            let removed = try GeneratedFolder(path: output).write(files, force: force)
            result.output.append(
                "wrote \(files.count) files to \(TextSanitizer.printable(output))"
                    + (removed.isEmpty ? "" : "; removed \(removed.joined(separator: ", ")), no longer generated"))
        } catch {
            result.status = 73
            result.errors.append("intentctl-app-intents: \(error.message)")
        }
        return result
    }

    private static func usageFailure(_ message: String) -> Result {
        Result(status: 64, errors: ["intentctl-app-intents: \(message)", usage])
    }
}
