import Testing

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

@Suite("The CPUs a server may run on")
struct AvailableProcessorsTests {
    @Test(
        "Cpus_allowed is counted bit by bit, across its comma-separated words",
        arguments: [
            ("Name:\tintentctl\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n", 2),
            ("Cpus_allowed:\t2\n", 1),
            ("Cpus_allowed:\tffffffff,ffffffff\n", 64),
            ("Cpus_allowed:\t00000000,00000101\n", 2),
        ])
    func mask(status: String, expected: Int) {
        #expect(System.allowedProcessors(status: status) == expected)
    }

    @Test(
        "a status without the mask, or with an empty one, counts nothing",
        arguments: ["Name:\tx\n", "Cpus_allowed:\t0\n"])
    func noMask(status: String) {
        #expect(System.allowedProcessors(status: status) == nil)
    }

    @Test("this process may run on at least one CPU and at most the online ones")
    func thisProcess() {
        let count = HTTPServerConfiguration.availableProcessors
        #expect(count >= 1)
        #expect(count <= sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
