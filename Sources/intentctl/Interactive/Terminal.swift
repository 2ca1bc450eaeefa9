import Foundation

/// The terminal settings to put back, shared with the signal handlers (which can capture nothing).
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var rawModeActive: sig_atomic_t = 0
nonisolated(unsafe) private var resizePending: sig_atomic_t = 0

/// Raw-mode access to the terminal on stdin, drawing on stderr. Whatever happens (Enter, Esc,
/// Ctrl-C, a signal from outside, the window being resized), the terminal is put back as it was.
struct Terminal {
    /// A key press.
    enum Key: Equatable {
        case character(Character)
        case enter, backspace, up, down, escape, interrupt, endOfInput, resize, tab
    }

    let input = STDIN_FILENO
    let output = STDERR_FILENO
    /// Whether colours and emphasis may be used (`NO_COLOR` unset).
    let usesColor: Bool

    /// Whether stdin and stderr are both a terminal that can be driven.
    static func isInteractive(environment: [String: String]) -> Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    /// Enters raw mode and installs the handlers that restore the terminal.
    init?(environment: [String: String]) {
        usesColor = (environment["NO_COLOR"] ?? "").isEmpty
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return nil }
        savedSettings = settings
        cfmakeraw(&settings)
        settings.c_oflag |= tcflag_t(OPOST | ONLCR)  // keep "\n" → "\r\n" for plain output
        guard tcsetattr(input, TCSAFLUSH, &settings) == 0 else { return nil }
        rawModeActive = 1
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            Glibc.signal(signal) { number in
                if rawModeActive != 0 { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings) }
                _ = Glibc.write(STDERR_FILENO, "\r\n", 2)
                _exit(128 + number)
            }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in resizePending = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a resize interrupts the read so the screen is redrawn
        sigaction(SIGWINCH, &action, nil)
        // A parent may have started us with these blocked (threads of a dispatch pool do); the
        // promise to restore the terminal needs them delivered.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Puts the terminal back as it was.
    func restore() {
        if rawModeActive != 0 {
            tcsetattr(input, TCSAFLUSH, &savedSettings)
            rawModeActive = 0
        }
        signal(SIGWINCH, SIG_DFL)
    }

    /// The window size (columns, rows), with sensible fallbacks.
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    /// Writes text as is.
    func write(_ text: String) {
        Console.write(text, to: output)
    }

    /// Reads one key, waiting as long as it takes. A resize arrives as `.resize`.
    func readKey() -> Key {
        while true {
            if resizePending != 0 {
                resizePending = 0
                return .resize
            }
            let byte: UInt8
            switch read(timeout: -1) {
            case .end: return .endOfInput
            case .timeout, .resized: continue
            case .byte(let value): byte = value
            }
            switch byte {
            case 0x0D, 0x0A: return .enter
            case 0x7F, 0x08: return .backspace
            case 0x03: return .interrupt
            case 0x04: return .endOfInput
            case 0x09: return .tab
            case 0x1B:
                guard let next = nextByte(), next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
                    return .escape
                }
                var final: UInt8 = 0
                while let part = nextByte() {
                    final = part
                    if (0x40...0x7E).contains(part) { break }
                }
                if final == UInt8(ascii: "A") { return .up }
                if final == UInt8(ascii: "B") { return .down }
            case 0x00..<0x20:
                continue
            default:
                var bytes = [byte]
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                while bytes.count < length, let part = nextByte() { bytes.append(part) }
                if let text = String(validating: bytes, as: UTF8.self), let character = text.first {
                    return .character(character)
                }
            }
        }
    }

    private enum ReadResult {
        case byte(UInt8)
        case end, timeout, resized
    }

    /// The next byte of a key sequence, if it follows within 50 ms.
    private func nextByte() -> UInt8? {
        if case .byte(let value) = read(timeout: 50) { return value }
        return nil
    }

    /// One byte, the end of input, a timeout after `timeout` milliseconds (-1 waits forever), or
    /// an interruption by a resize.
    private func read(timeout: Int32) -> ReadResult {
        while true {
            var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready < 0 {
                if errno != EINTR { return .end }
                if resizePending != 0 { return .resized }
                continue
            }
            if ready == 0 { return .timeout }
            var byte: UInt8 = 0
            let count = Glibc.read(input, &byte, 1)
            if count < 0, errno == EINTR { continue }
            return count == 1 ? .byte(byte) : .end
        }
    }
}
