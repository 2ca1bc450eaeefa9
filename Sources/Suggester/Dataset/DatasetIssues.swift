/// The rows a load skipped: the first few, with their reasons, and how many in all. However many
/// rows are bad, memory stays bounded by ``maximumKept``.
public struct DatasetIssues: Sendable, Equatable {
    /// How many issues are kept with their reasons.
    public static let maximumKept = 100

    /// The first issues, in line order, at most ``maximumKept``.
    public private(set) var first: [DatasetIssue] = []
    /// How many rows were skipped in all.
    public private(set) var count = 0

    /// No issue yet.
    public init() {}

    /// Records a skipped row.
    mutating func append(line: Int, _ message: @autoclosure () -> String) {
        count += 1
        if first.count < Self.maximumKept { first.append(DatasetIssue(line: line, message: message())) }
    }

    /// Whether no row was skipped.
    public var isEmpty: Bool { count == 0 }
}
