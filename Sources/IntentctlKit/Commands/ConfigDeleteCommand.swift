import ConfigurationStore
import DocumentFormats
import IntentSchema

/// `intentctl config delete NAME`
enum ConfigDeleteCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "delete"], summary: "Delete a stored configuration.",
        arguments: "NAME", options: [CommonOptions.store, CommonOptions.lockTimeout],
        positionals: 1...1,
        discussion: "Exits 66 when there is no configuration with that name.", completes: .configurationNames)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        let store = try context.store(arguments)
        do throws(ConfigurationStoreError) {
            try store.delete(name)
        } catch {
            throw CommandFailure(error)
        }
        context.console.out("deleted \(name)")
        return .success
    }
}
