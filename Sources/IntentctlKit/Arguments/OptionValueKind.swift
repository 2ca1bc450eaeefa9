import DealsTimeline
import DocumentFormats
import Foundation
import IntentSchema
import PlainNumbers

/// What values an option takes, and how its text becomes one: the one place where a command
/// line's numbers, durations, times and choices are read and their ranges checked.
///
/// An option's declaration names its kind (``ValueOption``), so that ``ParsedArguments`` checks
/// every value before a command runs, and the help, the manual, shell completion and the usage
/// error all say the same thing.
struct OptionValueKind<Value: Sendable>: Sendable {
    /// What a value is, for the help text: `1 to 64`, `text, json or none`; empty for any text.
    var summary: String
    /// The values it takes, when they are a fixed few (for shell completion and help).
    var choices: [String] = []
    /// The value a text gives, or why there is none: a phrase that completes "--name takes …",
    /// or a whole sentence for a choice ("--name is a, b or c, not "x"; did you mean "b"?").
    var parse: @Sendable (_ text: String, _ name: String) -> Result<Value, OptionValueError>
    /// A value as a command line would give it, for help to show a default.
    var describe: @Sendable (Value) -> String = { "\($0)" }
}

/// Why an option's text is not one of its values: the sentence a usage error says.
struct OptionValueError: Error, Sendable, Equatable {
    var message: String
}

extension OptionValueKind where Value == String {
    /// Any text.
    static var text: Self {
        Self(summary: "") { text, _ in .success(text) }
    }

    /// A file or folder's path: any text but the empty one (`-o ''` names nothing to write).
    static var path: Self {
        .parsed(summary: "", expectation: "a path, not an empty text") { $0.isEmpty ? nil : $0 }
    }

    /// One of a few words.
    static func choice(_ words: [String]) -> Self {
        Self(summary: Spelling.list(words, conjunction: "or"), choices: words) { text, name in
            words.contains(text) ? .success(text) : .failure(Self.notAChoice(text, of: words, name: name))
        }
    }
}

extension OptionValueKind {
    /// The usage error for a word that is none of the choices, with the closest as a hint.
    static func notAChoice(_ text: String, of words: [String], name: String) -> OptionValueError {
        let hint = Spelling.hint(closest: text, among: words).map { "; \($0)" } ?? ""
        return OptionValueError(
            message:
                "--\(name) is \(Spelling.list(words, conjunction: "or")), not \(JSONWriter.quoted(TextSanitizer.truncated(text, to: 40)))\(hint)"
        )
    }

    /// A text read by `parse`, which returns nil when it is not a value; `expectation` completes
    /// "--name takes …".
    static func parsed(
        summary: String, expectation: String, _ parse: @escaping @Sendable (String) -> Value?
    ) -> Self {
        Self(
            summary: summary,
            parse: { text, name in
                parse(text).map { .success($0) }
                    ?? .failure(OptionValueError(message: "--\(name) takes \(expectation)"))
            })
    }
}

extension OptionValueKind where Value: RawRepresentable<String> & CaseIterable {
    /// One of an enumeration's cases, by its raw value.
    static var choice: Self {
        let words = Value.allCases.map(\.rawValue)
        return Self(
            summary: Spelling.list(words, conjunction: "or"), choices: words,
            parse: { text, name in
                Value(rawValue: text).map { .success($0) } ?? .failure(Self.notAChoice(text, of: words, name: name))
            }, describe: \.rawValue)
    }
}

extension OptionValueKind where Value == Int {
    /// A whole number in a range, in digits alone.
    static func wholeNumber(in range: ClosedRange<Int>) -> Self {
        .parsed(
            summary: "\(range.lowerBound) to \(range.upperBound)",
            expectation: "a whole number from \(range.lowerBound) to \(range.upperBound)"
        ) { PlainNumber.wholeNumber($0, in: range) }
    }
}

extension OptionValueKind where Value == Duration {
    /// A number of seconds in a range, whole or with a fraction (`10`, `0.5`), to the millisecond.
    static func seconds(in range: ClosedRange<Int>) -> Self {
        var kind = Self.parsed(
            summary: "seconds, \(range.lowerBound) to \(range.upperBound)",
            expectation: "a number of seconds from \(range.lowerBound) to \(range.upperBound), such as 10 or 0.5"
        ) { text in
            guard let number = PlainNumber(text), !number.isNegative, number.isWrittenInFull,
                Double(range.lowerBound) <= number.double,
                number.double <= Double(range.upperBound)
            else { return nil }
            return .milliseconds(Int((number.double * 1000).rounded()))
        }
        kind.describe = { duration in
            let (seconds, attoseconds) = duration.components
            let milliseconds = attoseconds / 1_000_000_000_000_000
            guard milliseconds > 0 else { return "\(seconds)" }
            var fraction = String(milliseconds + 1000).dropFirst()
            while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
            return "\(seconds).\(fraction)"
        }
        return kind
    }
}

extension OptionValueKind where Value == Date {
    /// An RFC 3339 time with a zone, within the years a timeline handles.
    static var time: Self {
        .parsed(
            summary: "RFC 3339 with a zone",
            expectation:
                "an RFC 3339 time with a zone, such as 2026-11-22T10:00:00Z or 2026-11-22T19:00:00+09:00, in the years \(InternetTime.years.lowerBound) to \(InternetTime.years.upperBound)"
        ) { Timeline.parseInstant($0) }
    }
}
