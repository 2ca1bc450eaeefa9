import DocumentFormats
import IntentSchema

/// A command line parsed against a ``CommandSpec``.
struct ParsedArguments {
    let spec: CommandSpec
    private var flags: Set<String> = []
    private var options: [String: String] = [:]
    private(set) var positionals: [String] = []
    private(set) var wantsHelp = false

    /// Whether a flag was given. The flag must be one of the spec's.
    subscript(_ flag: FlagOption) -> Bool {
        assert(spec.flags.contains(flag), "--\(flag.name) is not an option of \(spec.usage)")
        return flags.contains(flag.name)
    }

    /// An option's value, as its type: the value given (checked when the line was parsed), or
    /// its default. The option must be one of the spec's.
    subscript<Value>(_ option: ValueOption<Value>) -> Value {
        assert(spec.options.contains(option.declaration), "--\(option.name) is not an option of \(spec.usage)")
        return option.read(options[option.name])
    }

    /// A required option's value (``ValueOption/required``), which the command line gave: the line
    /// was refused when parsed otherwise.
    subscript<Wrapped>(required option: ValueOption<Wrapped?>) -> Wrapped {
        let declared = spec.options.first { $0 == option.declaration }
        guard declared?.isRequired == true, let value = self[option] else {
            preconditionFailure("--\(option.name) is not a required option of \(spec.usage)")
        }
        return value
    }

    /// Parses arguments: `--flag`, `--option value`, `--option=value`, `--` ending options, and
    /// `-` as a positional (standard input).
    init(_ arguments: [String], spec: CommandSpec) throws(CommandFailure) {
        self.spec = spec
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else {
                // A short option: `-o VALUE` or `-oVALUE`.
                let letter = argument.dropFirst().first
                guard let option = spec.options.first(where: { $0.short != nil && $0.short == letter }) else {
                    throw Self.usage("unknown option '\(TextSanitizer.printable(argument))'", spec: spec)
                }
                let attached = String(argument.dropFirst(2))
                if !attached.isEmpty {
                    options[option.name] = attached
                } else if index < arguments.count {
                    options[option.name] = arguments[index]
                    index += 1
                } else {
                    throw Self.usage("-\(letter.map(String.init) ?? "") needs a value", spec: spec)
                }
                continue
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            if spec.flags.contains(where: { $0.name == name }) {
                guard inlineValue == nil else { throw Self.usage("--\(name) takes no value", spec: spec) }
                flags.insert(name)
            } else if spec.options.contains(where: { $0.name == name }) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw Self.usage("--\(name) needs a value", spec: spec)
                }
            } else {
                let known = spec.flags.map(\.name) + spec.options.map(\.name) + ["help"]
                let hint = Spelling.closest(to: name, among: known).map { "; did you mean --\($0)?" } ?? ""
                throw Self.usage(
                    "unknown option '--\(TextSanitizer.printable(TextSanitizer.truncated(name, to: 40)))'\(hint)",
                    spec: spec)
            }
        }
        if wantsHelp { return }
        for option in spec.options {
            if let text = options[option.name] {
                if let error = option.check(text) { throw Self.usage(error.message, spec: spec) }
            } else if option.isRequired {
                throw Self.usage("\(option.synopsis) is required", spec: spec)
            }
        }
        if positionals.count < spec.positionals.lowerBound {
            throw Self.usage("missing arguments", spec: spec)
        }
        if positionals.count > spec.positionals.upperBound {
            let extra = TextSanitizer.printable(
                TextSanitizer.truncated(positionals[spec.positionals.upperBound], to: 40))
            throw Self.usage("unexpected argument '\(extra)'", spec: spec)
        }
    }

    static func usage(_ message: String, spec: CommandSpec) -> CommandFailure {
        CommandFailure(
            .usage,
            "\(message)\nusage: intentctl \(spec.usage)\nSee 'intentctl \(spec.path.joined(separator: " ")) --help'.")
    }

    /// A usage failure for this command: the message, the synopsis and where to find help.
    func usage(_ message: String) -> CommandFailure {
        Self.usage(message, spec: spec)
    }
}
