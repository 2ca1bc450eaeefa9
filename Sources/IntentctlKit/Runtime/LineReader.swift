import ConfigurationStore

/// Reads lines from a file descriptor in blocks. A line is returned as soon as its newline has
/// arrived, so a coprocess gets each answer when it sends a question, and ``hasBufferedLine`` says
/// whether the next line is already here (a caller can hold its output back until then). Lines
/// longer than the maximum are cut (the rest is discarded); invalid UTF-8 is replaced; a final
/// carriage return is dropped.
struct LineReader {
    /// The descriptor read, or nil for input given as bytes.
    let descriptor: Int32?
    let maximumLength: Int
    /// Bytes read; those before `start` are returned already.
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// Where each read lands, reused.
    private var block = [UInt8](repeating: 0, count: 65_536)

    init(descriptor: Int32, maximumLength: Int) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
    }

    /// A reader of a command's standard input.
    init(_ input: StandardInput, maximumLength: Int) {
        self.maximumLength = maximumLength
        switch input {
        case .process:
            descriptor = SystemCall.standardInput
        case .bytes(let bytes):
            descriptor = nil
            buffer = bytes
            atEnd = true
        }
    }

    /// Whether ``next()`` can answer without waiting for input: a whole line is here, or the input
    /// has ended.
    var hasBufferedLine: Bool {
        atEnd || buffer[start...].contains(UInt8(ascii: "\n"))
    }

    /// The next line, or nil at the end of the input. Complexity: O(line length), amortized.
    mutating func next() -> String? {
        var line: [UInt8] = []
        var overflow = false
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { start = newline + 1 }
                if line.isEmpty, !overflow {  // the common case: the whole line is in the buffer
                    return Self.decode(buffer[start..<min(newline, start + maximumLength)])
                }
                append(buffer[start..<newline], to: &line, overflow: &overflow)
                return Self.decode(line[...])
            }
            append(buffer[start...], to: &line, overflow: &overflow)
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if atEnd { return line.isEmpty && !overflow ? nil : Self.decode(line[...]) }
            guard let descriptor else {
                atEnd = true
                continue
            }
            let count = block.withUnsafeMutableBytes { SystemCall.readBytes(descriptor, into: $0) }
            if count < 0, SystemCall.lastError == SystemCall.interrupted { continue }
            if count <= 0 {
                atEnd = true
            } else {
                buffer.append(contentsOf: block[0..<count])
            }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], overflow: inout Bool) {
        let room = maximumLength - line.count
        if bytes.count > room { overflow = true }
        line.append(contentsOf: bytes.prefix(max(0, room)))
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let end = bytes.last == UInt8(ascii: "\r") ? bytes.endIndex - 1 : bytes.endIndex
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
