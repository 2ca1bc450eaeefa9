import Foundation
import IntentctlKit
import TestSupport

/// Runs `intentctl` and captures what it prints: in this process, through ``IntentCtl/run(_:context:)``
/// with a capturing context, or, when a test needs a process (a memory limit, a folder to run in,
/// another program) or `INTENTCTL_BINARY` names a binary to test (CI's static build), as a process.
package struct CLIRunner {
    package struct Output {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        /// Whether the run was stopped for taking longer than its time limit.
        package var timedOut = false
        /// Whether the process ended by a signal rather than exiting.
        package var signalled = false

        package init(status: Int32, stdout: String, stderr: String, timedOut: Bool = false, signalled: Bool = false) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
            self.timedOut = timedOut
            self.signalled = signalled
        }
    }

    /// The binary next to the test bundle (`swift build` puts both in the same folder).
    package static let binary: URL = {
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
    package static func temporaryFolder() throws -> URL {
        try TemporaryFolders.make()
    }

    /// Runs `intentctl` with arguments, optional stdin bytes and extra environment. With limits,
    /// the run may take at most `seconds` (it is killed after) and at most `memory` bytes of address
    /// space (`ulimit -v`, so that a runaway allocation fails rather than swamping the machine).
    @discardableResult
    package static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:], binary: URL = binary,
        seconds: Double? = nil, memory: Int? = nil, directory: URL? = nil
    ) throws -> Output {
        if binary == Self.binary, memory == nil, !testsBinary {
            return runInProcess(arguments, stdin: stdin, environment: environment, directory: directory)
        }
        return try runProcess(
            arguments, stdin: stdin, environment: environment, binary: binary, seconds: seconds, memory: memory,
            directory: directory)
    }

    /// Whether `INTENTCTL_BINARY` names a binary that every run must go through.
    package static let testsBinary = ProcessInfo.processInfo.environment["INTENTCTL_BINARY"] != nil

    /// The environment a run gets: this process's, without the variables that name a store.
    package static func environment(_ extra: [String: String]) -> [String: String] {
        var base = ProcessInfo.processInfo.environment
        for key in ["INTENTCTL_HOME", "XDG_CONFIG_HOME"] { base[key] = nil }
        return base.merging(extra) { _, new in new }
    }

    /// Runs `intentctl` in this process, with a capturing context.
    package static func runInProcess(
        _ arguments: [String], stdin: [UInt8]?, environment: [String: String], directory: URL? = nil
    ) -> Output {
        var context = Context.capturing(environment: Self.environment(environment), input: stdin ?? [])
        context.workingDirectory = directory?.path
        let status = IntentCtl.run(arguments, context: context)
        return Output(
            status: status.rawValue, stdout: context.console.capturedOutput, stderr: context.console.capturedErrors)
    }

    /// Runs a program (by default, the binary) as a process.
    @discardableResult
    package static func runProcess(
        _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:], binary: URL = binary,
        seconds: Double? = nil, memory: Int? = nil, directory: URL? = nil
    ) throws -> Output {
        _ = ignoresBrokenPipe
        let process = Process()
        if let memory {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memory / 1024) && exec \"$0\" \"$@\"", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = Self.environment(environment)
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let timedOut = Flag()
        if let seconds {
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [process] in
                if process.isRunning {
                    timedOut.set()
                    process.terminate()
                }
            }
        }
        // Write stdin, and read both pipes, concurrently, so that no large output or input can
        // block the child (or this test).
        let group = DispatchGroup()
        if let stdin {
            group.enter()
            DispatchQueue.global().async {
                // A child that exits without reading its input must not end this process.
                try? input.fileHandleForWriting.write(contentsOf: Data(stdin))
                try? input.fileHandleForWriting.close()
                group.leave()
            }
        } else {
            try input.fileHandleForWriting.close()
        }
        nonisolated(unsafe) var errData = Data()
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
            stderr: String(decoding: errData, as: UTF8.self), timedOut: timedOut.isSet,
            signalled: process.terminationReason == .uncaughtSignal)
    }

    /// Runs a shell script with `$INTENTCTL` naming the binary, for redirections and pipelines,
    /// with the same limits as ``run(_:stdin:environment:binary:seconds:memory:)``.
    package static func shell(_ script: String, seconds: Double = 60) throws -> Output {
        try run(
            ["-c", script], environment: ["INTENTCTL": binary.path], binary: URL(fileURLWithPath: "/bin/sh"),
            seconds: seconds)
    }

    /// Runs a Python 3 script (a test client); nil, after saying the test skips, when python3 is
    /// not installed.
    package static func python(_ script: String, arguments: [String] = [], seconds: Double) throws -> Output? {
        let output = try run(
            ["python3", "-c", script] + arguments, binary: URL(fileURLWithPath: "/usr/bin/env"), seconds: seconds)
        guard output.status != 127 else {
            print("skipped: python3 is not installed")
            return nil
        }
        return output
    }

    /// Writes to a pipe whose reader has exited fail with EPIPE instead of ending the test process.
    package static let ignoresBrokenPipe: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// A flag set from another thread.
    package final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    /// Reads from a pipe until a line ends, the pipe closes or `seconds` pass, whichever is first;
    /// the text read (nil when nothing arrived in time).
    package static func readLine(from handle: FileHandle, within seconds: Double) -> String? {
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
