import Synchronization

/// The service's current data, replaced whole on reload: a request sees one load or the next,
/// never a mix. With it, what stays for the server's life: who may ask what, whether it is
/// draining, and the store's bound.
package final class ServiceState: Sendable {
    private let data: Mutex<ServiceData>
    /// The generation of ``current``, read without the lock: a loop takes the lock only when it
    /// changed (see ``ServiceResponder``).
    private let currentGeneration: Atomic<Int>
    private let draining = Atomic<Bool>(false)
    /// The request counters.
    package let metrics = ServiceMetrics()
    /// Who may ask what.
    package let policy: AccessPolicy
    /// The most configurations the server stores; a new one past it gets 507.
    package let maximumConfigurations: Int
    /// How many configurations the store holds, as this server counts them: counted at each load,
    /// then kept up to date by its own writes (a write by another process is seen at the next
    /// load, or when the count reaches the maximum and is taken again).
    package let storedConfigurations = Atomic<Int>(0)

    /// State holding the first load.
    package init(_ data: ServiceData, policy: AccessPolicy = AccessPolicy(), maximumConfigurations: Int = 10_000) {
        self.data = Mutex(data)
        currentGeneration = Atomic(data.generation)
        self.policy = policy
        self.maximumConfigurations = maximumConfigurations
        storedConfigurations.store(data.storedConfigurations, ordering: .relaxed)
    }

    /// The origin allowed to call the service from a browser (CORS), if any; `*` for every one.
    package var allowedOrigin: String? { policy.corsOrigin }

    /// The data now.
    package var current: ServiceData { data.withLock { $0 } }

    /// The generation of the data now, without taking the lock.
    package var generation: Int { currentGeneration.load(ordering: .acquiring) }

    /// Replaces the data, with the next generation.
    package func replace(with next: ServiceData) {
        data.withLock { current in
            var next = next
            next.generation = current.generation + 1
            current = next
            currentGeneration.store(next.generation, ordering: .releasing)
        }
        storedConfigurations.store(next.storedConfigurations, ordering: .relaxed)
    }

    /// Whether the server is stopping: `/readyz` says 503 while the requests in flight finish.
    package var isDraining: Bool { draining.load(ordering: .relaxed) }

    /// Starts draining.
    package func beginDraining() { draining.store(true, ordering: .relaxed) }
}
