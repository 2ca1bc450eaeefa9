/// What a command line shows of an option that takes a value, whatever the value's type: its
/// names, its help, its choices, and how to check a text given for it. ``CommandSpec`` lists these;
/// a command reads the typed value through the ``ValueOption`` that made it.
struct OptionDeclaration: Sendable {
    /// The name after `--`.
    var name: String
    /// A one-letter name after `-`, such as `o` for `-o`.
    var short: Character?
    /// The value's name in help and usage, such as `DIR`.
    var value: String
    /// One line of help, without the range or default (``helpLine`` adds them).
    var help: String
    /// What a value is (`1 to 64`); empty for any text.
    var summary: String
    /// The default, as help shows it; nil when there is none.
    var defaultText: String?
    /// The values it takes, when they are a fixed few (for shell completion).
    var choices: [String]
    /// Whether a command line must give it.
    var isRequired: Bool
    /// Checks a text given for the option: nil when it is a value, or the usage error.
    var check: @Sendable (String) -> OptionValueError?

    /// `--name VALUE`, or `-o, --name VALUE`.
    var invocation: String {
        (short.map { "-\($0), " } ?? "") + "--\(name) \(value)"
    }

    /// How the usage line shows it: `--threads N`, `-o INDEX`, or its choices when they are a few
    /// (`--log-format text|json|none`).
    var synopsis: String {
        let shownValue = (1...4).contains(choices.count) ? choices.joined(separator: "|") : value
        return (short.map { "-\($0)" } ?? "--\(name)") + " " + shownValue
    }

    /// The help with what a value is and its default: `Event-loop threads (1 to 64; default 2).`
    var helpLine: String {
        let facts = [summary, defaultText.map { "default \($0)" } ?? ""].filter { !$0.isEmpty }
        guard !facts.isEmpty else { return help }
        let sentence = help.hasSuffix(".") ? String(help.dropLast()) : help
        return "\(sentence) (\(facts.joined(separator: "; ")))."
    }
}

extension OptionDeclaration: Equatable, Hashable {
    static func == (left: Self, right: Self) -> Bool { left.name == right.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
