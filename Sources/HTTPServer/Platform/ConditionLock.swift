#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex with a condition to wait on (POSIX `pthread_mutex_t` and `pthread_cond_t`, which Linux and
/// Darwin both have), as NIO's `ConditionLock` wraps them: for threads that wait for work, where
/// `Synchronization.Mutex` has no way to wait.
final class ConditionLock: @unchecked Sendable {
    // @unchecked: the pthread objects are made for use across threads.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// A new, unlocked lock.
    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Releases the lock until woken, then holds it again; call with the lock held (inside
    /// ``withLock(_:)``), in a loop that checks what it waits for.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes one waiting thread.
    func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiting thread.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
