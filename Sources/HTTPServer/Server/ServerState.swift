import Synchronization

/// What the event loops share: the connection count and whether the server is stopping.
final class ServerState: Sendable {
    private let connections = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let forced = Atomic<Bool>(false)
    private let running = Atomic<Int>(0)
    /// The most open connections.
    let maximumConnections: Int

    init(maximumConnections: Int) {
        self.maximumConnections = maximumConnections
    }

    /// The open connections.
    var openConnections: Int { connections.load(ordering: .relaxed) }

    /// Counts a new connection, unless that would pass the limit.
    func openConnection() -> Bool {
        let count = connections.wrappingAdd(1, ordering: .relaxed).newValue
        if count <= maximumConnections { return true }
        connections.wrappingSubtract(1, ordering: .relaxed)
        return false
    }

    /// Counts a closed connection.
    func closeConnection() {
        connections.wrappingSubtract(1, ordering: .relaxed)
    }

    /// Whether the server is stopping: no new connections, and each closes after its last answer.
    var isStopping: Bool { stopping.load(ordering: .acquiring) }

    /// Whether the loops must close every connection now.
    var isForced: Bool { forced.load(ordering: .acquiring) }

    /// Starts stopping.
    func stop() { stopping.store(true, ordering: .releasing) }

    /// Makes the loops close every connection now.
    func force() { forced.store(true, ordering: .releasing) }

    /// The loops still running.
    var runningLoops: Int { running.load(ordering: .acquiring) }

    /// Counts a loop starting.
    func loopStarted() { running.wrappingAdd(1, ordering: .releasing) }

    /// Counts a loop ending.
    func loopEnded() { running.wrappingSubtract(1, ordering: .releasing) }
}
