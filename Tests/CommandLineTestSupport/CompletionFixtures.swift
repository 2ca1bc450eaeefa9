import Foundation
import TestSupport
import Testing

/// Shell completion scripts and the store they complete from.
package enum CompletionFixtures {
    package static let bashCases = [
        ("intentctl con", "config configure"), ("intentctl config s", "set save show"),
        ("intentctl config show ", "home work"), ("intentctl config delete w", "work"),
        ("intentctl config set home trav", "travellers="), ("intentctl config set home travellers=t", "two three"),
        ("intentctl config set home dates=", "nextWeekend nextMonth anytime"),
        ("intentctl config validate --format s", "sarif"), ("intentctl schema show ", "deals-widget"),
        ("intentctl serve --log-format ", "text json none"), ("intentctl --ver", "--version"),
        ("intentctl suggest --k", "--kind"), ("intentctl completions ", "bash zsh fish"),
    ]

    /// The completion script for a shell, written to a file (made in this process), for shells
    /// to source: only the completions' own calls for stored names and values launch `intentctl`.
    package static func completionScript(_ shell: String) throws -> String {
        let script = try CLIRunner.run(["completions", shell])
        #expect(script.status == 0)
        let file = try CLIRunner.temporaryFolder().appendingPathComponent("intentctl.\(shell)")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// A store with two configurations and a folder on PATH holding the binary as `intentctl`.
    package static func completionSetup() throws -> (store: String, path: String) {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.appendingPathComponent("store").path
        for (name, location) in [("home", "LON"), ("work", "LHR")] {
            #expect(try CLIRunner.run(["config", "set", name, "location=\(location)", "--store", store]).status == 0)
        }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("intentctl"), withDestinationURL: CLIRunner.binary)
        return (store, bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"))
    }
}
