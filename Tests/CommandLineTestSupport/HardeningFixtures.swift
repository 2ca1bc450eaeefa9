import Foundation
import TestSupport
import Testing

/// Files and limits for hostile-input runs.
package enum HardeningFixtures {
    package static func file(_ name: String, in folder: URL, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    package static let memory = 1 << 30

    package static let seconds = 60.0

    package static func lines(_ text: String) -> Int { text.split(separator: "\n").count }

    package static func expectBounded(_ output: CLIRunner.Output, _ comment: Comment? = nil) {
        #expect(!output.timedOut, "took longer than the time limit \(comment.map { "(\($0))" } ?? "")")
        #expect(
            !output.signalled && HardeningFixtures.documentedStatuses.contains(output.status), "status \(output.status)"
        )
        #expect(!output.stderr.contains("Fatal error"))
    }

    /// The statuses a command may end with on bad input: never a signal or a crash.
    package static let documentedStatuses: Set<Int32> = [0, 1, 64, 66, 73, 74, 75]
}
