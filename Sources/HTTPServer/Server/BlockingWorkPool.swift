#if canImport(Glibc)
    import Glibc
#endif

/// A few threads for work that may block (a file lock, `fsync`), so that the event loops never
/// wait on it: a loop submits a job and serves its other connections; the job's completion is
/// called on a pool thread, and hands the result back to the loop.
///
/// The queue is bounded: past ``capacity`` jobs waiting, ``submit(_:)`` refuses, and the loop
/// answers 503 at once rather than let a burst of writes take memory without bound.
final class BlockingWorkPool: @unchecked Sendable {
    // @unchecked: every mutable member is touched only with `mutex` held.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let ready = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [@Sendable () -> Void] = []
    private var head = 0
    private var stopping = false
    private var running = 0
    /// The most jobs waiting for a thread.
    let capacity: Int

    /// Starts `threads` threads (at least one).
    init(threads: Int, capacity: Int) throws(HTTPServerError) {
        self.capacity = capacity
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(ready, nil)
        for _ in 0..<max(1, threads) {
            pthread_mutex_lock(mutex)
            running += 1
            pthread_mutex_unlock(mutex)
            do throws(HTTPServerError) {
                try System.startThread { [self] in work() }
            } catch {
                pthread_mutex_lock(mutex)
                running -= 1
                pthread_mutex_unlock(mutex)
                stop()
                throw error
            }
        }
    }

    deinit {
        pthread_cond_destroy(ready)
        pthread_mutex_destroy(mutex)
        ready.deallocate()
        mutex.deallocate()
    }

    /// Queues a job; false when ``capacity`` jobs already wait, or the pool is stopping.
    func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !stopping, jobs.count - head < capacity else { return false }
        jobs.append(job)
        pthread_cond_signal(ready)
        return true
    }

    /// Lets the threads finish the jobs queued, then end; returns once they have.
    func stop() {
        pthread_mutex_lock(mutex)
        stopping = true
        pthread_cond_broadcast(ready)
        pthread_mutex_unlock(mutex)
        while true {
            pthread_mutex_lock(mutex)
            let left = running
            pthread_mutex_unlock(mutex)
            if left == 0 { return }
            System.pause(microseconds: 1_000)
        }
    }

    private func work() {
        while let job = next() { job() }
        pthread_mutex_lock(mutex)
        running -= 1
        pthread_mutex_unlock(mutex)
    }

    /// The next job, waiting for one; nil once the pool stops and the queue is empty.
    private func next() -> (@Sendable () -> Void)? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while head == jobs.count {
            if stopping { return nil }
            pthread_cond_wait(ready, mutex)
        }
        let job = jobs[head]
        head += 1
        if head == jobs.count || head >= 1024 {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
