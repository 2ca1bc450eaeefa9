import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// Shells completing intentctl.
@Suite("Shells completing intentctl", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct ToolingCommandProcessTests {
    @Test(
        "bash completion completes commands, options, values, names, schema ids and enum cases", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func bash() throws {
        let (store, path) = try CompletionFixtures.completionSetup()
        // One bash for every case: each line typed, completed, and its completions printed.
        let script = """
            source "$1" || exit 3
            shift
            for line in "$@"; do COMP_LINE="$line"; COMP_POINT=${#COMP_LINE}; COMPREPLY=(); _intentctl; echo "${COMPREPLY[*]}"; done
            """
        let run = try CLIRunner.run(
            ["-c", script, "bash", try CompletionFixtures.completionScript("bash")]
                + CompletionFixtures.bashCases.map(\.0),
            environment: ["PATH": path, "INTENTCTL_HOME": store], binary: URL(fileURLWithPath: "/bin/bash"))
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, (line, expected)) in CompletionFixtures.bashCases.enumerated() {
            #expect(lines.indices.contains(index) && lines[index] == expected, "\(line): \(lines)")
        }
    }

    @Test(
        "zsh and fish complete stored names, enum cases and option values, where they are installed",
        .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
    func zshAndFish() throws {
        let (store, path) = try CompletionFixtures.completionSetup()
        let environment = ["PATH": path, "INTENTCTL_HOME": store]
        let cases = [
            ("intentctl config show ", ["home", "work"]), ("intentctl config set home dates=", ["dates=nextMonth"]),
            ("intentctl config validate --format ", ["sarif", "junit"]), ("intentctl sch", ["schema"]),
        ]
        var ran = 0
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") {
            ran += 1
            // zsh filters COMPREPLY by what is typed itself, so the list may hold more. Each case's
            // words end with a line "%%".
            let script = """
                source "$1" || exit 3
                shift
                for line in "$@"; do COMP_LINE="$line"; COMP_POINT=${#COMP_LINE}; COMPREPLY=(); _intentctl; print -l -- "${COMPREPLY[@]}" %%; done
                """
            let run = try CLIRunner.run(
                ["-f", "-c", script, "zsh", try CompletionFixtures.completionScript("zsh")] + cases.map(\.0),
                environment: environment, binary: URL(fileURLWithPath: "/usr/bin/zsh"))
            let answers = run.stdout.components(separatedBy: "%%\n").map {
                Set($0.split(separator: "\n").map(String.init))
            }
            for (index, (line, expected)) in cases.enumerated() {
                #expect(
                    run.status == 0 && answers.indices.contains(index) && answers[index].isSuperset(of: expected),
                    "zsh: \(line): \(run.stdout) \(run.stderr)")
            }
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") {
            ran += 1
            let run = try CLIRunner.run(
                [
                    "--no-config", "-c", "source $argv[1]; for line in $argv[2..-1]; complete -C $line; echo %%; end",
                    try CompletionFixtures.completionScript("fish"),
                ] + cases.map(\.0), environment: environment, binary: URL(fileURLWithPath: "/usr/bin/fish"))
            let answers = run.stdout.components(separatedBy: "%%\n").map {
                Set($0.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
            }
            for (index, (line, expected)) in cases.enumerated() {
                let words = answers.indices.contains(index) ? answers[index] : []
                #expect(run.status == 0 && words.isSuperset(of: expected), "fish: \(line): \(run.stdout) \(run.stderr)")
                #expect(
                    !words.contains { $0.contains("/") || $0.contains(".") },
                    "fish offers no files where none are meant: \(line): \(words)")
            }
        }
        if ran < 2 { try Test.cancel("skipped \(2 - ran) of zsh and fish: not installed (apt-get install zsh fish)") }
    }

    @Test(
        "Tab completes a stored name in an interactive bash on a terminal", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func interactiveBash() throws {
        let (store, path) = try CompletionFixtures.completionSetup()
        let terminal = try PseudoTerminal()
        try terminal.start(
            ["--norc", "--noprofile", "-i"],
            environment: ["PATH": path, "INTENTCTL_HOME": store, "PS1": "ready$ ", "INPUTRC": "/dev/null"],
            executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(terminal.waitFor("ready$ "))
        terminal.type("source <(intentctl completions bash); echo sourced\n")
        #expect(terminal.waitFor("sourced\r\n"))
        terminal.settle()
        let mark = terminal.output.count
        terminal.type("intentctl config show wo\t")
        #expect(terminal.waitFor("intentctl config show work ", after: mark), "\(terminal.output.suffix(200))")
        terminal.type("\u{3}exit\n")
        _ = terminal.waitForExit()
    }
}
