/// A position in a source text: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, so a column points at the same
/// character an editor shows, whatever the byte length of the characters before it. Positions are
/// stored in 32 bits each (inputs are limited far below 4 GiB), which keeps parsed documents small.
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    /// The 0-based byte offset into the source.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    /// Creates a location; values beyond 32 bits are clamped.
    public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    /// The location of the first byte of a source.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
