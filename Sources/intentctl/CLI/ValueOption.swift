/// An option that takes a value, such as `--store DIR`. Commands declare each once, as a
/// constant, and look it up in ``ParsedArguments`` by that constant.
struct ValueOption: Hashable {
    /// The name after `--`.
    var name: String
    /// The value's name in help, such as `DIR`.
    var value: String
    /// One line of help.
    var help: String

    init(_ name: String, value: String, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }
}
