import IntentSchema

/// The only place that writes to stdout and stderr.
struct Console {
    /// Writes a line (or text ending in a newline) to stdout.
    static func out(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: SystemCall.standardOutput)
    }

    /// Writes a line to stderr.
    static func error(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: SystemCall.standardError)
    }

    /// Writes a value as pretty-printed JSON to stdout.
    static func json(_ value: some JSONWritable) {
        out(JSONWriter.write(value))
    }

    /// Writes bytes unbuffered, retrying short writes, so a line is on its way as soon as it is written.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { SystemCall.writeBytes(descriptor, $0) }
            if written < 0 {
                if SystemCall.lastError == SystemCall.interrupted { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
