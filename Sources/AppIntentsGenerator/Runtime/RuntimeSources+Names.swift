extension RuntimeSources {
    /// The runtime file written only for a schema with places answered on the device.
    static let deviceIndexFile = "IntentctlDeviceIndex"

    /// The type names the runtime's code spells in the files every schema gets: every identifier that starts
    /// with a capital letter, outside comments and string literals.
    static let typeNames: Set<String> = typeNames(of: files.filter { $0.name != deviceIndexFile })

    /// The type names the device index's file spells, reserved only for a schema it is written for, so that
    /// the names of other schemas' types do not change.
    static let deviceIndexTypeNames: Set<String> = typeNames(of: files.filter { $0.name == deviceIndexFile })

    private static func typeNames(of files: [(name: String, text: String)]) -> Set<String> {
        Set(files.flatMap { codeIdentifiers(in: $0.text) }.filter { $0.first?.isUppercase == true })
    }

    /// The identifiers of Swift source, outside comments and string literals (single-line and multi-line).
    ///
    /// Complexity: O(n) in the text's length.
    static func codeIdentifiers(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var identifiers: [String] = []
        var index = 0
        func isStart(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x22, index + 2 < bytes.count, bytes[index + 1] == 0x22, bytes[index + 2] == 0x22 {
                // A multi-line literal runs to the next unescaped `"""`.
                index += 3
                while index + 2 < bytes.count,
                    !(bytes[index] == 0x22 && bytes[index + 1] == 0x22 && bytes[index + 2] == 0x22)
                {
                    index += bytes[index] == 0x5C ? 2 : 1
                }
                index += 3
            } else if byte == 0x22 {
                index += 1
                while index < bytes.count, bytes[index] != 0x22, bytes[index] != 0x0A {
                    index += bytes[index] == 0x5C ? 2 : 1
                }
                index += 1
            } else if isStart(byte) {
                let start = index
                while index < bytes.count, isStart(bytes[index]) || (0x30...0x39).contains(bytes[index]) { index += 1 }
                identifiers.append(String(decoding: bytes[start..<index], as: UTF8.self))
            } else if (0x30...0x39).contains(byte) {
                while index < bytes.count, isStart(bytes[index]) || (0x30...0x39).contains(bytes[index]) { index += 1 }
            } else {
                index += 1
            }
        }
        return identifiers
    }
}
