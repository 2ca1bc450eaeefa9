// The benchmark's system calls: files, its memory, and running a peer. Linux (Glibc) and Darwin differ in
// `posix_spawn_file_actions_t` and in where a process's memory is read.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of a file, or nil.
func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// `VmRSS` or `VmHWM` of this process, in kilobytes.
/// On Darwin, which has no `/proc`, both are the peak (`getrusage`'s `ru_maxrss`, in bytes there).
func memoryKilobytes(_ field: String) -> Int {
    #if canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
    #else
        let line = readFile("/proc/self/status")?.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    #endif
}

/// The resident kilobytes of this process's mappings of a file (`/proc/self/smaps`), given by any path to it
/// (relative, or through a symbolic link: smaps names the file by its real path); 0 where there is no `/proc`
/// (Darwin) or the file cannot be found.
func mappedKilobytes(of path: String) -> Int {
    guard let resolved = realpath(path, nil) else { return 0 }
    let realPath = String(cString: resolved)
    free(resolved)
    var total = 0
    var inFile = false
    for line in (readFile("/proc/self/smaps") ?? "").split(separator: "\n") {
        if let first = line.first, first.isHexDigit, line.contains("-") {
            inFile = line.hasSuffix(" " + realPath)
        } else if inFile, line.hasPrefix("Rss:") {
            total += Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
    }
    return total
}

/// Writes a file whole, if it can.
func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "w") else { return }
    fputs(text, file)
    fclose(file)
}

/// Ends the process.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

/// `pipe`, under a name no local variable hides.
private func systemPipe(_ ends: inout [Int32]) -> Int32 {
    pipe(&ends)
}

/// Runs a command and returns its standard output, or nil if it failed.
func run(_ arguments: [String]) -> String? {
    var pipe: [Int32] = [0, 0]
    guard systemPipe(&pipe) == 0 else { return nil }
    // A structure on Glibc, an optional pointer on Darwin.
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
    #else
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
    posix_spawn_file_actions_destroy(&actions)
    close(pipe[1])
    defer { close(pipe[0]) }
    guard spawned == 0 else { return nil }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(pipe[0], &chunk, chunk.count)
        if count <= 0 { break }
        output += chunk[0..<count]
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status == 0 ? String(decoding: output, as: UTF8.self) : nil
}
