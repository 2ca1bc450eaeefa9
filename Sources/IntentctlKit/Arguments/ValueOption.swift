/// An option that takes a value, such as `--threads N`, read as its type. Commands declare each
/// once, as a constant, with the kind of value it takes (``OptionValueKind``) and its default, and
/// read it from ``ParsedArguments`` by that constant: `arguments[threads]` is an `Int`, checked
/// against its range before the command ran.
///
/// An option with a default reads as its `Value`; one without reads as an optional.
struct ValueOption<Value: Sendable>: Sendable {
    /// What the command line shows of it.
    private(set) var declaration: OptionDeclaration
    /// The value for a given text (already checked), or the default for none.
    let read: @Sendable (String?) -> Value

    /// The name after `--`.
    var name: String { declaration.name }
}

extension ValueOption {
    /// An option with a default: `arguments[option]` is the value given, or the default (which
    /// help shows as `shown`, or as the kind writes it).
    init(
        _ name: String, short: Character? = nil, value: String, help: String, kind: OptionValueKind<Value>,
        default defaultValue: Value, shown defaultText: String? = nil
    ) {
        declaration = OptionDeclaration(
            name: name, short: short, value: value, help: help, summary: kind.summary,
            defaultText: defaultText ?? kind.describe(defaultValue),
            choices: kind.choices, isRequired: false, check: Self.checker(kind, name: name))
        read = { text in
            guard let text, case .success(let value) = kind.parse(text, name) else { return defaultValue }
            return value
        }
    }

    /// An option without a default: `arguments[option]` is the value given, or nil.
    /// `shown` says, for help, what happens when it is not given (`now`).
    init<Wrapped>(
        _ name: String, short: Character? = nil, value: String, help: String, kind: OptionValueKind<Wrapped>,
        shown absence: String? = nil, required: Bool = false
    ) where Value == Wrapped? {
        declaration = OptionDeclaration(
            name: name, short: short, value: value, help: help, summary: kind.summary, defaultText: absence,
            choices: kind.choices, isRequired: required, check: ValueOption<Wrapped>.checker(kind, name: name))
        read = { text in
            guard let text, case .success(let value) = kind.parse(text, name) else { return nil }
            return value
        }
    }

    private static func checker(_ kind: OptionValueKind<Value>, name: String) -> @Sendable (String) -> OptionValueError?
    {
        { text in
            if case .failure(let error) = kind.parse(text, name) { return error }
            return nil
        }
    }
}

extension ValueOption {
    /// The same option, which a command line must give: for commands that cannot go without it
    /// (`timeline --deals`), where others take it or not (`serve --deals`).
    var required: Self {
        var copy = self
        copy.declaration.isRequired = true
        return copy
    }
}

extension ValueOption where Value == String? {
    /// An option that takes any text, without a default.
    init(
        _ name: String, short: Character? = nil, value: String, help: String, shown absence: String? = nil,
        required: Bool = false
    ) {
        self.init(name, short: short, value: value, help: help, kind: .text, shown: absence, required: required)
    }
}
