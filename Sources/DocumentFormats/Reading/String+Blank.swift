extension String {
    /// Whether the text is empty or only white space.
    package var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
