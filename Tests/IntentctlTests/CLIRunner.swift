import Foundation
import TestSupport

/// Runs the built `intentctl` binary and captures what it prints.
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary next to the test bundle (`swift build` puts both in the same folder).
    static let binary: URL = {
        if let explicit = ProcessInfo.processInfo.environment["INTENTCTL_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("intentctl")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/intentctl")
    }()

    /// A fresh temporary folder, removed when the test process exits.
    static func temporaryFolder() throws -> URL {
        try TemporaryFolders.make()
    }

    /// Runs `intentctl` with arguments, optional stdin bytes and extra environment.
    @discardableResult
    static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:], binary: URL = binary
    ) throws -> Output {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var base = ProcessInfo.processInfo.environment
        for key in ["INTENTCTL_HOME", "XDG_CONFIG_HOME"] { base[key] = nil }
        process.environment = base.merging(environment) { _, new in new }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Reads from a pipe until a line ends, the pipe closes or `seconds` pass, whichever is first;
    /// the text read (nil when nothing arrived in time).
    static func readLine(from handle: FileHandle, within seconds: Double) -> String? {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var bytes: [UInt8] = []
        while !bytes.contains(0x0A), ContinuousClock.now < deadline {
            var request = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
