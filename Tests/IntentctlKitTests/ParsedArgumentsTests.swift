import CommandLineTestSupport
import DocumentFormats
import IntentSchema
import Testing

@testable import IntentctlKit

@Suite("Command-line parsing and help")
struct ParsedArgumentsTests {
    static let verbose = FlagOption("verbose", help: "Say more.")
    static let level = ValueOption("level", value: "N", help: "How much.")
    static let spec = CommandSpec(
        path: ["demo", "run"], summary: "Run the demo.", arguments: "FILE...", flags: [verbose], options: [level],
        positionals: 1...2, discussion: "Exits 0.")

    struct Accepted: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var verbose = false
        var level: String? = nil
        var positionals: [String]
        var testDescription: String { name }
    }

    @Test(
        "command lines are parsed into flags, options and positionals",
        arguments: [
            Accepted(name: "a positional", arguments: ["a"], positionals: ["a"]),
            Accepted(name: "a flag", arguments: ["a", "--verbose"], verbose: true, positionals: ["a"]),
            Accepted(
                name: "an option and its value", arguments: ["--level", "3", "a"], level: "3", positionals: ["a"]),
            Accepted(name: "an option with =", arguments: ["a", "--level=4"], level: "4", positionals: ["a"]),
            Accepted(name: "an empty value after =", arguments: ["a", "--level="], level: "", positionals: ["a"]),
            Accepted(name: "- is standard input", arguments: ["-", "a"], positionals: ["-", "a"]),
            Accepted(
                name: "-- ends the options", arguments: ["--", "--verbose", "-x"], positionals: ["--verbose", "-x"]),
            Accepted(
                name: "a value that looks like an option", arguments: ["a", "--level", "--verbose"],
                level: "--verbose", positionals: ["a"]),
            Accepted(
                name: "the last of a repeated option", arguments: ["a", "--level", "1", "--level", "2"], level: "2",
                positionals: ["a"]),
        ])
    func accepts(_ example: Accepted) throws {
        let parsed = try ParsedArguments(example.arguments, spec: Self.spec)
        #expect(parsed[Self.verbose] == example.verbose)
        #expect(parsed[Self.level] == example.level)
        #expect(parsed.positionals == example.positionals)
        #expect(!parsed.wantsHelp)
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    @Test(
        "wrong command lines are usage errors that say what is wrong",
        arguments: [
            Refused(name: "an unknown option", arguments: ["a", "--levle", "2"], message: "did you mean --level?"),
            Refused(name: "a short option", arguments: ["a", "-v"], message: "unknown option '-v'"),
            Refused(
                name: "a value for a flag", arguments: ["a", "--verbose=yes"], message: "--verbose takes no value"),
            Refused(
                name: "an option without its value", arguments: ["a", "--level"], message: "--level needs a value"),
            Refused(name: "too few positionals", arguments: [], message: "missing arguments"),
            Refused(name: "too many positionals", arguments: ["a", "b", "c"], message: "unexpected argument 'c'"),
            Refused(
                name: "control characters are shown escaped", arguments: ["a", "--\u{1B}[2J"],
                message: "unknown option '--\\u{1B}[2J'"),
        ])
    func refuses(_ example: Refused) {
        #expect {
            try ParsedArguments(example.arguments, spec: Self.spec)
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.exitCode == .usage && failure.message.contains(example.message)
                && failure.message.contains("usage: intentctl demo run FILE...")
        }
    }

    @Test("--help and -h ask for help, whatever else is on the line")
    func help() throws {
        #expect(try ParsedArguments(["--help"], spec: Self.spec).wantsHelp)
        #expect(try ParsedArguments(["a", "b", "c", "-h"], spec: Self.spec).wantsHelp)
    }

    @Test("the help text lists the usage, every option aligned, and the discussion")
    func helpText() {
        let lines = Self.spec.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "OVERVIEW: Run the demo.")
        #expect(lines.contains("USAGE: intentctl demo run FILE... [--level N] [--verbose]"))
        let rows = lines.filter { $0.hasPrefix("  -") }
        #expect(rows.count == 3)
        // Each option's help starts in the same column.
        let columns = ["How much.", "Say more.", "Show this help."].map { help in
            rows.first { $0.hasSuffix(help) }.map { $0.count - help.count }
        }
        #expect(!columns.contains(nil) && Set(columns).count == 1, "\(rows)")
        #expect(lines.last(where: { !$0.isEmpty }) == "Exits 0.")
    }

    @Test("a command line is dispatched by the words of each command's spec, none named twice")
    func dispatchWords() {
        for (path, command) in IntentCtl.commandsByPath {
            #expect(path == command.spec.path, "\(command)")
        }
        let paths = IntentCtl.commandsByPath.map { $0.path.joined(separator: " ") }
        #expect(Set(paths).count == paths.count)
    }

    @Test("every command's options parse, its help mentions each of them, and a bad value names the option")
    func everyCommand() throws {
        for command in IntentCtl.commands {
            let spec = command.spec
            var arguments = spec.flags.map { "--\($0.name)" }
            for option in spec.options {
                // A value each option takes: its first choice, or a number or text that fits most.
                let candidates =
                    option.choices + [
                        "5", "x", "en", "127.0.0.1:0", "https://example.com", "2026-11-22T10:00:00Z", "Type=provider",
                    ]
                let value = try #require(candidates.first { option.check($0) == nil }, "--\(option.name)")
                arguments += ["--\(option.name)", value]
                if let error = option.check("\u{1}") {
                    #expect(error.message.hasPrefix("--\(option.name)"), "\(spec.path): \(error.message)")
                }
            }
            arguments += Array(repeating: "p", count: spec.positionals.lowerBound)
            let parsed = try ParsedArguments(arguments, spec: spec)
            for flag in spec.flags { #expect(parsed[flag], "\(spec.path) --\(flag.name)") }
            for name in spec.flags.map(\.name) + spec.options.map(\.name) {
                #expect(spec.help.contains("--\(name)"), "\(spec.path) help lacks --\(name)")
                #expect(
                    spec.usage.contains("--\(name)") || spec.usage.contains("-o"), "\(spec.path) usage lacks --\(name)")
            }
        }
    }

    // MARK: Typed options

    static let count = ValueOption<Int>(
        "count", value: "N", help: "How many.", kind: .wholeNumber(in: 1...9), default: 1)
    static let wait = ValueOption<Duration?>("wait", value: "SECONDS", help: "How long.", kind: .seconds(in: 0...60))
    static let format = ValueOption<ReportFormat?>(
        "format", value: "FORMAT", help: "How.", kind: .choice, shown: "text")
    static let mode = ValueOption<String?>(
        "mode", value: "MODE", help: "Which.", kind: .choice(["fast", "slow"]), required: true)
    static let typed = CommandSpec(
        path: ["demo", "typed"], summary: "Typed options.", arguments: "(NAME | --all)",
        flags: [FlagOption("all", help: "All."), FlagOption("json", help: "JSON.")],
        options: [count, wait, format, mode], alternatives: [["json", "format"]], positionals: 0...1)

    @Test("a typed option reads as its type, or its default when it is not given")
    func typedValues() throws {
        let given = try ParsedArguments(
            ["--count", "7", "--wait", "0.25", "--format", "sarif", "--mode", "slow"], spec: Self.typed)
        #expect(given[Self.count] == 7)
        #expect(given[Self.wait] == .milliseconds(250))
        #expect(given[Self.format] == .sarif)
        #expect(given[required: Self.mode] == "slow")
        let absent = try ParsedArguments(["--mode", "fast"], spec: Self.typed)
        #expect(absent[Self.count] == 1)
        #expect(absent[Self.wait] == nil)
        #expect(absent[Self.format] == nil)
    }

    @Test(
        "a value out of its declaration's range or choices is a usage error, before the command runs",
        arguments: [
            (["--count", "0"], "--count takes a whole number from 1 to 9"),
            (["--count", "10"], "--count takes a whole number from 1 to 9"),
            (["--count", "2.5"], "--count takes a whole number from 1 to 9"),
            (["--count", "-1"], "--count takes a whole number from 1 to 9"),
            (["--wait", "61"], "--wait takes a number of seconds from 0 to 60, such as 10 or 0.5"),
            (["--wait", ".5"], "--wait takes a number of seconds from 0 to 60"),
            (["--wait", "1e3"], "--wait takes a number of seconds from 0 to 60"),
            (
                ["--format", "sarf"],
                #"--format is text, json, github, sarif or junit, not "sarf"; did you mean "sarif"?"#
            ),
            (["--mode", "medium"], "--mode is fast or slow, not \"medium\""),
            ([], "--mode fast|slow is required"),
        ] as [([String], String)])
    func typedRefusals(_ arguments: [String], message: String) {
        let line = arguments.contains("--mode") ? arguments : arguments + (arguments.isEmpty ? [] : ["--mode", "fast"])
        #expect {
            try ParsedArguments(line, spec: Self.typed)
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.exitCode == .usage && failure.message.hasPrefix(message)
        }
    }

    @Test(
        "the usage line is made from the declarations: arguments, required options, then the others, alternatives together"
    )
    func generatedUsage() {
        #expect(
            Self.typed.usage
                == "demo typed (NAME | --all) --mode fast|slow [--count N] [--wait SECONDS] [--json | --format FORMAT]")
        let help = Self.typed.help
        #expect(help.contains("--count N        How many (1 to 9; default 1)."), "\(help)")
        #expect(help.contains("--wait SECONDS   How long (seconds, 0 to 60)."), "\(help)")
        #expect(help.contains("How (text, json, github, sarif or junit; default text)."), "\(help)")
    }
}
