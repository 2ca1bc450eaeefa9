/// How many CPUs this process may keep busy: the number of event loops that is worth starting.
///
/// It reads what Linux says of the process, in swift-nio's order (`NIOCore/Utilities.swift`,
/// `System.coreCount`), and takes the smallest limit it finds:
/// 1. the CPU quota of the process's control group, rounded up: cgroup v2's `cpu.max`
///    (`"200000 100000"` is 2 CPUs, `"max 100000"` none), or cgroup v1's `cpu.cfs_quota_us` over
///    `cpu.cfs_period_us` (-1 is none). A pod limited to 2 CPUs on a 64-core node gets 2.
///    Unlike swift-nio, it reads the group the process is in (`/proc/self/cgroup`) and each group
///    above it up to the mount, so a limit set on a parent, or a group seen without a cgroup
///    namespace, counts too;
/// 2. the CPUs the process may run on: the `Cpus_allowed` mask of `/proc/self/status`, which
///    `taskset` and the cpuset controller both narrow, or else the cpuset's list
///    (`cpuset.cpus.effective` on v2, `cpuset.cpus` on v1, such as `0-3,8`);
/// 3. the CPUs online (`sysconf(_SC_NPROCESSORS_ONLN)`), which is all there is on Darwin.
///
/// Pure but for the files it is given a way to read, so each layout is tested with fixture folders
/// (`Tests/Fixtures/cgroups`). Complexity: O(d · b) for d groups above the process and b bytes read.
struct AvailableProcessors {
    /// Reads a small file by its absolute path (`/proc/self/cgroup`); nil when it cannot.
    var readFile: (String) -> String?
    /// The CPUs online.
    var online: Int

    /// Where cgroup v2 is mounted (the unified hierarchy).
    static let unifiedMount = "/sys/fs/cgroup"
    /// Where cgroup v1's `cpu` controller is mounted, by the names distributions give it.
    static let cpuMounts = ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpuacct,cpu"]
    /// Where cgroup v1's `cpuset` controller is mounted.
    static let cpusetMount = "/sys/fs/cgroup/cpuset"

    /// This process's count, read from the system.
    static func current() -> Int {
        AvailableProcessors(readFile: System.readSmallFile, online: System.onlineProcessors()).count
    }

    /// The count: the smallest of the quota and the CPUs allowed, else the CPUs online; at least 1.
    var count: Int {
        let groups = Self.groups(readFile("/proc/self/cgroup") ?? "")
        let allowed = readFile("/proc/self/status").flatMap(Self.allowedProcessors) ?? cpusetCount(groups)
        let limits = [quota(groups), allowed].compactMap { $0 }
        return max(1, limits.min() ?? online)
    }

    /// The groups of `/proc/self/cgroup`: the v2 path (line `0::/path`) and the v1 paths by controller
    /// (line `4:cpu,cpuacct:/path`).
    static func groups(_ text: String) -> (unified: String?, byController: [String: String]) {
        var unified: String?
        var byController: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if fields[0] == "0", fields[1].isEmpty {
                unified = String(fields[2])
            } else {
                for controller in fields[1].split(separator: ",") {
                    byController[String(controller)] = String(fields[2])
                }
            }
        }
        return (unified, byController)
    }

    /// The folders of a group and of each group above it, up to the mount: `/m/a/b`, `/m/a`, `/m`.
    static func folders(mount: String, group: String) -> [String] {
        var parts = group.split(separator: "/").filter { $0 != "." && $0 != ".." }
        var folders: [String] = []
        while true {
            folders.append(([mount] + parts.map(String.init)).joined(separator: "/"))
            guard !parts.isEmpty else { return folders }
            parts.removeLast()
        }
    }

    /// The smallest quota, in whole CPUs rounded up, of the process's group and those above it.
    func quota(_ groups: (unified: String?, byController: [String: String])) -> Int? {
        var quotas: [Int] = []
        if let group = groups.unified {
            for folder in Self.folders(mount: Self.unifiedMount, group: group) {
                if let line = readFile(folder + "/cpu.max"), let cpus = Self.unifiedQuota(line) { quotas.append(cpus) }
            }
        }
        if let group = groups.byController["cpu"] {
            for mount in Self.cpuMounts {
                for folder in Self.folders(mount: mount, group: group) {
                    guard let quota = readFile(folder + "/cpu.cfs_quota_us").flatMap(Self.integer),
                        let period = readFile(folder + "/cpu.cfs_period_us").flatMap(Self.integer)
                    else { continue }
                    if let cpus = Self.cpus(quota: quota, period: period) { quotas.append(cpus) }
                }
            }
        }
        return quotas.min()
    }

    /// The CPUs of the process's cpuset, from the control group's list.
    func cpusetCount(_ groups: (unified: String?, byController: [String: String])) -> Int? {
        var candidates: [String] = []
        if let group = groups.unified {
            let folder = Self.folders(mount: Self.unifiedMount, group: group)[0]
            candidates += [folder + "/cpuset.cpus.effective", folder + "/cpuset.cpus"]
        }
        if let group = groups.byController["cpuset"] {
            candidates.append(Self.folders(mount: Self.cpusetMount, group: group)[0] + "/cpuset.cpus")
        }
        return candidates.lazy.compactMap { self.readFile($0).flatMap(Self.listedProcessors) }.first
    }

    /// cgroup v2's `cpu.max` (`"QUOTA PERIOD"`, QUOTA `max` for none) in whole CPUs rounded up.
    static func unifiedQuota(_ text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
        return cpus(quota: quota, period: period)
    }

    /// A quota over a period in whole CPUs rounded up (1.5 CPUs is 2); nil for no quota (-1).
    static func cpus(quota: Int, period: Int) -> Int? {
        guard quota > 0, period > 0 else { return nil }
        return (quota - 1) / period + 1
    }

    /// A file holding one integer, such as `-1\n`.
    static func integer(_ text: String) -> Int? {
        Int(text.trimmingSuffix { $0 == "\n" || $0 == " " })
    }

    /// The CPUs a cpuset list names (`0-3,8` is 5); nil when it names none or is not a list.
    static func listedProcessors(_ text: String) -> Int? {
        var count = 0
        for range in text.trimmingSuffix({ $0 == "\n" || $0 == " " }).split(separator: ",") {
            let bounds = range.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let first = Int(bounds[0]), let last = Int(bounds[bounds.count - 1]),
                first >= 0, last >= first
            else { return nil }
            count += last - first + 1
        }
        return count > 0 ? count : nil
    }

    /// The CPUs the `Cpus_allowed` mask of a `/proc/PID/status` text allows (hexadecimal words
    /// separated by commas); nil when it has none.
    static func allowedProcessors(status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else {
            return nil
        }
        let allowed = line.dropFirst("Cpus_allowed:".count).reduce(0) { sum, character in
            sum + (character.hexDigitValue?.nonzeroBitCount ?? 0)
        }
        return allowed > 0 ? allowed : nil
    }
}

extension StringProtocol {
    /// The text without the characters at its end that match.
    fileprivate func trimmingSuffix(_ matches: (Character) -> Bool) -> SubSequence {
        var end = endIndex
        while end > startIndex, matches(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
