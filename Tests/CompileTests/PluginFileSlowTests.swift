import CommandLineTestSupport
import TestTiers
import Testing

/// The build plugin's one file for the other example schemas, type-checked against the stand-in (the default
/// tier checks the one with several values).
@Suite("The build plugin's one file, slow tier", .tags(.slow), .enabled(if: Tier.slow, Tier.slowSkipped))
struct PluginFileSlowTests {
    @Test("compiles as the folder does", arguments: AppIntentsCompileTests.slowPluginFileSchemas)
    func pluginFile(_ schema: String, _ module: String) throws {
        try AppIntentsCompileTests().pluginFile(schema, module)
    }
}
