import ConfigurationStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings to put back, shared with the signal handlers (which can capture nothing).
nonisolated(unsafe) private var savedTerminalSettings = termios()
nonisolated(unsafe) private var rawModeActive: sig_atomic_t = 0
nonisolated(unsafe) private var resizeSignalled: sig_atomic_t = 0

/// The system calls intentctl makes, and the only file of the target that imports the C library.
/// Every call is POSIX; where Linux and Apple platforms spell a structure differently, both are
/// written here, so the rest of the target builds on either.
enum SystemCall {
    static let standardInput: Int32 = 0
    static let standardOutput: Int32 = 1
    static let standardError: Int32 = 2

    /// The `errno` values the callers handle.
    static let interrupted = EINTR
    static let brokenPipe = EPIPE

    /// The `errno` of the last failed call.
    static var lastError: Int32 { errno }

    /// A sentence for an `errno` value.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Writes up to `buffer.count` bytes; the count written, -1 on failure.
    static func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        write(descriptor, buffer.baseAddress, buffer.count)
    }

    /// Reads up to `buffer.count` bytes; the count, 0 at the end, -1 on failure.
    static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }

    /// Whether a descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Makes writes to a closed pipe fail with ``brokenPipe`` instead of killing the process.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The process's environment variables.
    static var environment: [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        for index in 0..<count {
            guard let pointer = environ[index] else { continue }
            let text = String(cString: pointer)
            // Split at the first "=" by bytes: a character-by-character search costs a cold start
            // more than the rest of its environment handling.
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
            }
        }
        return variables
    }

    /// Ends the process with a status.
    static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }

    // MARK: Signals for a server

    /// Blocks these signals in the calling thread and in the threads it starts later, so that
    /// ``waitForSignal(_:)`` receives them instead of their default action.
    static func blockSignals(_ numbers: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Waits for one of these (blocked) signals and returns its number.
    static func waitForSignal(_ numbers: [Int32]) -> Int32 {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received
    }

    /// Waits at most `timeout` for one of these (blocked) signals; its number, or nil when none
    /// came in time.
    static func waitForSignal(_ numbers: [Int32], timeout: Duration) -> Int32? {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            #if canImport(Darwin)
                // Darwin has no sigtimedwait: look at the pending signals every 10 ms, and take one
                // with sigwait once it is pending (it then returns at once).
                var pending = sigset_t()
                sigpending(&pending)
                if let number = numbers.first(where: { sigismember(&pending, $0) == 1 }) {
                    var only = sigset_t()
                    sigemptyset(&only)
                    sigaddset(&only, number)
                    var received: Int32 = 0
                    if sigwait(&only, &received) == 0 { return received }
                }
                let microseconds = left.components.seconds * 1_000_000 + left.components.attoseconds / 1_000_000_000_000
                usleep(UInt32(min(10_000, max(1, microseconds))))
            #else
                let (seconds, attoseconds) = left.components
                var wait = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
                let received = sigtimedwait(&set, nil, &wait)
                if received > 0 { return received }
                if errno != EINTR { return nil }
            #endif
        }
    }

    // MARK: Terminal

    /// The signals after which the terminal is restored and the process ends with 128 + N.
    static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// SIGTERM's number, for callers that report it.
    static let terminationSignal = SIGTERM
    /// SIGINT's number (Control-C).
    static let interruptSignal = SIGINT
    /// SIGHUP's number (`serve` reloads on it).
    static let hangUpSignal = SIGHUP

    /// Puts the terminal on `descriptor` in raw mode (keeping `\n` → `\r\n` on output) and makes
    /// sure that it is put back on every exit, including a terminating signal; false when it is not
    /// a terminal that can be driven.
    static func enterRawMode(_ descriptor: Int32) -> Bool {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return false }
        savedTerminalSettings = settings
        cfmakeraw(&settings)
        settings.c_oflag |= tcflag_t(OPOST | ONLCR)
        guard tcsetattr(descriptor, TCSAFLUSH, &settings) == 0 else { return false }
        rawModeActive = 1
        for number in terminatingSignals {
            signal(number) { number in
                if rawModeActive != 0 { tcsetattr(0, TCSAFLUSH, &savedTerminalSettings) }
                _ = write(2, "\r\n", 2)
                _exit(128 + number)
            }
        }
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { _ in resizeSignalled = 1 }
        #else
            action.__sigaction_handler.sa_handler = { _ in resizeSignalled = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a resize interrupts the wait so the screen is redrawn
        sigaction(SIGWINCH, &action, nil)
        // A parent may have started us with these blocked (threads of a dispatch pool do); the
        // promise to restore the terminal needs them delivered.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in terminatingSignals + [SIGWINCH] { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        return true
    }

    /// Puts the terminal back as it was before ``enterRawMode(_:)``.
    static func restoreTerminal(_ descriptor: Int32) {
        if rawModeActive != 0 {
            tcsetattr(descriptor, TCSAFLUSH, &savedTerminalSettings)
            rawModeActive = 0
        }
        signal(SIGWINCH, SIG_DFL)
    }

    /// Whether the window was resized since the last ``takeResize()``.
    static var isResizePending: Bool { resizeSignalled != 0 }

    /// Whether the window was resized since the last call; the news is taken.
    static func takeResize() -> Bool {
        guard resizeSignalled != 0 else { return false }
        resizeSignalled = 0
        return true
    }

    /// The terminal's size in columns and rows, if it reports one.
    static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// The outcome of ``waitForInput(_:milliseconds:)``.
    enum Readiness {
        case ready, timedOut, interrupted, failed
    }

    /// Waits until the descriptor can be read, for at most `milliseconds` (-1: no limit).
    static func waitForInput(_ descriptor: Int32, milliseconds: Int32) -> Readiness {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, milliseconds)
        if ready > 0 { return .ready }
        if ready == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .failed
    }
}
