import AppIntentsBuild
import AppIntentsGenerator
import DocumentFormats
import Foundation
import IntentSchema
import ServiceContract

/// `intentctl generate app-intents [ID] -o DIR`
enum GenerateAppIntentsCommand: Command {
    static let output = ValueOption<String?>(
        "output", short: "o", value: "DIR", help: "The folder to write; created when missing.", kind: .path,
        required: true)
    static let baseURL = ValueOption(
        "base-url", value: "URL",
        help: "The intentctl service the widget calls; the extension's Info.plist may name another.",
        kind: .serviceURL, default: ServiceContract.defaultBaseURL)
    static let module = ValueOption<String?>(
        "module", value: "NAME", help: "The widget extension's module (a Swift identifier), named in each file.",
        kind: .swiftModule, shown: "the schema id as a type name and Extension")
    static let force = FlagOption(
        "force", help: "Overwrite or remove files intentctl did not generate, or that were edited since.")
    static let package = FlagOption(
        "package",
        help: "The folder is a Swift package's target: declare its AppIntentsPackage, for the extension's to include.")

    static let spec = CommandSpec(
        path: ["generate", "app-intents"],
        summary: "Generate a widget extension's App Intents code and string catalog from a schema.",
        arguments: "[ID]", flags: [force, package, CommonOptions.json],
        options: [output, baseURL, module, CommonOptions.schema],
        positionals: 0...1,
        discussion: """
            Writes the configuration intent (WidgetConfigurationIntent, with its parameter summary), an AppEnum per enum
            parameter, an AppEntity and query per dynamic parameter, a cache-first client of the intentctl service, an
            AppIntentTimelineProvider, and Localizable.xcstrings with every title in every locale of the schema: a
            folder to add to the widget extension's target. A dynamic parameter whose provider the service does not
            serve gets a protocol the app implements once (ProviderOptionSource). The same schema always gives the
            same bytes. A schema that cannot be made into Swift is refused with located errors, and nothing is
            written. Files the generator wrote before are replaced, and removed when no longer generated; a file
            edited since, or not generated, is left alone (exit 73) unless --force is given. .intentctl-generated
            lists what was generated; names in it the generator would not write are never touched. With --package,
            the folder belongs to a Swift package's target, whose App Intents the extension finds only through an
            AppIntentsPackage: the code declares one, public (SchemaAppIntentsPackage), for the extension's own
            package type to include.
            """, completes: .schemaIDs)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let catalog = try context.catalog(arguments, withOptions: false)
        let schema = try context.schema(arguments.positionals.first, in: catalog)
        let folder = arguments[output] ?? "."
        var options = IntentctlServiceDescription.generatorOptions(
            baseURL: arguments[baseURL], module: arguments[module] ?? SwiftIdentifier.typeName(schema.id) + "Extension")
        options.declaresAppIntentsPackage = arguments[package]
        let generator = AppIntentsGenerator(options: options)
        let files: [GeneratedFile]
        switch generator.generate(schema) {
        case .success(let generated): files = generated
        case .failure(.invalidOptions(let message)): throw arguments.usage(message)
        case .failure(.schema(let problems)):
            context.report(try located(problems, of: schema, arguments: arguments, context: context))
            throw CommandFailure(
                .invalid,
                "no files written: the schema \(schema.id) cannot be made into App Intents code (\(problems.count) problem\(problems.count == 1 ? "" : "s"))"
            )
        }
        let removed: [String]
        do throws(GeneratedFolder.Failure) {
            removed = try GeneratedFolder(path: context.path(folder)).write(files, force: arguments[force])
        } catch {
            if case .unwritable(let failure) = error { throw CommandFailure(failure) }
            throw CommandFailure(.cannotWrite, error.message)
        }
        if arguments[CommonOptions.json] {
            var writer = JSONWriter(style: .pretty)
            writer.writeObject { writer in
                writer.write("folder", folder)
                writer.writeKey("files")
                writer.writeArray { writer in for file in files { writer.write(file.name) } }
                writer.writeKey("removed")
                writer.writeArray { writer in for name in removed { writer.write(name) } }
            }
            context.console.out(writer.text)
        } else {
            context.console.out(
                "wrote \(files.count) files for \(schema.id) to \(TextSanitizer.printable(folder))"
                    + (removed.isEmpty ? "" : "; removed \(removed.joined(separator: ", ")), no longer generated"))
        }
        return .success
    }

    /// The diagnostics with the file and line of what they point at, in the schema's own text.
    static func located(
        _ diagnostics: [Diagnostic], of schema: WidgetSchema, arguments: ParsedArguments, context: Context
    ) throws(CommandFailure) -> [Diagnostic] {
        let source: (file: String, bytes: [UInt8])?
        if let file = arguments[CommonOptions.schema] {
            source = (file, try context.readInput(file, limit: SchemaLoader.maximumSize))
        } else {
            source = BundledSchemas.sources.first { SchemaLoader().load($0.text).schema?.id == schema.id }
                .map { ($0.file, Array($0.text.utf8)) }
        }
        guard let source else { return diagnostics }
        return SchemaCodeGeneration.locate(diagnostics, in: source.bytes, file: source.file)
    }
}
