import CommandLineTestSupport
import Foundation
import IntentctlKit
import TestSupport
import TestTiers
import Testing

/// Hardening, in a process.
@Suite("Hardening, in a process", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct HardeningProcessTests {
    @Test(
        "a closed output ends the command at once, quietly, with 141", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func closedOutput() throws {
        let output = try CLIRunner.shell("yes lon 2>/dev/null | \"$INTENTCTL\" suggest --stdin | head -1", seconds: 30)
        #expect(!output.timedOut, "the command kept running after its reader left")
        #expect(output.stdout.hasPrefix("LON "))
        // The status of the command itself, from inside the pipeline.
        let status = try CLIRunner.shell(
            "{ yes lon 2>/dev/null | \"$INTENTCTL\" suggest --stdin; echo $? >&2; } | head -1 > /dev/null", seconds: 30)
        #expect(!status.timedOut)
        #expect(status.stderr == "141\n", "stderr: \(status.stderr)")
    }

    @Test(
        "did-you-mean hints stay quick against a schema of 10,538 parameters", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func boundedHints() throws {
        let folder = try CLIRunner.temporaryFolder()
        let parameters = (0..<10_538).map { #"{"id": "p\#($0)", "title": "P", "kind": "boolean"}"# }
        let schema = try HardeningFixtures.file(
            "big.json", in: folder,
            #"{"formatVersion": 1, "id": "big", "version": 1, "title": "Big", "parameters": ["#
                + parameters.joined(separator: ",") + "]}")
        let values = (0..<10_538).map { #""q\#($0)x": true"# }.joined(separator: ",")
        let configuration = try HardeningFixtures.file(
            "config.json", in: folder, #"{"schema": "big", "version": 1, "values": {\#(values)}}"#)
        let validate = try CLIRunner.run(
            ["config", "validate", "--schema", schema, configuration], seconds: 30, memory: HardeningFixtures.memory)
        HardeningFixtures.expectBounded(validate)
        #expect(validate.status == 1)
        #expect(validate.stderr.utf8.count < 100_000, "\(validate.stderr.utf8.count) bytes of diagnostics")
        let assignments = (0..<5_000).map { "q\($0)=true" }
        let set = try CLIRunner.run(
            ["config", "set", "x"] + assignments + [
                "--schema", schema, "--store", folder.appendingPathComponent("s").path,
            ],
            seconds: 30, memory: HardeningFixtures.memory)
        HardeningFixtures.expectBounded(set)
        #expect(set.status == 1)
    }

    @Test(
        "the process's own descriptors: /dev/full and a closed stdout exit 74", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped),
        arguments: ["\"$INTENTCTL\" schema show > /dev/full", "\"$INTENTCTL\" suggest lon >&-"])
    func failedWritesInAProcess(_ script: String) throws {
        let output = try CLIRunner.shell(script + "; echo \"status $?\" >&2")
        #expect(output.stderr.contains("cannot write to standard output"))
        #expect(output.stderr.hasSuffix("status 74\n"), "\(output.stderr)")
    }
}
