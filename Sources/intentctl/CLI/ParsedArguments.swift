import IntentSchema

/// A command line parsed against a ``CommandSpec``.
struct ParsedArguments {
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var positionals: [String] = []
    var wantsHelp = false

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    subscript(option name: String) -> String? { options[name] }

    /// Parses arguments: `--flag`, `--option value`, `--option=value`, `--` ending options, and
    /// `-` as a positional (standard input).
    init(_ arguments: [String], spec: CommandSpec) throws(CommandFailure) {
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
                throw Self.usage("unknown option '\(TextSanitizer.printable(argument))'", spec: spec)
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

    /// An integer option within a range, or the default when absent.
    func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>, spec: CommandSpec)
        throws(CommandFailure) -> Int
    {
        guard let text = options[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw Self.usage(
                "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)", spec: spec)
        }
        return value
    }
}
