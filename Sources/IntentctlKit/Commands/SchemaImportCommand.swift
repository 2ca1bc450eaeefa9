import ConfigurationStore
import DocumentFormats
import FileAccess
import IntentSchema
import IntentctlService
import SiriKitInterop

/// `intentctl schema import FILE.intentdefinition`
enum SchemaImportCommand: Command {
    static let intent = ValueOption<String?>(
        "intent", value: "NAME", help: "The intent to import (INIntentName, with or without Intent).", kind: .text,
        shown: "the only one eligible for widgets")
    static let strings = ValueOption<String?>(
        "strings", value: "DIR", help: "The folder of the LANG.lproj folders with the definition's .strings files.",
        kind: .path, shown: "beside the definition, or beside its Base.lproj")
    static let providers = ValueOption<[String: String]?>(
        "provider", value: "TYPE=PROVIDER[,...]",
        help: "The option provider of each dynamic parameter's custom type, such as Location=airports.",
        kind: .typeProviders)
    static let id = ValueOption<String?>(
        "id", value: "ID", help: "The schema's id.", kind: .text, shown: "the intent's name in kebab case")
    static let output = ValueOption<String?>(
        "output", short: "o", value: "FILE", help: "Write the schema to FILE (atomically) instead of stdout.",
        kind: .path)
    static let baseLocale = ValueOption<String?>(
        "base-locale", value: "LANG", help: "The language of the definition's own (Base.lproj) texts.",
        kind: .localeTag,
        shown: "the Xcode project's development region, else the one LANG.lproj that repeats them, else en")

