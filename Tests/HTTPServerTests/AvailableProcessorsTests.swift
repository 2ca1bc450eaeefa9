import TestSupport
import Testing

@testable import HTTPServer

@Suite("The CPUs a server may keep busy")
struct AvailableProcessorsTests {
    /// A layout of `Tests/Fixtures/cgroups` as the system's files, with 64 CPUs online.
    static func count(layout: String) -> Int {
        let root = Fixtures.url("Tests/Fixtures/cgroups/\(layout)").path
        return AvailableProcessors(readFile: { System.readSmallFile(root + $0) }, online: 64).count
    }

    @Test(
        "each cgroup layout gives the count its limits allow",
        arguments: [
            ("v2-pod-limit", 2),  // cpu.max 200000 100000 on 64 CPUs: the quota, not the cpuset
            ("v2-fractional", 2),  // 1.5 CPUs rounds up
            ("v2-unlimited", 5),  // cpu.max max: the cpuset list 0-3,8
            ("v2-nested", 3),  // the limit is on a group above the process's
            ("v1-quota", 3),  // cfs_quota_us 300000 over cfs_period_us 100000, under cpu,cpuacct
            ("v1-host-path", 1),  // the group named is not mounted: the mount's root holds the limit
            ("v1-cpuset", 3),  // quota -1: the cpuset list 0,2-3
            ("taskset-under-quota", 2),  // a quota of 8 on a process pinned to 2 CPUs
            ("no-files", 64),  // Darwin, or no /proc: the CPUs online
            ("malformed", 64),  // nothing readable is trusted
        ])
    func layout(name: String, expected: Int) {
        #expect(Self.count(layout: name) == expected)
    }

    @Test(
        "cgroup v2's cpu.max is whole CPUs rounded up, and max is no limit",
        arguments: [
            ("200000 100000\n", 2), ("150000 100000", 2), ("50000 100000", 1), ("max 100000\n", nil),
            ("100000", nil), ("", nil), ("-1 100000", nil),
        ] as [(String, Int?)])
    func unifiedQuota(text: String, expected: Int?) {
        #expect(AvailableProcessors.unifiedQuota(text) == expected)
    }

    @Test(
        "a cpuset list counts each CPU it names",
        arguments: [
            ("0-3,8\n", 5), ("0", 1), ("0,2-3", 3), ("0-63", 64), ("", nil), ("3-1", nil), ("a-b", nil),
            ("1-2-3", nil),
        ] as [(String, Int?)])
    func cpusetList(text: String, expected: Int?) {
        #expect(AvailableProcessors.listedProcessors(text) == expected)
    }

    @Test("a group's folders run from it up to the mount, and .. climbs nowhere")
    func folders() {
        #expect(AvailableProcessors.folders(mount: "/m", group: "/a/b") == ["/m/a/b", "/m/a", "/m"])
        #expect(AvailableProcessors.folders(mount: "/m", group: "/") == ["/m"])
        #expect(AvailableProcessors.folders(mount: "/m", group: "/../x") == ["/m/x", "/m"])
    }

    @Test(
        "Cpus_allowed is counted bit by bit, across its comma-separated words",
        arguments: [
            ("Name:\tintentctl\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n", 2),
            ("Cpus_allowed:\t2\n", 1),
            ("Cpus_allowed:\tffffffff,ffffffff\n", 64),
            ("Cpus_allowed:\t00000000,00000101\n", 2),
        ])
    func mask(status: String, expected: Int) {
        #expect(AvailableProcessors.allowedProcessors(status: status) == expected)
    }

    @Test(
        "a status without the mask, or with an empty one, counts nothing",
        arguments: ["Name:\tx\n", "Cpus_allowed:\t0\n"])
    func noMask(status: String) {
        #expect(AvailableProcessors.allowedProcessors(status: status) == nil)
    }

    @Test("this process may keep at least one CPU busy and at most the online ones")
    func thisProcess() {
        let count = HTTPServerConfiguration.availableProcessors
        #expect(count >= 1)
        #expect(count <= System.onlineProcessors())
    }
}
