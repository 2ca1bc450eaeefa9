/// What a typed answer means for a question.
public enum AnswerInterpretation: Sendable, Equatable {
    /// A value for the parameter.
    case value(ParameterValue)
    /// Keep the current value (an empty answer).
    case keep
    /// The text is a search: these are the matching options to choose from (possibly none).
    case search([Option])
    /// The answer cannot be used; the message says why.
    case invalid(String)
}
