import ConfigurationStore
import DocumentFormats
import IntentSchema

/// `intentctl config save NAME FILE|-`
enum ConfigSaveCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "save"], summary: "Store a configuration document under a name.",
        arguments: "NAME FILE|-",
        flags: [CommonOptions.json, CommonOptions.replaceForeign],
        options: [
            CommonOptions.store, CommonOptions.schema, CommonOptions.data, CommonOptions.index,
            CommonOptions.lockTimeout,
        ],
        positionals: 2...2,
        discussion:
            "The document is validated first and stored with its defaults filled in; an invalid one is not written.",
        completes: .configurationNames)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        let file = arguments.positionals[1]
        let catalog = try context.catalog(arguments)
        let store = try context.store(arguments)
        let bytes = try context.readInput(file, limit: ConfigurationValidator.maximumSize)
        let result = catalog.validate(bytes, file: file == "-" ? "<stdin>" : file)
        do throws(ConfigurationStoreError) {
            try store.save(
                result, as: name, checkingWith: catalog, replacingForeign: arguments[CommonOptions.replaceForeign])
        } catch {
            throw CommandFailure(error)
        }
        return ConfigurationPresenter(catalog: catalog).reportSave(
            result, name: name, json: arguments[CommonOptions.json], context: context)
    }
}
