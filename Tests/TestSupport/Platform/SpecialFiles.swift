#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files that are not regular files, for tests of what a program does when one stands where a file is
/// expected: a FIFO (whose blocking open waits for a writer) and a way to release a reader stuck on one.
public enum SpecialFiles {
    /// Makes a FIFO at `path`; false when the system refuses.
    @discardableResult
    public static func makeFIFO(atPath path: String) -> Bool {
        mkfifo(path, 0o644) == 0
    }

    /// Opens the FIFO at `path` for writing without waiting and closes it at once, so that a reader blocked
    /// in `open` or `read` on it goes on (it reads the end of the file). False when no reader has it open.
    @discardableResult
    public static func releaseReader(ofFIFO path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }
}
