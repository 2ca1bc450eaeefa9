import CommandLineTestSupport
import Foundation
import IntentSchema
import TestSupport
import TestTiers
import Testing

@testable import IntentctlKit

/// schema import, in a process.
@Suite("schema import, in a process", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct SchemaImportCommandProcessTests {
    @Test(
        "the project's development region is found however the path is typed: from inside Base.lproj, or through ..",
        .tags(.process), .enabled(if: Tier.process, Tier.processSkipped),
        arguments: [
            ("Base.lproj", "Door.intentdefinition"), ("Base.lproj", "../Base.lproj/Door.intentdefinition"),
            ("", "Base.lproj/../Base.lproj/Door.intentdefinition"),
        ])
    func developmentRegionFromRelativePaths(folder: String, path: String) throws {
        let definition = try IntentDefinitionProjects.project(
            definition: IntentDefinitionProjects.door, developmentRegion: "ru")
        let project = URL(fileURLWithPath: definition).deletingLastPathComponent().deletingLastPathComponent()
        let output = try CLIRunner.runProcess(
            ["schema", "import", path], directory: folder.isEmpty ? project : project.appendingPathComponent(folder))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"defaultLocale\": \"ru\""), "\(output.stderr)")
    }
}
