import ConfigurationStore

/// Raw-mode access to the terminal on stdin, drawing on stderr. Whatever happens (Enter, Esc,
/// Ctrl-C, a signal from outside, the window being resized), the terminal is put back as it was.
struct Terminal {
    /// A key press.
    enum Key: Equatable {
        case character(Character)
        case enter, backspace, up, down, escape, interrupt, endOfInput, resize, tab
    }

    let input = SystemCall.standardInput
    let output = SystemCall.standardError
    /// Whether colours and emphasis may be used (`NO_COLOR` unset).
    let usesColor: Bool
    /// Where the drawing goes (stderr).
    let console: Console

    /// Whether the command's stdin and stderr are both a terminal that can be driven.
    static func isInteractive(_ context: Context) -> Bool {
        context.input.isTerminal && SystemCall.isTerminal(SystemCall.standardError)
            && context.environment["TERM"] != "dumb"
    }

    /// Enters raw mode and installs the handlers that restore the terminal.
    init?(_ context: Context) {
        usesColor = (context.environment["NO_COLOR"] ?? "").isEmpty
        console = context.console
        guard SystemCall.enterRawMode(input) else { return nil }
    }

    /// Puts the terminal back as it was.
    func restore() {
        SystemCall.restoreTerminal(input)
    }

    /// The window size (columns, rows), with sensible fallbacks.
    var size: (columns: Int, rows: Int) {
        SystemCall.windowSize(output) ?? (80, 24)
    }

    /// Writes text as is.
    func write(_ text: String) {
        console.prompt(text)
    }

    /// Reads one key, waiting as long as it takes. A resize arrives as `.resize`.
    func readKey() -> Key {
        while true {
            if SystemCall.takeResize() { return .resize }
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
            switch SystemCall.waitForInput(input, milliseconds: timeout) {
            case .timedOut: return .timeout
            case .failed: return .end
            case .interrupted:
                if SystemCall.isResizePending { return .resized }
                continue
            case .ready:
                var byte: UInt8 = 0
                let count = withUnsafeMutableBytes(of: &byte) { SystemCall.readBytes(input, into: $0) }
                if count < 0, SystemCall.lastError == SystemCall.interrupted { continue }
                return count == 1 ? .byte(byte) : .end
            }
        }
    }
}
