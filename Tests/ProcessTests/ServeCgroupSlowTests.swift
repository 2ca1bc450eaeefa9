import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@testable import HTTPServer

/// `serve` in a real control group with a CPU quota starts as many event loops as the quota allows
/// the fixture layouts of `AvailableProcessorsTests`, checked once on the running kernel.
/// It needs a cgroup it may make (root, with cgroup v1's `cpu` controller or cgroup v2's); elsewhere it
/// says why it did not run, unless `INTENTCTL_EXPECT_CGROUPS=1` (CI's machine) makes that a failure.
@Suite("intentctl serve, slow tier: a CPU quota", .tags(.slow), .enabled(if: Tier.slow, Tier.slowSkipped))
struct ServeCgroupSlowTests {
    /// A new control group with a quota of half a CPU: its folder, or why none could be made.
    static func makeGroup() -> Result<String, CgroupUnavailable> {
        let name = "intentctl-test-\(ProcessInfo.processInfo.processIdentifier)"
        let candidates = [
            ("/sys/fs/cgroup/cpu", "cpu.cfs_quota_us", "50000"),  // v1: 50 ms of each 100 ms period
            ("/sys/fs/cgroup", "cpu.max", "50000 100000"),  // v2
        ]
        var reasons: [String] = []
        for (mount, file, quota) in candidates where FileManager.default.fileExists(atPath: "\(mount)/\(file)") {
            let folder = "\(mount)/\(name)"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
                try Data(quota.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(file)"))
                return .success(folder)
            } catch {
                try? FileManager.default.removeItem(atPath: folder)
                reasons.append("\(mount): \(error.localizedDescription)")
            }
        }
        return .failure(
            CgroupUnavailable(
                reason: reasons.isEmpty ? "no cgroup CPU controller here" : reasons.joined(separator: "; ")))
    }

    struct CgroupUnavailable: Error {
        var reason: String
    }

    @Test("a quota of half a CPU on a machine of several: one event loop", .tags(.process))
    func quota() throws {
        #if os(Linux)
            guard System.onlineProcessors() > 1 else {
                print("ServeCgroupSlowTests: one CPU online, so a quota changes nothing here")
                return
            }
            let folder: String
            switch Self.makeGroup() {
            case .success(let made): folder = made
            case .failure(let unavailable):
                if ProcessInfo.processInfo.environment["INTENTCTL_EXPECT_CGROUPS"] == "1" {
                    Issue.record("cannot make a control group: \(unavailable.reason)")
                } else {
                    print("ServeCgroupSlowTests: not run: \(unavailable.reason)")
                }
                return
            }
            defer { _ = rmdir(folder) }
            // The shell moves itself into the group, then becomes the server.
            let server = try RunningServer(
                ["--log-format", "none"],
                launcher: ["/bin/sh", "-c", "echo $$ > '\(folder)/cgroup.procs' && exec \"$@\"", "sh"])
            let metrics = try server.get("/metrics")
            let (status, _) = server.stop()
            #expect(status == 0)
            #expect(metrics.contains("\nintentctl_http_event_loops 1\n"), "\(metrics)")
            // Without the group, the same machine gets more than one.
            let free = try RunningServer(["--log-format", "none"], process: true)
            let freeMetrics = try free.get("/metrics")
            free.stop()
            #expect(
                freeMetrics.contains(
                    "\nintentctl_http_event_loops \(min(64, HTTPServerConfiguration.availableProcessors))\n"))
            #expect(!freeMetrics.contains("\nintentctl_http_event_loops 1\n"))
        #endif
    }
}
