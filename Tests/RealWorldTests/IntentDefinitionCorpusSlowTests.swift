import CommandLineTestSupport
import Foundation
import IntentSchema
import TestSupport
import TestTiers
import Testing

/// The slow tier of ``IntentDefinitionCorpusTests``: the App Intents code generated from every widget intent of
/// the real definitions, imported with no `--provider`, type-checks against the stand-in.
@Suite(
    "Real intent definitions, slow tier: the code of every widget intent compiles", .tags(.slow, .corpus),
    .enabled(if: Tier.slow, Tier.slowSkipped),
    .enabled(if: PublicSources.isConfigured, Comment(rawValue: PublicSources.unconfigured)))
struct IntentDefinitionCorpusSlowTests {
    static let intents: [(folder: String, intent: String)] = IntentDefinitionCorpusTests.sources.flatMap { source in
        (IntentDefinitionCorpusTests.expectations[source.folder]?.widgetIntents ?? []).map { (source.folder, $0) }
    }

    @Test("the generated code type-checks", arguments: intents.indices)
    func compiles(_ index: Int) throws {
        let (folderName, intent) = Self.intents[index]
        let repository = try #require(IntentDefinitionCorpusTests.sources.first { $0.folder == folderName })
        let folder = try TemporaryFolders.make()
        try PublicSources.materialize(repository, into: folder)
        let definition = folder.appendingPathComponent(try #require(repository.files.first).path).path
        let schema = folder.appendingPathComponent("schema.json").path
        let imported = IntentDefinitionCorpusTests.run([
            "schema", "import", definition, "--intent", intent, "-o", schema,
        ])
        #expect(imported.status == 0, "\(intent): \(imported.stderr)")
        let generated = folder.appendingPathComponent("generated")
        let generate = IntentDefinitionCorpusTests.run([
            "generate", "app-intents", "--schema", schema, "-o", generated.path,
        ])
        #expect(generate.status == 0, "\(intent): \(generate.stderr)")
        try IntentDefinitionCorpusTests.typechecks(generated)
    }
}
