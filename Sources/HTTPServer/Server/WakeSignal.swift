#if canImport(Glibc)
    import Glibc
#endif

/// A pipe that wakes an event loop from `poll`: another thread signals, the loop drains.
final class WakeSignal: Sendable {
    /// The end the loop polls.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// A new pipe, both ends nonblocking and closed on `exec`.
    init() throws(HTTPServerError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            let number = errno
            throw .systemCall("pipe", errorNumber: number, reason: String(cString: strerror(number)))
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    /// Wakes the loop (a full pipe already will).
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe after a wake-up.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }
}
