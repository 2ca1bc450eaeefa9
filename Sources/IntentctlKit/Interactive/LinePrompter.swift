import DocumentFormats
import Foundation
import IntentSchema

/// Asks questions one per line, for pipes and scripts: the same questions as the terminal, with
/// no escape codes. Questions go to stderr; an invalid answer is explained and asked again.
struct LinePrompter: Prompter {
    var reader: LineReader
    let console: Console
    let input: StandardInput

    /// A prompter over a command's standard input and console.
    init(context: Context) {
        reader = LineReader(context.input, maximumLength: 4096)
        console = context.console
        input = context.input
    }

    mutating func ask(_ question: ConfigurationQuestion, in session: ConfigurationSession) -> PromptOutcome {
        var lines = [TextSanitizer.printable(question.heading)]
        for (index, choice) in question.choices.enumerated() {
            let mark =
                question.current == .string(choice.id) ? (question.currentIsDefault ? " (default)" : " (current)") : ""
            lines.append("  \(index + 1). \(TextSanitizer.printable(choice.title))\(mark)")
        }
        if let multiple = question.parameter.multipleValues {
            lines.append("  Several, separated by commas: from \(multiple.minimum) to \(multiple.maximum)")
        }
        if question.choices.isEmpty, let current = question.current {
            let option = session.provider(for: question.parameter)?.resolve(id: current.description)
            lines.append("  Enter keeps \(option?.line ?? TextSanitizer.printable(current.description))")
        } else if question.current == nil, question.mayBeLeftEmpty {
            lines.append("  Enter leaves it empty")
        }
        console.error(lines.joined(separator: "\n"))
        var pending: [Option] = []
        while true {
            prompt()
            guard let line = reader.next() else { return .ended }
            let interpretation =
                !pending.isEmpty && Int(line.trimmingCharacters(in: .whitespaces)) != nil
                ? session.choose(line.trimmingCharacters(in: .whitespaces), among: pending)
                : session.interpret(line, for: question)
            switch interpretation {
            case .value(let value):
                // Say which option a code or a one-result search took (each of several).
                for element in value.elements {
                    if let option = session.provider(for: question.parameter)?.resolve(id: element.stringValue ?? "") {
                        console.error("  → \(option.line)")
                    }
                }
                return .answered(value)
            case .keep: return .answered(nil)
            case .invalid(let message): console.error("  \(TextSanitizer.printable(message))")
            case .search(let options):
                pending = options
                if options.isEmpty {
                    console.error(
                        "  no match for \(JSONWriter.quoted(TextSanitizer.truncated(line, to: 60))); try another search"
                    )
                } else {
                    let list = options.enumerated().map { "  \($0.offset + 1). \($0.element.line)" }
                    console.error((list + ["  Choose a number, or type another search."]).joined(separator: "\n"))
                }
            }
        }
    }

    mutating func confirm(summary: [String], name: String) -> PromptOutcome {
        console.error((summary + ["Save as \(name)? [Y/n]"]).joined(separator: "\n"))
        while true {
            prompt()
            guard let line = reader.next() else { return .ended }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "y", "yes": return .answered(.boolean(true))
            case "n", "no": return .cancelled
            default: console.error("  answer y or n")
            }
        }
    }

    mutating func finish() {}

    /// A "> " prompt, when a person types the answers (not when a script pipes them).
    private func prompt() {
        if input.isTerminal { console.prompt("> ") }
    }
}
