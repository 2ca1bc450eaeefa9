import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// intentctl suggest as a coprocess.
@Suite("intentctl suggest as a coprocess", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct SuggestCommandProcessTests {
    @Test(
        "the coprocess flushes each answer before the next question", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func interactive() throws {
        let process = Process()
        process.executableURL = CLIRunner.binary
        process.arguments = ["suggest", "--stdin"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        for (query, first) in [("mxp", "MXP"), ("egll", "LHR"), ("barcelna", "BCN")] {
            input.fileHandleForWriting.write(Data("\(query)\n".utf8))
            let line = CLIRunner.readLine(from: output.fileHandleForReading, within: 10)
            #expect(line?.hasPrefix(first) == true, "\(query): \(line ?? "no answer within 10 s")")
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
