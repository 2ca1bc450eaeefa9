import IntentSchema

/// Asks questions in a terminal: a list that refreshes as the person types, arrow keys to move,
/// Enter to pick, Esc or Ctrl-C to cancel. The question is redrawn in place (and again when the
/// window is resized); nothing from the data reaches the terminal unescaped.
struct TerminalPrompter: Prompter {
    var terminal: Terminal
    /// How many lines the question block drew last, and which of them holds the cursor.
    private var drawnLines = 0

    init(terminal: Terminal) {
        self.terminal = terminal
    }

    mutating func ask(_ question: ConfigurationQuestion, in session: ConfigurationSession) -> PromptOutcome {
        var input = ""
        var message: String?
        var options = self.options(for: question, input: input, session: session)
        var selection = question.current.flatMap { current in options.firstIndex { $0.id == current.stringValue } } ?? 0
        // Until the person types or moves, Enter keeps the current value.
        var touched = false
        drawnLines = 0
        while true {
            draw(question, input: input, options: options, selection: selection, message: message)
            message = nil
            switch terminal.readKey() {
            case .character(let character):
                input.append(character)
                touched = true
            case .backspace:
                if !input.isEmpty { input.removeLast() }
                touched = true
            case .up:
                selection = max(0, selection - 1)
                touched = true
                continue
            case .down:
                selection = min(max(options.count - 1, 0), selection + 1)
                touched = true
                continue
            case .resize, .tab:
                continue
            case .escape, .interrupt, .endOfInput:
                clear()
                return .cancelled
            case .enter:
                let value: ParameterValue?
                if !touched, question.current != nil {
                    value = nil
                } else if !options.isEmpty, options.indices.contains(selection) {
                    value = .string(options[selection].id)
                } else {
                    switch session.interpret(input, for: question) {
                    case .value(let typed): value = typed
                    case .keep: value = nil
                    case .invalid(let reason):
                        message = reason
                        continue
                    case .search:
                        message = "no match; change the search"
                        continue
                    }
                }
                clear()
                let shown = value ?? question.current
                let title = shown.flatMap { describe($0, for: question, session: session) } ?? ""
                terminal.write(TextSanitizer.printable("\(question.title): \(title)") + "\n")
                return .answered(value)
            }
            options = self.options(for: question, input: input, session: session)
            selection = 0
            if case .enumeration = question.parameter.kind, !input.isEmpty, let number = Int(input) {
                selection = max(0, min(options.count - 1, number - 1))
            }
        }
    }

    mutating func confirm(summary: [String], name: String) -> PromptOutcome {
        terminal.write((summary.map(TextSanitizer.printable) + ["Save as \(name)? [Y/n] "]).joined(separator: "\n"))
        while true {
            switch terminal.readKey() {
            case .enter, .character("y"), .character("Y"):
                terminal.write("yes\n")
                return .answered(.boolean(true))
            case .character("n"), .character("N"), .escape, .interrupt, .endOfInput:
                terminal.write("no\n")
                return .cancelled
            default:
                continue
            }
        }
    }

    mutating func finish() {
        terminal.restore()
    }

    /// The list under the input: suggestions or search results for a dynamic parameter, the
    /// cases matching what is typed for an enum, nothing for other kinds.
    private func options(for question: ConfigurationQuestion, input: String, session: ConfigurationSession) -> [Option]
    {
        let limit = max(1, min(10, terminal.size.rows - 4))
        switch question.parameter.kind {
        case .dynamic(let dynamic):
            guard let provider = session.provider(for: question.parameter) else { return [] }
            if input.isEmpty { return provider.suggestedOptions(limit: min(limit, max(dynamic.suggestedCount, 1))) }
            return input.count >= dynamic.minimumQueryLength ? provider.search(input, limit: limit) : []
        case .enumeration:
            let folded = input.lowercased()
            if folded.isEmpty || folded.allSatisfy(\.isNumber) { return question.choices }
            return question.choices.filter {
                $0.title.lowercased().contains(folded) || $0.id.lowercased().hasPrefix(folded)
            }
        default:
            return []
        }
    }

    private func describe(_ value: ParameterValue, for question: ConfigurationQuestion, session: ConfigurationSession)
        -> String?
    {
        if let choice = question.choices.first(where: { $0.id == value.stringValue }) { return choice.title }
        if let option = session.provider(for: question.parameter)?.resolve(id: value.stringValue ?? "") {
            return option.line
        }
        return value.description
    }

    /// Redraws the question block in place: heading, input line, list, message.
    private mutating func draw(
        _ question: ConfigurationQuestion, input: String, options: [Option], selection: Int, message: String?
    ) {
        let width = max(10, terminal.size.columns - 1)
        func fit(_ text: String) -> String { TextSanitizer.truncated(TextSanitizer.printable(text), to: width) }
        let bold = terminal.usesColor ? "\u{1B}[1m" : ""
        let reverse = terminal.usesColor ? "\u{1B}[7m" : ""
        let dim = terminal.usesColor ? "\u{1B}[2m" : ""
        let reset = terminal.usesColor ? "\u{1B}[0m" : ""
        var hint = ""
        if input.isEmpty, let current = question.current {
            let label = question.choices.first { $0.id == current.stringValue }?.title ?? current.description
            hint = "  (Enter keeps \(label)\(question.currentIsDefault ? ", the default" : ""))"
        }
        let inputLine = fit("› " + input)
        let hintText = TextSanitizer.truncated(TextSanitizer.printable(hint), to: max(0, width - inputLine.count))
        var lines = [
            bold + fit(question.heading) + reset, inputLine + (hintText.isEmpty ? "" : dim + hintText + reset),
        ]
        for (index, option) in options.enumerated() {
            let text = fit(
                (index == selection ? "› " : "  ") + "\(index + 1). "
                    + (question.choices.isEmpty ? option.line : option.title))
            lines.append(index == selection ? reverse + text + reset : text)
        }
        if let message { lines.append(fit("  " + message)) }
        clear()
        terminal.write(lines.joined(separator: "\r\n"))
        // Back to the end of the input line.
        let below = lines.count - 2
        terminal.write((below > 0 ? "\u{1B}[\(below)A" : "") + "\r\u{1B}[\(inputLine.count)C")
        drawnLines = lines.count
    }

    /// Erases the block drawn last, leaving the cursor where it started.
    private mutating func clear() {
        if drawnLines > 0 { terminal.write("\u{1B}[1A") }
        terminal.write("\r\u{1B}[J")
        drawnLines = 0
    }
}
