import Synchronization

/// Where blocking-work threads leave the responses they made for one event loop's connections:
/// posting wakes the loop, which takes them and sends each on its connection.
final class LoopMailbox: Sendable {
    private let wake: WakeSignal
    private let responses = Mutex<[(connection: Int, response: HTTPResponse)]>([])

    init(wake: WakeSignal) {
        self.wake = wake
    }

    /// Leaves a response for the connection with this id, and wakes the loop.
    func post(_ response: HTTPResponse, for connection: Int) {
        responses.withLock { $0.append((connection, response)) }
        wake.signal()
    }

    /// The responses left since the last call, in the order they were posted.
    func take() -> [(connection: Int, response: HTTPResponse)] {
        responses.withLock { taken in
            defer { taken.removeAll() }
            return taken
        }
    }
}
