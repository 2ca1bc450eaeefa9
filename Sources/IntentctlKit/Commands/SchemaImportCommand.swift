import IntentSchema

/// `intentctl schema import FILE.intentdefinition`
enum SchemaImportCommand: Command {
    static let intent = ValueOption<String?>(
        "intent", value: "NAME", help: "The intent to import (INIntentName, with or without Intent).", kind: .text,
        shown: "the only one eligible for widgets")
    static let strings = ValueOption<String?>(
        "strings", value: "DIR", help: "The folder of the LANG.lproj folders with the definition's .strings files.",
        kind: .text, shown: "beside the definition, or beside its Base.lproj")
    static let providers = ValueOption<[String: String]?>(
        "provider", value: "TYPE=PROVIDER[,...]",
        help: "The option provider of each dynamic parameter's custom type, such as Location=airports.",
        kind: .typeProviders)
    static let id = ValueOption<String?>(
        "id", value: "ID", help: "The schema's id.", kind: .text, shown: "the intent's name in kebab case")
    static let output = ValueOption<String?>(
        "output", short: "o", value: "FILE", help: "Write the schema to FILE (atomically) instead of stdout.",
        kind: .text)

    static let spec = CommandSpec(
        path: ["schema", "import"], summary: "Make a schema of a SiriKit intent definition's widget intent.",
        arguments: "FILE", options: [intent, strings, providers, id, output], positionals: 1...1,
        discussion: """
            Reads the .intentdefinition (an XML property list; binary ones are refused, entities are never expanded
            and no other file is read but its .strings) and writes a schema for one widget-eligible intent: enums
            without Xcode's unknown value, dynamic object parameters with the provider --provider names, booleans,
            integers with their ranges, strings, decimals as text of a decimal number, relationships as activeWhen,
            display names, descriptions and prompts localized from LANG.lproj/NAME.strings. What a schema cannot hold
            is a warning with its key path and line. The schema records the intent's class, parameter names and
            tags (siriKit), so that generate app-intents keeps placed widgets' values. Exits 1 when the definition
            cannot be imported.
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
        var importer = IntentDefinitionImporter(
            file: file, intentName: arguments[intent], providers: arguments[providers] ?? [:], knownProviders: known,
            schemaID: arguments[id], translations: try translations(for: file, arguments: arguments, context: context))
        if importer.intentName == nil, Terminal.isInteractive(context) {
            importer.intentName = try askForIntent(in: root, context: context)
        }
        let imported = importer.importDefinition(root)
        context.report(imported)
        guard let schema = imported.value else {
            throw CommandFailure(.invalid, "\(TextSanitizer.printable(file)) cannot be imported")
        }
        // What is written is checked as `schema validate` would check the file.
        let text = JSONWriter.write(SchemaEncoder().encode(schema)) + "\n"
        let checked = SchemaLoader().load(text, file: arguments[output] ?? "<imported>")
        guard checked.value != nil else {
            context.report(checked)
            throw CommandFailure(.invalid, "the schema imported from \(TextSanitizer.printable(file)) is not valid")
        }
        if let path = arguments[output] {
            do throws(IntentSchemaError) {
                try FileSystem.writeAtomically(Array(text.utf8), to: context.path(path), permissions: 0o644)
            } catch {
                throw CommandFailure(error)
            }
            context.console.error("wrote \(TextSanitizer.printable(path)): the schema \(schema.id)")
        } else {
            context.console.out(String(text.dropLast()))
        }
        return .success
    }

    /// The translations of the `.strings` files named after the definition in each `LANG.lproj`
    /// of the strings folder, by locale (`Base` is the definition's own language, left out).
    static func translations(for file: String, arguments: ParsedArguments, context: Context) throws(CommandFailure)
        -> [String: [String: String]]
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
            return [:]
        }
        var result: [String: [String: String]] = [:]
        let folders = (try? FileSystem.contents(of: root)) ?? []
        for lproj in folders where lproj.hasSuffix(".lproj") && lproj != "Base.lproj" {
            let path = "\(root)/\(lproj)/\(base).strings"
            guard FileSystem.isRegularFile(path) else { continue }
            let shown = arguments[strings].map { "\($0)/\(lproj)/\(base).strings" } ?? path
            let bytes = try context.readInput(path, limit: StringsFileReader.maximumSize)
            do throws(PropertyListError) {
                let entries = try StringsFileReader().read(bytes)
                result[String(lproj.dropLast(".lproj".count))] = Dictionary(
                    entries, uniquingKeysWith: { _, last in last })
            } catch {
                context.report([
                    Diagnostic(.error, .siriKitInvalidFile, error.message, file: shown, location: error.location)
                ])
                throw CommandFailure(.invalid, "\(TextSanitizer.printable(shown)) cannot be read")
            }
        }
        return result
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

extension OptionValueKind where Value == [String: String] {
    /// `TYPE=PROVIDER` pairs separated by commas.
    static var typeProviders: Self {
        .parsed(summary: "", expectation: "TYPE=PROVIDER pairs separated by commas, such as Location=airports") {
            text in
            var pairs: [String: String] = [:]
            for pair in text.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, SiriKitOrigin.isValidName(parts[0]), !parts[1].isEmpty,
                    parts[1].utf8.count <= 64,
                    parts[1].utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
                else { return nil }
                pairs[parts[0]] = parts[1]
            }
            return pairs.isEmpty ? nil : pairs
        }
    }
}
