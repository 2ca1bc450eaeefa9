/// A position in a source text: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, so a column points at the same
/// character an editor shows, whatever the byte length of the characters before it.
public struct SourceLocation: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset into the source.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The location of the first byte of a source.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
