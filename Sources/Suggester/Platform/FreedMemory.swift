#if canImport(Glibc)
    /// glibc's `malloc_trim`, which its Swift module does not export.
    @_silgen_name("malloc_trim")
    private func mallocTrim(_ pad: Int) -> Int32
#elseif canImport(Darwin)
    import Darwin
#endif

/// Building an index allocates about ten times the snapshot's size in short-lived arrays. glibc's
/// allocator keeps what they freed mapped in the process, so a program that built its index in
/// memory (`--data`, the tests, the benchmark) stayed at 105 MB resident where it needs 42 MB.
/// Giving those pages back once a build is done keeps only what the index holds.
enum FreedMemory {
    /// Returns the allocator's free pages to the system: glibc's `malloc_trim(0)`, Darwin's
    /// `malloc_zone_pressure_relief` over every zone (the Darwin branch is compiled only on a Mac;
    /// on Linux only the glibc one is built and measured).
    static func release() {
        #if canImport(Glibc)
            _ = mallocTrim(0)
        #elseif canImport(Darwin)
            _ = malloc_zone_pressure_relief(nil, 0)
        #endif
    }
}
