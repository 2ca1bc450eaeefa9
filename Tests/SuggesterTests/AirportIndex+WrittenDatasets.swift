import Testing

@testable import Suggester

extension AirportIndex {
    /// The index of a small dataset a test writes in the TSV format, built in-process, and read back
    /// from its snapshot: what a test of both holds for each.
    static func builtAndStored(_ dataset: String) throws -> [AirportIndex] {
        let (parsed, issues) = try AirportDataset.parse(dataset)
        #expect(issues.isEmpty, "\(issues)")
        return [AirportIndex(parsed), try AirportIndex(snapshot: AirportIndex.snapshot(of: parsed, sourceChecksum: 1))]
    }
}
