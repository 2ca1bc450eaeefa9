/// An option that takes no value, such as `--json`. Commands declare each once, as a constant,
/// and look it up in ``ParsedArguments`` by that constant, so a misspelled name cannot compile.
struct FlagOption: Hashable {
    /// The name after `--`.
    var name: String
    /// One line of help.
    var help: String

    init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
}
