/// The system calls a file's bytes go through on their way to disk, as a value: the process's own,
/// or, for a test, ones whose writes or flushes fail with an `errno` (`ENOSPC` for a full disk, `EIO`
/// for a failing one). ``FileSystem/writeAtomically(_:to:permissions:calls:)`` and the store take
/// one, so a failed write is tested in-process.
public struct FileSystemCalls: Sendable {
    /// Writes bytes to a descriptor: how many were written, or the `errno` of a failure.
    package var write: @Sendable (Int32, UnsafeRawBufferPointer) -> Result<Int, FileSystemCallError>
    /// Flushes a descriptor's data to disk: nil, or the `errno` of a failure.
    package var synchronize: @Sendable (Int32) -> FileSystemCallError?

    /// The process's own calls.
    public static let process = FileSystemCalls(
        write: { descriptor, buffer in
            let written = SystemCall.writeBytes(descriptor, buffer)
            return written < 0 ? .failure(FileSystemCallError(code: SystemCall.lastError)) : .success(written)
        },
        synchronize: { descriptor in
            SystemCall.synchronize(descriptor) ? nil : FileSystemCallError(code: SystemCall.lastError)
        })

    /// The process's calls, but every write fails with `writeError` and every flush with
    /// `synchronizeError`, where given.
    public static func failing(write writeError: Int32? = nil, synchronize synchronizeError: Int32? = nil)
        -> FileSystemCalls
    {
        FileSystemCalls(
            write: { descriptor, buffer in
                writeError.map { .failure(FileSystemCallError(code: $0)) } ?? process.write(descriptor, buffer)
            },
            synchronize: { descriptor in
                synchronizeError.map { FileSystemCallError(code: $0) } ?? process.synchronize(descriptor)
            })
    }
}

/// A failed system call's `errno`.
public struct FileSystemCallError: Error, Equatable, Sendable {
    /// The `errno`.
    public var code: Int32

    /// What the system says it means.
    public var description: String { SystemCall.describe(code) }
}
