import DocumentFormats

extension ParameterKind {
    /// The value a JSON node holds when it has this kind's type: a string for enums, dynamic
    /// options and strings; an integer written without fraction or exponent for integers; `true`
    /// or `false` for booleans. Nil for a node of another type.
    public func value(from node: JSONNode) -> ParameterValue? {
        switch (self, node.value) {
        case (.enumeration, .string(let text)), (.dynamic, .string(let text)), (.string, .string(let text)):
            .string(text)
        case (.boolean, .bool(let flag)):
            .boolean(flag)
        case (.integer, .number):
            node.value.integerValue.map { .integer($0) }
        default:
            nil
        }
    }

    /// What a value of this kind is, for messages: `a case id (string)`, `an integer`.
    public var expectedValue: String {
        switch self {
        case .enumeration: "a case id (string)"
        case .dynamic: "an option id (string)"
        case .string: "a string"
        case .integer: "an integer"
        case .boolean: "true or false"
        }
    }

    /// Why a value is not valid for this kind, or nil when it is: the wrong type, not one of the
    /// cases, outside the range, or outside the length or pattern. Dynamic options are checked by
    /// their provider, not here.
    public func problem(with value: ParameterValue) -> ValueProblem? {
        switch (self, value) {
        case (.enumeration(let cases), .string(let id)):
            if cases.contains(where: { $0.id == id }) { return nil }
            let ids = cases.map(\.id)
            return ValueProblem(
                .notACase, "\(JSONWriter.quoted(id)) is not one of the cases",
                hint: Spelling.hint(closest: id, among: ids) ?? "cases: \(Spelling.list(ids))")
        case (.integer(let minimum, let maximum), .integer(let number)):
            if let minimum, number < minimum {
                return ValueProblem(.outOfRange, "\(number) is less than the minimum \(minimum)")
            }
            if let maximum, number > maximum {
                return ValueProblem(.outOfRange, "\(number) is greater than the maximum \(maximum)")
            }
            return nil
        case (.string(let constraints), .string(let text)):
            // Code points, as JSON Schema counts a string's length: a character of one letter and 100,000
            // combining marks is 100,001 long, not 1.
            let length = text.unicodeScalars.count
            if let minimum = constraints.minimumLength, length < minimum {
                return ValueProblem(.outOfRange, "is \(length) code points long; the minimum is \(minimum)")
            }
            if let maximum = constraints.maximumLength, length > maximum {
                return ValueProblem(.outOfRange, "is \(length) code points long; the maximum is \(maximum)")
            }
            if constraints.pattern != nil, length > RegularExpressionMatcher.maximumTextLength {
                return ValueProblem(
                    .outOfRange,
                    "is \(length) code points long; a value with a pattern may have at most \(RegularExpressionMatcher.maximumTextLength)"
                )
            }
            if let pattern = constraints.pattern, !RegularExpressionMatcher.matches(text, pattern: pattern) {
                return ValueProblem(.outOfRange, "does not match the pattern \(JSONWriter.quoted(pattern))")
            }
            return nil
        case (.dynamic, .string), (.boolean, .boolean):
            return nil
        default:
            return ValueProblem(.wrongType, "is \(value.typeName), but the parameter takes \(expectedValue)")
        }
    }
}

/// Why a value does not fit its parameter's kind.
public struct ValueProblem: Sendable, Equatable {
    /// The kinds of problem.
    public enum Reason: Sendable, Equatable {
        /// The value has the wrong type for the kind.
        case wrongType
        /// The value is not one of the enum's cases.
        case notACase
        /// The value is outside the integer's range or the string's length or pattern.
        case outOfRange
    }

    /// The kind of problem.
    public var reason: Reason
    /// What is wrong, as the end of a sentence about the value: `"tow" is not one of the cases`.
    public var message: String
    /// A suggestion, such as "did you mean "two"?".
    public var hint: String?

    /// Creates a problem.
    public init(_ reason: Reason, _ message: String, hint: String? = nil) {
        self.reason = reason
        self.message = message
        self.hint = hint
    }
}

extension ParameterValue {
    /// The value's type, for messages: `a string`, `an integer`, `a boolean`.
    var typeName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .boolean: "a boolean"
        case .list: "a list"
        }
    }
}
