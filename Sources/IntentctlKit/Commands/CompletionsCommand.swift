import IntentSchema

/// `intentctl completions bash|zsh|fish`, and the candidates its scripts ask for.
enum CompletionsCommand: Command {
    static let list = ValueOption<String?>(
        "list", value: "KIND",
        help:
            "Print candidates one per line, as the scripts ask: names (stored configurations), schemas, or assignments WORD (KEY= and enum cases).",
        kind: .choice(["names", "schemas", "assignments"]))

    static let spec = CommandSpec(
        path: ["completions"], summary: "Print a shell completion script: bash, zsh or fish.",
        arguments: "(bash|zsh|fish | --list names|schemas|assignments [WORD])",
        options: [list, CommonOptions.store], positionals: 0...1,
        discussion: """
            The script completes commands, options, option values, files, stored configuration names, schema ids and,
            for 'config set', KEY= and enum cases. It is made from the same descriptions as --help, so it never drifts
            from them. Install: 'intentctl completions bash > ~/.local/share/bash-completion/completions/intentctl',
            'intentctl completions zsh > "${fpath[1]}/_intentctl"', or
            'intentctl completions fish > ~/.config/fish/completions/intentctl.fish'.
            """,
        completes: .words(ShellCompletion.Shell.allCases.map(\.rawValue)))

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        if let kind = arguments[list] {
            for candidate in try candidates(kind, word: arguments.positionals.first ?? "", arguments, context) {
                context.console.out(candidate)
            }
            return .success
        }
        guard let name = arguments.positionals.first, let shell = ShellCompletion.Shell(rawValue: name) else {
            throw arguments.usage("name a shell: bash, zsh or fish")
        }
        context.console.writeOutput(ShellCompletion(commands: IntentCtl.commands).script(for: shell))
        return .success
    }

    /// What completes `word`. Nothing for a store that cannot be read: completion stays quiet.
    private static func candidates(_ kind: String, word: String, _ arguments: ParsedArguments, _ context: Context)
        throws(CommandFailure) -> [String]
    {
        switch kind {
        case "names":
            guard let store = try? context.store(arguments), let names = try? store.names() else { return [] }
            return names.map(\.rawValue)
        case "schemas":
            return BundledSchemas.loaded.map(\.id).sorted()
        case "assignments":
            let parameters = BundledSchemas.loaded.flatMap(\.parameters)
            guard let equals = word.firstIndex(of: "=") else {
                return Array(Set(parameters.map { $0.id + "=" })).sorted()
            }
            let id = String(word[..<equals])
            return parameters.filter { $0.id == id }.flatMap { parameter -> [String] in
                switch parameter.kind {
                case .enumeration(let cases): cases.map { "\(id)=\($0.id)" }
                case .boolean: ["\(id)=true", "\(id)=false"]
                default: []
                }
            }
        default:
            throw arguments.usage("--list takes names, schemas or assignments")
        }
    }
}
