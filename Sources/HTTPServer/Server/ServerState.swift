import Synchronization

/// What the event loops share: the connection count and whether the server is stopping.
final class ServerState: Sendable {
    private let connections = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let forced = Atomic<Bool>(false)
    private let running = Atomic<Int>(0)
    private let connectionsByLoop: Mutex<[Int]>
    /// The most open connections.
    let maximumConnections: Int

    init(maximumConnections: Int, loops: Int) {
        self.maximumConnections = maximumConnections
        connectionsByLoop = Mutex([Int](repeating: 0, count: loops))
    }

    /// The open connections of each loop.
    var openConnectionsByLoop: [Int] { connectionsByLoop.withLock { $0 } }

    /// The open connections.
    var openConnections: Int { connections.load(ordering: .relaxed) }

    /// Counts a new connection, unless that would pass the limit, and gives it to the loop with
    /// the fewest (to `preferred` among equals): the loop that should serve it, or nil.
    func openConnection(preferring preferred: Int) -> Int? {
        let count = connections.wrappingAdd(1, ordering: .relaxed).newValue
        guard count <= maximumConnections else {
            connections.wrappingSubtract(1, ordering: .relaxed)
            return nil
        }
        return connectionsByLoop.withLock { counts in
            var chosen = preferred
            for (loop, open) in counts.enumerated() where open < counts[chosen] { chosen = loop }
            counts[chosen] += 1
            return chosen
        }
    }

    /// Counts a closed connection of a loop.
    func closeConnection(loop: Int) {
        connections.wrappingSubtract(1, ordering: .relaxed)
        connectionsByLoop.withLock { $0[loop] -= 1 }
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
