import IntentSchema

/// `intentctl suggest QUERY`
enum SuggestCommand: Command {
    static let spec = CommandSpec(path: ["suggest"], summary: "Suggest airports and cities for a query.", usage: "suggest QUERY", positionals: 0...1)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        .success
    }
}
