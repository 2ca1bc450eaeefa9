import Testing

@testable import IntentctlKit

@Suite("Command-line parsing and help")
struct ParsedArgumentsTests {
    static let verbose = FlagOption("verbose", help: "Say more.")
    static let level = ValueOption("level", value: "N", help: "How much.")
    static let spec = CommandSpec(
        path: ["demo", "run"], summary: "Run the demo.", usage: "demo run FILE... [--level N] [--verbose]",
        flags: [verbose], options: [level], positionals: 1...2, discussion: "Exits 0.")

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

    @Test("every command's options parse, and its help mentions each of them")
    func everyCommand() throws {
        for command in IntentCtl.commands {
            let spec = command.spec
            var arguments = spec.flags.map { "--\($0.name)" }
            for option in spec.options { arguments += ["--\(option.name)", "x"] }
            arguments += Array(repeating: "p", count: spec.positionals.lowerBound)
            let parsed = try ParsedArguments(arguments, spec: spec)
            for flag in spec.flags { #expect(parsed[flag], "\(spec.path) --\(flag.name)") }
            for option in spec.options { #expect(parsed[option] == "x", "\(spec.path) --\(option.name)") }
            for name in spec.flags.map(\.name) + spec.options.map(\.name) {
                #expect(spec.help.contains("--\(name)"), "\(spec.path) help lacks --\(name)")
            }
        }
    }
}
