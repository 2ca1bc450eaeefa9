/// Reads lines from a file descriptor without buffering ahead of what it returns, so a coprocess
/// gets each answer as soon as it sends a question. Lines longer than the maximum are cut (the
/// rest is discarded); invalid UTF-8 is replaced.
struct LineReader {
    let descriptor: Int32
    let maximumLength: Int
    private var buffer: [UInt8] = []
    private var atEnd = false

    init(descriptor: Int32, maximumLength: Int) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
    }

    mutating func next() -> String? {
        var line: [UInt8] = []
        var overflow = false
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                append(buffer[..<newline], to: &line, overflow: &overflow)
                buffer.removeSubrange(...newline)
                return decode(line)
            }
            append(buffer[...], to: &line, overflow: &overflow)
            buffer.removeAll(keepingCapacity: true)
            if atEnd { return line.isEmpty && !overflow ? nil : decode(line) }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { SystemCall.readBytes(descriptor, into: $0) }
            if count < 0, SystemCall.lastError == SystemCall.interrupted { continue }
            if count <= 0 {
                atEnd = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], overflow: inout Bool) {
        let room = maximumLength - line.count
        if bytes.count > room { overflow = true }
        line.append(contentsOf: bytes.prefix(max(0, room)))
    }

    private func decode(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
