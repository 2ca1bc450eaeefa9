import Foundation

/// Temporary folders for tests. Each lives under one folder for the whole test process, which is
/// removed when the process exits, so no run leaves folders behind.
public enum TemporaryFolders {
    /// The folder of this test process, created on first use and removed at exit.
    private static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentctl-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        atexit {
            try? FileManager.default.removeItem(at: TemporaryFolders.root)
        }
        return root
    }()

    /// A new, empty folder.
    public static func make() throws -> URL {
        let folder = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
