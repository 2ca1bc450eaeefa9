import Foundation

/// A pseudo-terminal (`openpty`) that runs `intentctl` as if a person sat at it: keys go in
/// through the master side; the screen output comes back from it.
package final class PseudoTerminal {
    package let master: Int32
    package let slave: Int32
    package private(set) var output = ""
    private var process: Process?

    package init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENODEV) }
        self.master = master
        self.slave = slave
    }

    deinit {
        process?.terminate()
        close(master)
        close(slave)
    }

    /// The terminal's current settings, as the program left them.
    package var settings: termios {
        var value = termios()
        tcgetattr(slave, &value)
        return value
    }

    /// Whether the terminal is in the ordinary, line-editing mode.
    package var isCooked: Bool {
        let flags = settings.c_lflag
        return flags & tcflag_t(ICANON) != 0 && flags & tcflag_t(ECHO) != 0 && flags & tcflag_t(ISIG) != 0
    }

    /// Starts `intentctl` (or another program) on the terminal.
    package func start(_ arguments: [String], environment: [String: String] = [:], executable: URL = CLIRunner.binary)
        throws
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var base = ProcessInfo.processInfo.environment
        base["TERM"] = "xterm"
        base["NO_COLOR"] = nil
        process.environment = base.merging(environment) { _, new in new }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        self.process = process
    }

    /// Types text (or control bytes).
    package func type(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Reads the screen output until it contains `text`, or until the timeout. Returns whether it did.
    @discardableResult
    package func waitFor(_ text: String, after offset: Int = 0, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !output.dropFirst(offset).contains(text) {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            pump(milliseconds: Int32(min(remaining, 0.1) * 1000))
        }
        return true
    }

    /// Reads until the program has written nothing for 300 ms.
    package func settle() {
        var last = output.count
        repeat {
            last = output.count
            pump(milliseconds: 300)
        } while output.count != last
    }

    /// Changes the window size and tells the program, as a terminal emulator does.
    package func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        if let process { kill(process.processIdentifier, SIGWINCH) }
    }

    /// Sends a signal to the program.
    package func signal(_ number: Int32) {
        if let process { kill(process.processIdentifier, number) }
    }

    /// Waits for the program to exit, collecting the rest of its output; returns its status.
    package func waitForExit(timeout: Double = 15) -> Int32? {
        guard let process else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { pump(milliseconds: 50) }
        pump(milliseconds: 50)
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    private func pump(milliseconds: Int32) {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { output += String(decoding: buffer[0..<count], as: UTF8.self) }
    }
}
