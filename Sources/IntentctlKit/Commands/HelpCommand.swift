import DocumentFormats
import IntentSchema

/// `intentctl help [COMMAND...] [--man]`
enum HelpCommand: Command {
    static let manual = FlagOption("man", help: "Write the manual page (roff, section 1) for every command.")

    static let spec = CommandSpec(
        path: ["help"], summary: "Show a command's help, or write the manual page.",
        arguments: "[COMMAND...]", flags: [manual], positionals: 0...2,
        discussion: """
            'intentctl help config set' is 'intentctl config set --help'. With --man, writes intentctl(1), made from the
            same descriptions as --help: 'intentctl help --man > ~/.local/share/man/man1/intentctl.1', then 'man intentctl'.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        if arguments[manual] {
            guard arguments.positionals.isEmpty else {
                throw arguments.usage("--man writes the whole manual; name no command")
            }
            context.console.writeOutput(ManualPage.roff(for: IntentCtl.commands))
            return .success
        }
        let words = arguments.positionals
        if words.isEmpty {
            context.console.out(IntentCtl.overview(of: IntentCtl.commands))
            return .success
        }
        let group = IntentCtl.commands.filter { $0.spec.path.count > 1 && $0.spec.path[0] == words[0] }
        if words.count == 1, !group.isEmpty {
            context.console.out(IntentCtl.overview(of: group))
            return .success
        }
        guard let command = IntentCtl.commands.first(where: { $0.spec.path == words }) else {
            let typed = words.joined(separator: " ")
            let hint = Spelling.hintClause(closest: typed, among: IntentCtl.commandNames)
            throw arguments.usage(
                "no command '\(TextSanitizer.printable(TextSanitizer.truncated(typed, to: 60)))'\(hint)")
        }
        context.console.out(command.spec.help)
        return .success
    }
}
