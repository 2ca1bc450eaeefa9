import AppIntentsGenerator
import DocumentFormats
import Foundation
import IntentSchema
import TestSupport

/// The App Intents generator under fuzzing: random schemas with hostile text in every field that holds text
/// (titles, descriptions, prompts, case titles, the placeholder and the summary, in up to three locales), and
/// ids that are Swift keywords or names the generated code uses. For each schema:
///
/// - one with a character display text may not hold (a control, a bidirectional override, a line break
///   outside a description) must be refused with `schema.unsafe-text`, whatever else it holds;
/// - one that loads generates, or is refused with located problems, never anything else;
/// - every generated Swift file's literals read back (``SwiftLiteralReader``), and every text of the schema in
///   its default locale is one of them, exactly (a summary with its `${…}` placeholders set aside, as their
///   names become Swift's); every text in every locale is a value of the string catalog;
/// - every generated Swift file parses (`swiftc -parse`, in batches; a batch that fails is parsed schema by
///   schema to find the one to save).
///
/// A violation saves the schema as `fuzz-failure-generate-SEED-N.json`, which
/// `intentctl generate app-intents --schema` reproduces.
struct GeneratorFuzzer {
    /// Texts that broke generated code, or could: interpolations, literal and comment delimiters, escapes,
    /// format specifiers, and characters outside ASCII.
    static let hostileFragments = [
        #"\(print("INJECTED"))"#, #"\(String(describing: print("X")))"#, "\"\"\"", "\"", "\\", "\\\\", "#", "#\"",
        "\"#", "##\"\"\"", "*/", "/*", "//", "///", "%@", "%1$@", "%%", "%d", "\\u{41}", "\\n", "\\0", "\\(", ")",
        "`", "$", "{", "}", "é", "ﬁ", "🛫", "👩‍👩‍👧", "e\u{0301}", "漢字", "مرحبا", "\u{200F}", "\u{00A0}",
        "Deals", "from", " ", "  ", String(repeating: "long ", count: 30),
    ]
    /// Characters display text may not hold: controls, bidirectional overrides and isolates, separators.
    static let unsafeFragments = [
        "\u{0000}", "\u{0001}", "\u{0008}", "\t", "\r", "\u{001B}[2J", "\u{007F}", "\u{0085}", "\u{202E}", "\u{2066}",
        "\u{2028}", "\u{2029}",
    ]
    /// Ids: plain ones, Swift keywords, and names of the types and members the generated code uses.
    static let ids = [
        "place", "mode", "count", "flag", "note", "default", "class", "self", "Self", "init", "bundle", "string",
        "values", "uTF8", "encoder", "entityString", "type", "rawValue", "description", "title", "date", "url",
        "data", "client", "timeline", "entry", "intent", "query", "in-case", "next_weekend", "a1", "z",
    ]
    /// Providers: the one the service serves, and ones the app gives.
    static let providers = ["airports", "stations", "friends", "houses", "default", "string"]
    static let locales = ["de", "fr"]

    /// The texts a schema holds: each in its default locale and its translations.
    struct Text {
        var defaultText: String
        var translations: [String: String]
        var isSummary: Bool
    }

    /// A random schema's JSON, its texts, and whether a text holds a refused character.
    struct RandomSchema {
        var json: String
        var texts: [Text] = []
        var unsafe = false
    }

    var random: SplitMix64

    // MARK: Making schemas

    mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    /// A text of 1 to 6 fragments, with a refused character one time in 25; a description may break lines.
    mutating func text(_ schema: inout RandomSchema, lineFeeds: Bool, references: [String] = []) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            if !references.isEmpty, chance(3) {
                text += "${\(pick(references))}"
            } else if lineFeeds, chance(8) {
                text += "\n"
            } else {
                // `$` and `{` side by side would open a placeholder the summary does not have.
                let fragment = pick(Self.hostileFragments)
                text += references.isEmpty || !(fragment == "{" && text.hasSuffix("$")) ? fragment : "x"
            }
        }
        // A blank text is refused as empty, which is not what a refused character must be refused as.
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { text = "x" + text }
        if chance(25) {
            text += pick(Self.unsafeFragments + (lineFeeds ? [] : ["\n"]))
            schema.unsafe = true
        }
        return text
    }

    /// A display string: a JSON string, or an object of locales; recorded in the schema's texts.
    mutating func displayString(
        _ schema: inout RandomSchema, locales: [String], lineFeeds: Bool = false, references: [String] = []
    ) -> String {
        let main = text(&schema, lineFeeds: lineFeeds, references: references)
        var translations: [String: String] = [:]
        for locale in locales where chance(2) {
            translations[locale] = text(&schema, lineFeeds: lineFeeds, references: references)
        }
        schema.texts.append(Text(defaultText: main, translations: translations, isSummary: !references.isEmpty))
        guard !translations.isEmpty else { return JSONWriter.quoted(main) }
        let members = [("en", main)] + translations.sorted { $0.key < $1.key }
        return "{" + members.map { "\(JSONWriter.quoted($0.0)): \(JSONWriter.quoted($0.1))" }.joined(separator: ", ")
            + "}"
    }

    /// A random schema: 1 to 5 parameters of every kind, with hostile text in every field that holds text.
    mutating func schema() -> RandomSchema {
        var schema = RandomSchema(json: "")
        let locales = Self.locales.filter { _ in chance(2) }
        var ids: [String] = []
        while ids.count < Int.random(in: 1...5, using: &random) {
            let id = pick(Self.ids)
            if !ids.contains(id) { ids.append(id) }
        }
        var parameters: [String] = []
        for id in ids {
            var members = [
                "\"id\": \(JSONWriter.quoted(id))", "\"title\": \(displayString(&schema, locales: locales))",
            ]
            if chance(2) {
                members.append("\"description\": \(displayString(&schema, locales: locales, lineFeeds: true))")
            }
            if chance(3) { members.append("\"prompt\": \(displayString(&schema, locales: locales))") }
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                var cases: [String] = []
                var caseIDs: [String] = []
                while caseIDs.count < Int.random(in: 1...4, using: &random) {
                    let caseID = pick(Self.ids)
                    if !caseIDs.contains(caseID) { caseIDs.append(caseID) }
                }
                for caseID in caseIDs {
                    cases.append(
                        "{\"id\": \(JSONWriter.quoted(caseID)), \"title\": \(displayString(&schema, locales: locales))}"
                    )
                }
                members += ["\"kind\": \"enum\"", "\"cases\": [\(cases.joined(separator: ", "))]"]
                if chance(2) { members.append("\"default\": \(JSONWriter.quoted(caseIDs[0]))") }
            case 1:
                members += ["\"kind\": \"dynamic\"", "\"provider\": \(JSONWriter.quoted(pick(Self.providers)))"]
            case 2:
                members += ["\"kind\": \"integer\"", "\"minimum\": 1", "\"maximum\": 9", "\"default\": 3"]
            case 3:
                members += ["\"kind\": \"boolean\"", "\"default\": false"]
            default:
                members += ["\"kind\": \"string\""]
            }
            parameters.append("{" + members.joined(separator: ", ") + "}")
        }
        var top = [
            "\"formatVersion\": 1", "\"id\": \"fuzz\"", "\"version\": 1",
            "\"title\": \(displayString(&schema, locales: locales))",
        ]
        if chance(2) {
            top.append("\"description\": \(displayString(&schema, locales: locales, lineFeeds: true))")
        }
        if chance(2) { top.append("\"placeholder\": \(displayString(&schema, locales: locales))") }
        if chance(2) {
            top.append("\"summary\": {\"text\": \(displayString(&schema, locales: locales, references: ids))}")
        }
        top.append("\"parameters\": [\(parameters.joined(separator: ", "))]")
        schema.json = "{" + top.joined(separator: ", ") + "}"
        return schema
    }

    // MARK: Checking

    static let generator = AppIntentsGenerator(
        options: AppIntentsGeneratorOptions(
            baseURL: "https://deals.example.com", module: "FuzzExtension", toolVersion: "0.0.0",
            paths: .init(
                suggest: "/v1/suggest", place: "/v1/places/{code}", timeline: "/v1/timeline", countries: "/v1/countries"
            ),
            servedProviders: ["airports", "countries"],
            texts: .init(
                cityGroupSubtitle: LocalizedText("All airports, %@", translations: ["de": "Alle Flughäfen, %@"]),
                sections: [.init(id: "recent", title: LocalizedText("Recent"))])))

    /// A summary's text with its placeholders set aside: `${anything}` becomes `${}`.
    static func withoutPlaceholderNames(_ text: String) -> String {
        text.replacingOccurrences(of: #"\$\{[^}]*\}"#, with: "${}", options: .regularExpression)
    }

    /// Checks one schema in-process; the violated expectation, or nil, and the Swift files to parse.
    static func check(_ schema: RandomSchema) -> (violation: String?, swift: [GeneratedFile]) {
        let loaded = SchemaLoader().load(Array(schema.json.utf8), file: "fuzz.json")
        if schema.unsafe {
            let refused = loaded.schema == nil && loaded.diagnostics.contains { $0.code == .schemaUnsafeText }
            return (refused ? nil : "a text with a refused character was not refused (schema.unsafe-text)", [])
        }
        guard let widget = loaded.schema else {
            return (loaded.diagnostics.isEmpty ? "the schema is invalid without a diagnostic" : nil, [])
        }
        let files: [GeneratedFile]
        switch generator.generate(widget) {
        case .success(let generated): files = generated
        case .failure(.schema(let problems)):
            let located = !problems.isEmpty && problems.allSatisfy { $0.path != .root }
            return (located ? nil : "a refusal without a location: \(problems.map(\.message))", [])
        case .failure(let failure): return ("generation failed: \(failure)", [])
        }
        let swift = files.filter { $0.name.hasSuffix(".swift") }
        var literals: Set<String> = []
        for file in swift {
            do {
                literals.formUnion(try SwiftLiteralReader.literals(in: String(decoding: file.bytes, as: UTF8.self)))
            } catch {
                return ("\(file.name): a literal does not read back: \(error)", swift)
            }
        }
        let summaries = Set(literals.map(withoutPlaceholderNames))
        guard let catalogFile = files.first(where: { $0.name == AppIntentsGenerator.catalogName }),
            let catalog = try? JSONSerialization.jsonObject(with: Data(catalogFile.bytes)) as? [String: Any],
            let entries = catalog["strings"] as? [String: [String: Any]]
        else { return ("the string catalog is not JSON", swift) }
        var values: Set<String> = []
        for entry in entries.values {
            for localization in (entry["localizations"] as? [String: Any] ?? [:]).values {
                if let value = ((localization as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
                {
                    values.insert(value)
                }
            }
        }
        let catalogSummaries = Set(values.map(withoutPlaceholderNames))
        for text in schema.texts {
            let found =
                text.isSummary
                ? summaries.contains(withoutPlaceholderNames(text.defaultText)) : literals.contains(text.defaultText)
            guard found else { return ("no Swift literal holds the text \(text.defaultText.debugDescription)", swift) }
            for translation in [text.defaultText] + text.translations.values {
                let inCatalog =
                    text.isSummary
                    ? catalogSummaries.contains(withoutPlaceholderNames(translation)) : values.contains(translation)
                guard inCatalog else {
                    return ("the catalog does not hold the text \(translation.debugDescription)", swift)
                }
            }
        }
        return (nil, swift)
    }

    /// Parses Swift files with `swiftc -parse`; its complaints, or nil when they parse cleanly.
    static func parse(_ groups: [[GeneratedFile]], swiftc: URL) -> String? {
        guard let folder = try? TemporaryFolders.make() else { return "no temporary folder" }
        var paths: [String] = []
        for (number, files) in groups.enumerated() {
            for file in files {
                let path = folder.appendingPathComponent("\(number)-\(file.name)").path
                guard FileManager.default.createFile(atPath: path, contents: Data(file.bytes)) else {
                    return "cannot write \(path)"
                }
                paths.append(path)
            }
        }
        guard !paths.isEmpty else { return nil }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-parse"] + paths
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "swiftc -parse did not run" }
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
        return process.terminationStatus == 0 && complaints.isEmpty ? nil : "swiftc -parse: \(complaints.prefix(2000))"
    }

    /// Runs for a duration; the number of violations, each printed and its schema saved.
    static func run(seed: UInt64, duration: Duration) -> Int {
        var fuzzer = GeneratorFuzzer(random: SplitMix64(state: seed &* 7_919 &+ 17))
        let swiftc = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        var failures = 0
        var iterations = 0
        var generated = 0
        var parsedContents: Set<[UInt8]> = []
        var batch: [(iteration: Int, json: String, files: [GeneratedFile])] = []
        func fail(_ violation: String, _ iteration: Int, _ json: String) {
            failures += 1
            let name = "fuzz-failure-generate-\(seed)-\(iteration).json"
            _ = FileManager.default.createFile(atPath: name, contents: Data(json.utf8))
            print("generate: \(violation) (schema saved as \(name))")
        }
        func parseBatch() {
            guard let swiftc, !batch.isEmpty else { return }
            if parse(batch.map(\.files), swiftc: swiftc) != nil {
                for entry in batch {
                    if let complaint = parse([entry.files], swiftc: swiftc) {
                        fail(complaint, entry.iteration, entry.json)
                    }
                }
            }
            batch.removeAll()
        }
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        while clock.now < deadline {
            let schema = fuzzer.schema()
            let (violation, swift) = check(schema)
            if let violation { fail(violation, iterations, schema.json) }
            if !swift.isEmpty { generated += 1 }
            // Files every schema shares (the runtime) are parsed once.
            let fresh = swift.filter { parsedContents.insert($0.bytes).inserted }
            if !fresh.isEmpty { batch.append((iterations, schema.json, fresh)) }
            if batch.count == 24 { parseBatch() }
            iterations += 1
        }
        parseBatch()
        print(
            "generate: \(iterations) schemas, \(generated) generated"
                + (swiftc == nil ? " (no swiftc on PATH: nothing parsed)" : ", every file parsed by swiftc -parse"))
        return failures
    }
}
