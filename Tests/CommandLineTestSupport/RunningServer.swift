import Foundation
import TestSupport
import Testing

@testable import IntentctlKit
@testable import IntentctlService

/// A running `intentctl serve` on a free port: started in this process (``ServeCommand/start``),
/// or, for tests of signals and process limits (or when `INTENTCTL_BINARY` names a binary to
/// test), as a process stopped by a signal.
package final class RunningServer {
    package let address: String
    /// The process, when the server runs in one.
    package private(set) var process: Process?
    private var service: RunningService?
    private var context: Context?
    private let errors = Pipe()

    /// `launcher`, when not empty, is a command the binary's path and arguments are appended to
    /// (a shell that moves itself into a control group, then runs them): the server then runs in a
    /// process.
    package init(
        _ arguments: [String] = [], environment: [String: String] = [:], listen: String = "127.0.0.1:0",
        process launch: Bool = false, launcher: [String] = []
    ) throws {
        guard launch || CLIRunner.testsBinary || !launcher.isEmpty else {
            let context = Context.capturing(environment: CLIRunner.environment(environment))
            let service: RunningService
            do {
                let parsed = try ParsedArguments(["--listen", listen] + arguments, spec: ServeCommand.spec)
                service = try ServeCommand.start(parsed, context: context)
            } catch {
                throw ServeTestError.notListening(error.message)
            }
            self.context = context
            self.service = service
            address = service.address.replacing("0.0.0.0:", with: "127.0.0.1:")
            return
        }
        _ = CLIRunner.ignoresBrokenPipe
        let process = Process()
        let output = Pipe()
        let command = ["serve", "--listen", listen] + arguments
        if let first = launcher.first {
            process.executableURL = URL(fileURLWithPath: first)
            process.arguments = launcher.dropFirst() + [CLIRunner.binary.path] + command
        } else {
            process.executableURL = CLIRunner.binary
            process.arguments = command
        }
        process.environment = CLIRunner.environment(environment)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        self.process = process
        let line = CLIRunner.readLine(from: output.fileHandleForReading, within: 60) ?? ""
        guard line.hasPrefix("listening on http://") else {
            process.terminate()
            throw ServeTestError.notListening(line)
        }
        // A server on every address is reached on loopback.
        address = String(line.dropFirst("listening on http://".count).prefix { $0 != "\n" })
            .replacing("0.0.0.0:", with: "127.0.0.1:")
    }

    /// The server's process id (for a server in a process).
    package var pid: Int32 { process?.processIdentifier ?? -1 }

    /// Stops the server (with a signal, for one in a process) and waits for it: the status and
    /// everything it wrote to stderr.
    @discardableResult
    package func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, stderr: String) {
        if let service, let context {
            service.stop()
            self.service = nil
            return (0, context.console.capturedErrors)
        }
        guard let process else { return (0, "") }
        kill(process.processIdentifier, signal)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// One request on a new connection (closed after it): the whole response text.
    package func exchange(_ request: String) throws -> String {
        let client = try #require(RawHTTPClient(address: address))
        client.send(request)
        return client.readToEnd().text
    }

    /// A GET on a new connection that closes after it.
    package func get(_ target: String, headers: String = "") throws -> String {
        try exchange("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(headers)Connection: close\r\n\r\n")
    }

    deinit {
        service?.stop()
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

package enum ServeTestError: Error {
    case notListening(String)
}