    static let spec = CommandSpec(
        path: ["schema", "import"], summary: "Make a schema of a SiriKit intent definition's widget intent.",
        arguments: "FILE", flags: [CommonOptions.json], options: [intent, strings, providers, id, baseLocale, output],
        positionals: 1...1,
        discussion: """
            Reads the .intentdefinition (an XML property list; binary ones are refused, entities are never expanded;
            no other file is read but its .strings and the project.pbxproj of an Xcode project it sits in) and writes
            a schema for one widget-eligible intent: enums without Xcode's unknown value, dynamic object parameters
            with the provider --provider names (else a provider the app gives), booleans, integers with their
            ranges, strings, decimals as text of a decimal number, relationships as activeWhen, display names,
            descriptions and prompts localized from LANG.lproj/NAME.strings. Every key of what is imported is
            carried into the schema, implied, or reported as a warning with its key path and line (docs/sirikit.md
            has the table). A widget intent with no parameters gives a schema with none. The schema records the
            intent's class, parameter names and tags (siriKit), so that generate app-intents keeps placed widgets'
            values. Errors, also those of the schema made, are located in the definition or its .strings. With
            --json, stdout has the intents, what was imported, the schema, the diagnostics and every key's fate.
            Exits 1 when the definition cannot be imported.
            """, completes: .files)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let file = arguments.positionals[0]
        let bytes = try context.readInput(file, limit: PropertyListReader.maximumSize)
        let root: PropertyListNode
        do throws(PropertyListError) {
            root = try PropertyListReader().read(bytes)
        } catch {
            context.report([
                Diagnostic(.error, .siriKitInvalidFile, error.message, file: file, location: error.location)
            ])
            throw CommandFailure(.invalid, "\(TextSanitizer.printable(file)) cannot be imported")
        }
        let known = Set(OptionProviders.names)
        let strings = try translations(for: file, arguments: arguments, context: context)
        let base = baseLanguage(
            of: file, root: root, translations: strings.texts, arguments: arguments, context: context)
        var importer = IntentDefinitionImporter(
            file: file, intentName: arguments[intent], providers: arguments[providers] ?? [:], knownProviders: known,
            schemaID: arguments[id], translations: strings.texts, translationSources: strings.sources,
            baseLocale: base.locale)
        let json = arguments[CommonOptions.json]
        if importer.intentName == nil, !json, Terminal.isInteractive(context) {
            importer.intentName = try askForIntent(in: root, context: context)
        }
        let outcome = importer.importAccountingForKeys(root)
        let text = outcome.schema.value.map { JSONWriter.write(SchemaEncoder().encode($0)) + "\n" }
        if let text, let path = arguments[output] {
            do throws(FileSystemError) {
                try FileSystem.writeOutputFile(Array(text.utf8), to: context.path(path))
            } catch {
                throw CommandFailure(error)
            }
        }
        if json {
            let report = ImportReport(
                file: file, root: root, outcome: outcome, baseLocale: base,
                output: text == nil ? nil : arguments[output])
            context.console.out(JSONWriter.write(report))
        } else {
            context.report(outcome.schema)
            if base.source == .project || base.source == .strings, base.locale != "en",
                let schema = outcome.schema.value
            {
                context.console.error(
                    "the base texts of \(schema.id) are taken as \(base.locale): \(base.explanation); say otherwise with --base-locale"
                )
            }
        }
        guard let schema = outcome.schema.value, let text else {
            if json { return .invalid }
            throw CommandFailure(.invalid, "\(TextSanitizer.printable(file)) cannot be imported")
        }
        if let path = arguments[output] {
            if !json { context.console.error("wrote \(TextSanitizer.printable(path)): the schema \(schema.id)") }
        } else if !json {
            context.console.out(String(text.dropLast()))
        }
        return .success
    }

    /// The base language and where it came from: `--base-locale`, else the development region of an Xcode project
    /// the definition sits in (a `*.xcodeproj/project.pbxproj` in its folder, or one of the 5 above), else the one
    /// `LANG.lproj` that repeats every base text, else English.
    static func baseLanguage(
        of file: String, root: PropertyListNode, translations: [String: [String: String]], arguments: ParsedArguments,
        context: Context
    ) -> (locale: String, source: IntentDefinitionBaseLocale.Source, explanation: String) {
        if let given = arguments[baseLocale] { return (given, .option, "given by --base-locale") }
        // Resolved first: from `Base.lproj/X.intentdefinition`, or through `..`, the walk must still reach the
        // folders above.
        let typedFolder = FileSystem.directory(of: context.path(file))
        var folder = FileSystem.resolvedPath(typedFolder) ?? typedFolder
        for _ in 0...5 {
            for entry in ((try? FileSystem.contents(of: folder)) ?? []).sorted() where entry.hasSuffix(".xcodeproj") {
                let project = "\(folder)/\(entry)/project.pbxproj"
                guard FileSystem.isRegularFile(project),
                    let bytes = try? FileSystem.read(project, limit: 64 << 20),
                    let region = IntentDefinitionBaseLocale.developmentRegion(
                        ofProject: String(decoding: bytes, as: UTF8.self))
                else { continue }
                return (region, .project, "the development region of \(TextSanitizer.printable("\(folder)/\(entry)"))")
            }
            let parent = FileSystem.directory(of: folder)
            guard parent != folder else { break }
            folder = parent
        }
        if let locale = IntentDefinitionBaseLocale.locale(identicalTo: root, translations: translations) {
            return (locale, .strings, "\(locale).lproj repeats every base text")
        }
        return ("en", .assumed, "Xcode's default")
    }

    /// The translations of the `.strings` files named after the definition in each `LANG.lproj`
    /// of the strings folder, by locale (`Base` is the definition's own language, left out), with where each is.
    static func translations(for file: String, arguments: ParsedArguments, context: Context) throws(CommandFailure)
        -> (texts: [String: [String: String]], sources: [String: IntentDefinitionImporter.TranslationSource])
    {
        let folder = FileSystem.directory(of: context.path(file))
        let parent = FileSystem.directory(of: folder)
        let root = arguments[strings].map(context.path) ?? (folder.hasSuffix(".lproj") ? parent : folder)
        let name = (file.split(separator: "/").last.map(String.init) ?? file)
        let base = name.hasSuffix(".intentdefinition") ? String(name.dropLast(".intentdefinition".count)) : name
        guard FileSystem.isDirectory(root) else {
            if arguments[strings] != nil {
                throw CommandFailure(.noInput, "\(TextSanitizer.printable(arguments[strings] ?? "")) is not a folder")
            }
            return ([:], [:])
        }
        var result: [String: [String: String]] = [:]
        var sources: [String: IntentDefinitionImporter.TranslationSource] = [:]
        let folders = (try? FileSystem.contents(of: root)) ?? []
        for lproj in folders where lproj.hasSuffix(".lproj") && lproj != "Base.lproj" {
            let path = "\(root)/\(lproj)/\(base).strings"
            guard FileSystem.isRegularFile(path) else { continue }
            let shown = arguments[strings].map { "\($0)/\(lproj)/\(base).strings" } ?? path
            let bytes = try context.readInput(path, limit: StringsFileReader.maximumSize)
            do throws(PropertyListError) {
                let entries = try StringsFileReader().readLocated(bytes)
                let locale = String(lproj.dropLast(".lproj".count))
                result[locale] = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
                sources[locale] = IntentDefinitionImporter.TranslationSource(
                    file: shown,
                    locations: Dictionary(entries.map { ($0.key, $0.location) }, uniquingKeysWith: { _, last in last }))
            } catch {
                context.report([
                    Diagnostic(.error, .siriKitInvalidFile, error.message, file: shown, location: error.location)
                ])
                throw CommandFailure(.invalid, "\(TextSanitizer.printable(shown)) cannot be read")
            }
        }
        return (result, sources)
    }

    /// In a terminal, when several intents are eligible: the one the person picks by number.
    static func askForIntent(in root: PropertyListNode, context: Context) throws(CommandFailure) -> String? {
        let names = IntentDefinitionImporter.widgetIntents(of: root)
        guard names.count > 1 else { return nil }
        var prompt = "Several intents are eligible for widgets; import which?\n"
        for (index, name) in names.enumerated() { prompt += "  \(index + 1). \(TextSanitizer.printable(name))\n" }
        context.console.error(prompt + "Number: ")
        var reader = LineReader(context.input, maximumLength: 100)
        guard let line = reader.next(), let number = Int(line.trimmingCharacters(in: .whitespaces)),
            names.indices.contains(number - 1)
        else {
            throw CommandFailure(.invalid, "choose an intent by its number, or pass --intent NAME")
        }
        return names[number - 1]
    }
}
