import AppIntentsBuild
import DocumentFormats
import IntentSchema
import ServiceContract

/// Asks questions in a terminal: a list that refreshes as the person types, arrow keys to move,
/// Enter to pick, Esc to clear the search, Ctrl-C to cancel. Nothing is highlighted until the
/// person types or moves, so Enter on an empty box keeps the current value. The question is
/// redrawn in place (and again when the window is resized); nothing from the data reaches the
/// terminal unescaped.
struct TerminalPrompter: Prompter {
    var terminal: Terminal
    /// The option ids this person chose before, by provider, the latest first: the "Recent"
    /// section before anything is typed.
    var recentOptionIDs: [String: [String]] = [:]
    /// The language of the section titles.
    var language: String?
    /// How many lines the question block drew last, and which of them holds the cursor.
    private var drawnLines = 0
    /// The section titles of the list drawn, by the index of their first option.
    private var headings: [Int: String] = [:]

    /// The most recent options shown.
    static let recentLimit = 3

    init(terminal: Terminal, recentOptionIDs: [String: [String]] = [:], language: String? = nil) {
        self.terminal = terminal
        self.recentOptionIDs = recentOptionIDs
        self.language = language
    }

    /// The search box of a question: what is typed, the options it lists and the one highlighted.
    struct SearchBox {
        var input = ""
        var options: [Option] = []
        /// Nothing is highlighted until the person types or moves with the arrows: an empty box
        /// always keeps the current value, even after something was typed and erased.
        var selection: Int?

        /// What a key did to the box.
        enum KeyOutcome {
            /// The text changed: the options are looked up again.
            case edited
            /// Nothing to look up again (an arrow, a resize, a key with nothing to do).
            case unchanged
            /// Backspace on an empty box.
            case backspaceOnEmpty
            /// Enter.
            case enter
            /// Ctrl-C, or the input ended.
            case cancelled
        }

        /// Edits the box for a key: characters, Backspace, the arrows and Esc (which clears the search and
        /// the highlight).
        mutating func handle(_ key: Terminal.Key) -> KeyOutcome {
            switch key {
            case .character(let character):
                input.append(character)
                return .edited
            case .backspace:
                guard !input.isEmpty else { return .backspaceOnEmpty }
                input.removeLast()
                return .edited
            case .up, .down:
                if !options.isEmpty {
                    selection = TerminalPrompter.moved(selection, down: key == .down, count: options.count)
                }
                return .unchanged
            case .escape:
                guard !input.isEmpty || selection != nil else { return .unchanged }
                input = ""
                return .edited
            case .resize, .tab:
                return .unchanged
            case .interrupt, .endOfInput:
                return .cancelled
            case .enter:
                return .enter
            }
        }

        /// The option highlighted, if any.
        var highlighted: Option? {
            selection.flatMap { options.indices.contains($0) ? options[$0] : nil }
        }
    }

    /// Looks up a box's options for what is typed, highlighting the first (or, for an enum, the case
    /// whose number is typed).
    private mutating func refresh(
        _ box: inout SearchBox, for question: ConfigurationQuestion, session: ConfigurationSession
    ) {
        box.options = options(for: question, input: box.input, session: session)
        box.selection = box.input.isEmpty || box.options.isEmpty ? nil : 0
        if case .enumeration = question.parameter.kind, !box.input.isEmpty, let number = Int(box.input) {
            box.selection = max(0, min(box.options.count - 1, number - 1))
        }
    }

