import ConfigurationStore
import DocumentFormats
import IntentSchema

/// The `intentctl` command: dispatches to one small type per subcommand. A run takes its I/O from
/// a ``Context`` (the process's, or one a test captures) and returns its exit status; nothing here
/// prints but through the context's console, or exits.
public enum IntentCtl {
    /// Every command, with the words that name it (its spec's ``CommandSpec/path``, which a test
    /// checks): a command line is dispatched by these words, so that a run builds its own
    /// command's spec alone. Building all of them took a tenth of a cold `suggest`.
    static var commandsByPath: [(path: [String], command: any Command.Type)] {
        [
            (["schema", "validate"], SchemaValidateCommand.self), (["schema", "show"], SchemaShowCommand.self),
            (["schema", "export"], SchemaExportCommand.self), (["schema", "import"], SchemaImportCommand.self),
            (["schema", "diff"], SchemaDiffCommand.self),
            (["config", "validate"], ConfigValidateCommand.self), (["config", "set"], ConfigSetCommand.self),
            (["config", "save"], ConfigSaveCommand.self), (["config", "show"], ConfigShowCommand.self),
            (["config", "list"], ConfigListCommand.self), (["config", "migrate"], ConfigMigrateCommand.self),
            (["config", "delete"], ConfigDeleteCommand.self), (["suggest"], SuggestCommand.self),
            (["timeline"], TimelineCommand.self), (["link"], LinkCommand.self),
            (["generate", "app-intents"], GenerateAppIntentsCommand.self), (["configure"], ConfigureCommand.self),
            (["data", "build"], DataBuildCommand.self), (["data", "verify"], DataVerifyCommand.self),
            (["serve"], ServeCommand.self), (["doctor"], DoctorCommand.self), (["--version"], VersionCommand.self),
            (["help"], HelpCommand.self), (["completions"], CompletionsCommand.self),
        ]
    }

    /// Every command, in the order the overview and the reference list them.
    static var commands: [any Command.Type] { commandsByPath.map(\.command) }

    /// Runs the process's command line in the process's context; the status to exit with.
    public static func runProcess() -> Int32 {
        SystemCall.ignoreBrokenPipeSignal()
        return run(Array(CommandLine.arguments.dropFirst()), context: .process()).rawValue
    }

    /// Runs a command line (without the program's name) in a context: the status it ends with.
    public static func run(_ arguments: [String], context: Context) -> ExitCode {
        guard let command = commandsByPath.first(where: { arguments.starts(with: $0.path) })?.command else {
            return runGroup(arguments, context: context)
        }
        do {
            let parsed = try ParsedArguments(Array(arguments.dropFirst(command.spec.path.count)), spec: command.spec)
            if parsed.wantsHelp {
                context.console.out(command.spec.help)
                return context.console.finish(.success)
            }
            return context.console.finish(try command.run(parsed, context: context))
        } catch {
            context.console.error("intentctl: \(error.message)")
            return error.exitCode
        }
    }

    /// `intentctl`, `intentctl --help`, `intentctl config --help` and unknown commands.
    static func runGroup(_ arguments: [String], context: Context) -> ExitCode {
        let groupWords = arguments.prefix { !$0.hasPrefix("-") }
        let group = commands.filter { $0.spec.path.starts(with: groupWords.prefix(1)) }
        let wantsHelp = arguments.contains("--help") || arguments.contains("-h") || arguments.isEmpty
        if wantsHelp, groupWords.count <= 1, !group.isEmpty {
            context.console.out(overview(of: groupWords.isEmpty ? commands : group))
            return context.console.finish(.success)
        }
        if groupWords.count == 1, !group.isEmpty {
            context.console.error("intentctl: '\(groupWords[0])' needs a subcommand\n\n" + overview(of: group))
            return .usage
        }
        let typed = unknownCommand(in: Array(groupWords))
        let hint = Spelling.closest(to: typed, among: commandNames).map { "; did you mean '\($0)'?" } ?? ""
        context.console.error(
            "intentctl: unknown command '\(TextSanitizer.printable(TextSanitizer.truncated(typed, to: 60)))'\(hint)\nSee 'intentctl --help'."
        )
        return .usage
    }

    static func overview(of commands: [any Command.Type]) -> String {
        var text = """
            OVERVIEW: \(summary)

            USAGE: intentctl <command> [options]

            COMMANDS:

            """
        let width = commands.map { $0.spec.path.joined(separator: " ").count }.max() ?? 0
        for command in commands {
            let name = command.spec.path.joined(separator: " ")
            text += "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.spec.summary + "\n"
        }
        text += "\nEXIT STATUS: " + exitStatus + "\n\nSee 'intentctl <command> --help' for a command's options."
        return text
    }

    /// The words of an unknown command, without its arguments: the first word, and the second
    /// when the first is (or is a typo of) a group such as `config` (`confg lst` → `confg lst`,
    /// `sugest lon` → `sugest`).
    static func unknownCommand(in words: [String]) -> String {
        guard let first = words.first else { return "" }
        let groups = Set(commands.filter { $0.spec.path.count > 1 }.map { $0.spec.path[0] })
        let group = groups.contains(first) ? first : Spelling.closest(to: first, among: commandNames)
        guard let group, groups.contains(group), words.count > 1 else { return first }
        return words.prefix(2).joined(separator: " ")
    }

    /// Every command's words, and every group's first word: what a mistyped command is matched to.
    static var commandNames: Set<String> {
        Set(commands.flatMap { [$0.spec.path.joined(separator: " "), $0.spec.path[0]] })
    }

    /// What the tool does, in one line.
    static let summary = "Validate widget configuration schemas, store configurations and search airports."

    /// The exit statuses, for the overview and the manual page.
    static let exitStatus = """
        0 success, 1 invalid input or validation errors, 64 usage error,
        66 input or stored configuration not found or unreadable, 69 serve cannot listen,
        73 cannot write the store, 74 I/O error (such as a failed write to stdout),
        75 the store's lock stayed busy,
        130 cancelled by the person at the keyboard, 141 the reader of stdout went away,
        128+N ended by signal N.
        """
}
