import Foundation
import TestSupport
import Testing

@testable import AppIntentsGenerator

/// The runtime the generator copies into every folder is the code the package compiles and tests.
@Suite("The App Intents runtime, embedded")
struct RuntimeSourcesTests {
    /// The runtime's source folder.
    static let folder = Fixtures.url("Sources/AppIntentsRuntime")

    @Test("the embedded runtime is Sources/AppIntentsRuntime, file for file (run scripts/embed.py)")
    func embedded() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "IntentctlService.swift" }.sorted()
        #expect(RuntimeSources.files.map { $0.name + ".swift" } == names)
        for file in RuntimeSources.files {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file.name + ".swift"), encoding: .utf8)
            #expect(file.text + "\n" == text, "\(file.name).swift differs from its embedded copy: run scripts/embed.py")
        }
    }

    @Test("the runtime's own IntentctlService is what the generator writes for the deals schema's default options")
    func service() throws {
        let code = { (text: String) in
            text.split(separator: "\n", omittingEmptySubsequences: false).drop {
                $0.hasPrefix("//") || $0.isEmpty
            }.joined(separator: "\n")
        }
        let runtime = try String(
            contentsOf: Self.folder.appendingPathComponent("IntentctlService.swift"), encoding: .utf8)
        let generated = try String(
            contentsOf: Fixtures.url("Tests/Goldens/AppIntents/deals-widget/IntentctlService.swift"), encoding: .utf8)
        #expect(!code(runtime).isEmpty)
        #expect(code(runtime) == code(generated))
    }

    @Test("the type names the runtime spells are reserved, and none of its comments' words are")
    func typeNames() {
        #expect(
            RuntimeSources.typeNames.isSuperset(of: ["IntentctlClient", "Bundle", "UTF8", "JSONEncoder", "URLSession"]))
        #expect(!RuntimeSources.typeNames.contains("Recent"))
        #expect(ReservedNames.types.isSuperset(of: RuntimeSources.typeNames))
    }
}
