/// An option that takes a value, such as `--store DIR`. Commands declare each once, as a
/// constant, and look it up in ``ParsedArguments`` by that constant.
struct ValueOption: Hashable {
    /// The name after `--`.
    var name: String
    /// The value's name in help, such as `DIR`.
    var value: String
    /// One line of help.
    var help: String
    /// A one-letter name after `-`, such as `o` for `-o`.
    var short: Character?
    /// The values it takes, when they are a fixed few (for shell completion).
    var choices: [String]

    init(_ name: String, short: Character? = nil, value: String, help: String, choices: [String] = []) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.choices = choices
    }
}
