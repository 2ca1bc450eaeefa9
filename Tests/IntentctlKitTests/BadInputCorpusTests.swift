import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// Every command that reads input, run over every file of `Tests/Corpus` in this process: it must
/// end with a documented status, never a crash or a hang, print no raw control or bidirectional
/// character, and print valid JSON whenever it prints JSON. The largest files run again as
/// processes under a memory limit (``memoryLimited(_:)``), so that a runaway allocation would
/// fail there rather than swamp the machine.
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
    static let corpus = Fixtures.url("Tests/Corpus")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0 != "README.md" }.sorted()
    }()

    /// The characters that must never reach a terminal raw.
    static let unsafe: Set<UInt32> = [
        0x00, 0x07, 0x1B, 0x7F, 0x85, 0x9B, 0x200E, 0x200F, 0x2028, 0x2029, 0x202E, 0x2066,
    ]

    @Test("the corpus is there")
    func corpusExists() {
        #expect(Self.files.count >= 25, "Tests/Corpus holds \(Self.files.count) files")
    }

    @Test("every input-reading command handles every corpus file", arguments: files)
    func command(_ name: String) throws {
        let file = Self.corpus.appendingPathComponent(name).path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.appendingPathComponent("store").path
        #expect(try CLIRunner.run(["config", "set", "home", "location=LHR", "--store", store]).status == 0)
        let good = Fixtures.url("Tests/Fixtures/deals.json").path
        // The file's beginning as one argument (arguments cannot hold NUL).
        let argument = String(decoding: bytes.prefix(4096).map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
        let runs: [(arguments: [String], stdin: [UInt8]?, json: Bool)] = [
            (["schema", "validate", file], nil, false),
            (["schema", "validate", file, "--json"], nil, true),
            (["config", "validate", file], nil, false),
            (["config", "validate", "-", "--json"], bytes, true),
            (["config", "validate", "--schema", file, good], nil, false),
            (["config", "save", "x", file, "--store", store], nil, false),
            (["config", "set", "home", "location=\(argument)", "--store", store], nil, false),
            (["timeline", "home", "--deals", file, "--store", store, "--now", "2026-11-22T10:00:00Z"], nil, false),
            (["timeline", "home", "--deals", "-", "--store", store, "--json"], bytes, true),
            (["suggest", "lon", "--data", file], nil, false),
            (["suggest", "lon", "--index", file], nil, false),
            (["data", "verify", file, "--json"], nil, true),
            (["suggest", "--stdin", "--limit", "3"], bytes, false),
            (["suggest", "--stdin", "--json", "--limit", "3"], bytes, false),
            (["suggest", argument, "--json"], nil, true),
            (["configure", "new", "--store", store], bytes, false),
            (["link", "--parse", argument], nil, false),
            (
                ["generate", "app-intents", "--schema", file, "-o", folder.appendingPathComponent("intents").path], nil,
                false
            ),
            (["schema", "import", file, "-o", folder.appendingPathComponent("imported.json").path], nil, false),
        ]
        for run in runs {
            let output = try CLIRunner.run(run.arguments, stdin: run.stdin, seconds: 60)
            let label = "\(name): \(run.arguments.prefix(3).joined(separator: " "))"
            HardeningFixtures.expectBounded(output, Comment(rawValue: label))
            for text in [output.stdout, output.stderr] {
                let found = text.unicodeScalars.first { Self.unsafe.contains($0.value) }
                #expect(found == nil, "\(label) printed U+\(String(found?.value ?? 0, radix: 16))")
            }
            if run.json, !output.stdout.isEmpty {
                #expect((try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) != nil, "\(label): JSON")
            }
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The largest hostile files: the ones a runaway allocation would come from.
    static let largest = ["deep-objects.json", "long-string.json", "deep-nesting.json"]

}
