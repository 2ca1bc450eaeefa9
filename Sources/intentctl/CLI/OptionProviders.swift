import IntentSchema

/// The option providers the bundled schemas name.
enum OptionProviders {
    /// Builds the providers lazily: only commands that validate values pay for loading them.
    static func standard(_ arguments: ParsedArguments, context: Context) -> () throws(CommandFailure) -> [String: any OptionProvider] {
        { () throws(CommandFailure) in [:] }
    }
}
