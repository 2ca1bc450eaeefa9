/// A few threads for work that may block (a file lock, `fsync`), so that the event loops never
/// wait on it: a loop submits a job and serves its other connections; the job's completion is
/// called on a pool thread, and hands the result back to the loop.
///
/// The queue is bounded: past ``capacity`` jobs waiting, ``submit(_:)`` refuses, and the loop
/// answers 503 at once rather than let a burst of writes take memory without bound.
final class BlockingWorkPool: @unchecked Sendable {
    // @unchecked: every mutable member is touched only with `lock` held.
    private let lock = ConditionLock()
    private var jobs: [@Sendable () -> Void] = []
    private var head = 0
    private var stopping = false
    private var running = 0
    /// The most jobs waiting for a thread.
    let capacity: Int

    /// Starts `threads` threads (at least one).
    init(threads: Int, capacity: Int) throws(HTTPServerError) {
        self.capacity = capacity
        for _ in 0..<max(1, threads) {
            lock.withLock { running += 1 }
            do throws(HTTPServerError) {
                try System.startThread { [self] in work() }
            } catch {
                lock.withLock { running -= 1 }
                stop()
                throw error
            }
        }
    }

    /// Queues a job; false when ``capacity`` jobs already wait, or the pool is stopping.
    func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        lock.withLock {
            guard !stopping, jobs.count - head < capacity else { return false }
            jobs.append(job)
            lock.signal()
            return true
        }
    }

    /// Lets the threads finish the jobs queued, then end; returns once they have.
    func stop() {
        lock.withLock {
            stopping = true
            lock.broadcast()
        }
        while lock.withLock({ running }) > 0 {
            System.pause(microseconds: 1_000)
        }
    }

    private func work() {
        while let job = next() { job() }
        lock.withLock { running -= 1 }
    }

    /// The next job, waiting for one; nil once the pool stops and the queue is empty.
    private func next() -> (@Sendable () -> Void)? {
        lock.withLock {
            while head == jobs.count {
                if stopping { return nil }
                lock.wait()
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
}