    mutating func ask(_ question: ConfigurationQuestion, in session: ConfigurationSession) -> PromptOutcome {
        if let multiple = question.parameter.multipleValues {
            return askSeveral(question, within: multiple, in: session)
        }
        var box = SearchBox()
        var message: String?
        box.options = options(for: question, input: "", session: session)
        drawnLines = 0
        while true {
            draw(question, input: box.input, options: box.options, selection: box.selection, message: message)
            message = nil
            switch box.handle(terminal.readKey()) {
            case .unchanged, .backspaceOnEmpty:
                continue
            case .cancelled:
                clear()
                return .cancelled
            case .edited:
                refresh(&box, for: question, session: session)
            case .enter:
                let value: ParameterValue?
                if let option = box.highlighted {
                    value = .string(option.id)
                } else if box.input.isEmpty, question.current != nil || question.mayBeLeftEmpty {
                    value = nil
                } else if box.input.isEmpty, !box.options.isEmpty {
                    message = "type to search, or move to an option with ↑↓"
                    continue
                } else {
                    switch session.interpret(box.input, for: question) {
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
        }
    }

    /// Asks for the values of a parameter that takes several, one at a time: each pick is added to the
    /// chosen ones (shown under the heading), Backspace on an empty box takes the last one back, and Enter
    /// on an empty box finishes once there are enough. It starts from the current values.
    mutating func askSeveral(
        _ question: ConfigurationQuestion, within multiple: MultipleValues, in session: ConfigurationSession
    ) -> PromptOutcome {
        var chosen = question.current?.elements ?? []
        let element = session.elementQuestion(question)
        var box = SearchBox()
        var message: String?
        box.options = options(for: element, input: "", session: session)
        drawnLines = 0
        while true {
            let names = chosen.map {
                describe($0, for: question, session: session, withSubtitle: false) ?? $0.description
            }
            var shown = element
            shown.title = question.title + " (\(chosen.count) of at most \(multiple.maximum))"
            draw(
                shown, input: box.input, options: box.options, selection: box.selection, message: message,
                chosen: names.isEmpty ? nil : names.joined(separator: ", "), several: true)
            message = nil
            switch box.handle(terminal.readKey()) {
            case .unchanged:
                continue
            case .cancelled:
                clear()
                return .cancelled
            case .backspaceOnEmpty:
                // An empty box: take the last value back.
                if !chosen.isEmpty { chosen.removeLast() }
                continue
            case .edited:
                refresh(&box, for: element, session: session)
            case .enter:
                var picked: ParameterValue?
                if let option = box.highlighted {
                    picked = .string(option.id)
                } else if box.input.isEmpty {
                    // An optional parameter with nothing chosen is left without a value.
                    if chosen.isEmpty, question.current == nil, question.mayBeLeftEmpty {
                        clear()
                        return .answered(nil)
                    }
                    guard chosen.count >= multiple.minimum else {
                        message = "choose at least \(multiple.minimum)"
                        continue
                    }
                    clear()
                    terminal.write(
                        TextSanitizer.printable("\(question.title): \(names.joined(separator: ", "))") + "\n")
                    return .answered(.list(chosen))
                } else {
                    switch session.interpret(box.input, for: element) {
                    case .value(let typed): picked = typed
                    case .invalid(let reason):
                        message = reason
                        continue
                    case .keep, .search:
                        message = "no single match; change the search or move to an option with ↑↓"
                        continue
                    }
                }
                if let picked {
                    if chosen.contains(picked) {
                        message = "already chosen"
                    } else if chosen.count == multiple.maximum {
                        message = "at most \(multiple.maximum); Backspace takes the last one back"
                    } else {
                        chosen.append(picked)
                    }
                }
                box.input = ""
                refresh(&box, for: element, session: session)
            }
        }
    }

    /// The highlight after an arrow key: from nothing, Down goes to the first option and Up to the
    /// last (as in the WAI-ARIA combobox pattern); otherwise one step, stopping at the ends.
    static func moved(_ selection: Int?, down: Bool, count: Int) -> Int {
        guard let selection else { return down ? 0 : count - 1 }
        return max(0, min(count - 1, selection + (down ? 1 : -1)))
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

    /// The list under the input: for a dynamic parameter, its sections before anything is typed
    /// (Recent, then Popular, titled in ``headings``) and search results after; the cases
    /// matching what is typed for an enum; nothing for other kinds.
    private mutating func options(for question: ConfigurationQuestion, input: String, session: ConfigurationSession)
        -> [Option]
    {
        headings = [:]
        // Room for the heading, the input, a message, the key hint and two section titles.
        let limit = max(1, min(10, terminal.size.rows - 7))
        switch question.parameter.kind {
        case .dynamic(let dynamic):
            guard let provider = session.provider(for: question.parameter) else { return [] }
            let scope = session.scope(for: question.parameter)
            guard input.isEmpty else {
                return input.count >= dynamic.minimumQueryLength
                    ? provider.search(input, limit: limit, scope: scope) : []
            }
            // Resolved lazily: the store may hold many configurations, and only a few are shown.
            let recent = Array(
                (recentOptionIDs[dynamic.provider] ?? []).lazy.compactMap(provider.resolve)
                    .filter { $0.notOfferedBecause == nil && provider.isWithin($0.id, scope: scope) != false }
                    .prefix(Self.recentLimit))
            var shown = Set(recent.map(\.id))
            let popular = provider.suggestedOptions(
                limit: min(limit, max(dynamic.suggestedCount, 1)) + recent.count, scope: scope
            )
            .filter { shown.insert($0.id).inserted }.prefix(max(1, limit - recent.count))
            if !recent.isEmpty { headings[0] = SuggestionSection.recent.title(in: language) }
            if !popular.isEmpty { headings[recent.count] = SuggestionSection.popular.title(in: language) }
            return recent + Array(popular)
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

    private func describe(
        _ value: ParameterValue, for question: ConfigurationQuestion, session: ConfigurationSession,
        withSubtitle: Bool = true
    ) -> String? {
        if let choice = question.choices.first(where: { $0.id == value.stringValue }) { return choice.title }
        if let option = session.provider(for: question.parameter)?.resolve(id: value.stringValue ?? "") {
            return withSubtitle ? option.line : "\(option.id) \(option.title)"
        }
        return value.description
    }

    /// The keys, on a line under the question, on terminals at least this wide.
    static let keyHintMinimumColumns = 60
    static let keyHint = "↑↓ move · Enter pick · Esc clear · Ctrl-C quit"
    static let keyHintSeveral = "↑↓ move · Enter add · ⌫ takes the last back · Enter on empty: done"
    static let keyHintWithoutList = "Enter confirm · Esc clear · Ctrl-C quit"

    /// Redraws the question block in place: heading, the values chosen so far (for a parameter of several),
    /// input line, list, message, key hint.
    private mutating func draw(
        _ question: ConfigurationQuestion, input: String, options: [Option], selection: Int?, message: String?,
        chosen: String? = nil, several: Bool = false
    ) {
        let width = max(10, terminal.size.columns - 1)
        func fit(_ text: String) -> String { TextSanitizer.truncated(TextSanitizer.printable(text), to: width) }
        let bold = terminal.usesColor ? "\u{1B}[1m" : ""
        let reverse = terminal.usesColor ? "\u{1B}[7m" : ""
        let dim = terminal.usesColor ? "\u{1B}[2m" : ""
        let reset = terminal.usesColor ? "\u{1B}[0m" : ""
        var hint = ""
        if input.isEmpty, selection == nil, let current = question.current {
            let label = question.choices.first { $0.id == current.stringValue }?.title ?? current.description
            hint = "  (Enter keeps \(label)\(question.currentIsDefault ? ", the default" : ""))"
        } else if input.isEmpty, selection == nil, question.mayBeLeftEmpty, !several {
            hint = "  (Enter leaves it empty)"
        }
        let inputLine = fit("› " + input)
        let hintText = TextSanitizer.truncated(TextSanitizer.printable(hint), to: max(0, width - inputLine.count))
        var lines = [bold + fit(question.heading) + reset]
        if let chosen { lines.append(fit("  Chosen: " + chosen)) }
        lines.append(inputLine + (hintText.isEmpty ? "" : dim + hintText + reset))
        for (index, option) in options.enumerated() {
            if let heading = headings[index] { lines.append(dim + fit("  " + heading) + reset) }
            let text = fit(
                (index == selection ? "› " : "  ") + "\(index + 1). "
                    + (question.choices.isEmpty ? option.line : option.title))
            lines.append(index == selection ? reverse + text + reset : text)
        }
        if let message { lines.append(fit("  " + message)) }
        if terminal.size.columns >= Self.keyHintMinimumColumns {
            let keys = several ? Self.keyHintSeveral : options.isEmpty ? Self.keyHintWithoutList : Self.keyHint
            lines.append(dim + fit(keys) + reset)
        }
        clear()
        terminal.write(lines.joined(separator: "\r\n"))
        // Back to the end of the input line.
        let below = lines.count - (chosen == nil ? 2 : 3)
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
