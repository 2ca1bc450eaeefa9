#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process with a status: the one call of the executable that needs the C library (the
/// libraries never exit).
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
