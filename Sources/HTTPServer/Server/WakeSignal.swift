/// A pipe that wakes an event loop from `poll`: another thread signals, the loop drains.
final class WakeSignal: Sendable {
    /// The end the loop polls.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// A new pipe, both ends nonblocking and closed on `exec`.
    init() throws(HTTPServerError) {
        (readDescriptor, writeDescriptor) = try System.makePipe()
    }

    /// Wakes the loop (a full pipe already will).
    func signal() {
        System.writeWakeByte(writeDescriptor)
    }

    /// Empties the pipe after a wake-up.
    func drain() {
        System.drainPipe(readDescriptor)
    }

    deinit {
        System.closeDescriptor(readDescriptor)
        System.closeDescriptor(writeDescriptor)
    }
}
