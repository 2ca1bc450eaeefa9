import Synchronization

/// Where blocking-work threads leave the responses they made for one event loop's connections,
/// and where other loops leave the connections they accepted for it: posting wakes the loop,
/// which takes them.
final class LoopMailbox: Sendable {
    let wake: WakeSignal
    private let responses = Mutex<[(connection: Int, response: HTTPResponse)]>([])
    private let connections = Mutex<[Int32]>([])

    init(wake: WakeSignal) {
        self.wake = wake
    }

    /// Leaves a response for the connection with this id, and wakes the loop.
    func post(_ response: HTTPResponse, for connection: Int) {
        responses.withLock { $0.append((connection, response)) }
        wake.signal()
    }

    /// Leaves an accepted connection for the loop to serve, and wakes it.
    func post(connection descriptor: Int32) {
        connections.withLock { $0.append(descriptor) }
        wake.signal()
    }

    /// The connections left since the last call.
    func takeConnections() -> [Int32] {
        connections.withLock { taken in
            defer { taken.removeAll() }
            return taken
        }
    }

    /// The responses left since the last call, in the order they were posted.
    func take() -> [(connection: Int, response: HTTPResponse)] {
        responses.withLock { taken in
            defer { taken.removeAll() }
            return taken
        }
    }
}
