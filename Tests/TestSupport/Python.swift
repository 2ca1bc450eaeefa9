import Foundation

/// What the machine's python3 offers to tests that check output with Python tools.
public enum Python {
    /// Whether `python3 -c "import NAME"` succeeds.
    public static func hasModule(_ name: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import \(name)"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
