import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@testable import IntentctlKit

@Suite("Line reader")
struct LineReaderTests {
    /// The lines a reader returns for a file's bytes.
    static func lines(of bytes: [UInt8], maximumLength: Int = 4096) throws -> [String] {
        let file = try TemporaryFolders.make().appendingPathComponent("input")
        try Data(bytes).write(to: file)
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var reader = LineReader(descriptor: handle.fileDescriptor, maximumLength: maximumLength)
        var lines: [String] = []
        while let line = reader.next() {
            lines.append(line)
            #expect(lines.count < 100_000, "the reader does not stop")
            if lines.count >= 100_000 { break }
        }
        #expect(reader.hasBufferedLine, "at the end, next() answers without waiting")
        return lines
    }

    @Test("lines that cross the blocks it reads come back whole, in order")
    func acrossBlocks() throws {
        let expected = (0..<30_000).map { "line \($0) \(String(repeating: "é", count: $0 % 7))" }
        #expect(try Self.lines(of: Array((expected.joined(separator: "\n") + "\n").utf8)) == expected)
    }

    @Test("a carriage return before the newline is dropped; a last line without a newline is kept")
    func lineEnds() throws {
        #expect(try Self.lines(of: Array("one\r\ntwo\n\nthree".utf8)) == ["one", "two", "", "three"])
        #expect(try Self.lines(of: []) == [])
    }

    @Test("an over-long line is cut at the maximum and the rest of it discarded, even across blocks")
    func overLong() throws {
        let long = String(repeating: "x", count: 200_000)
        #expect(try Self.lines(of: Array("\(long)\nnext\n".utf8), maximumLength: 10) == ["xxxxxxxxxx", "next"])
        #expect(try Self.lines(of: Array("abcdefghijkl\nab\n".utf8), maximumLength: 10) == ["abcdefghij", "ab"])
    }

    @Test("invalid UTF-8 is replaced, not fatal")
    func invalidBytes() throws {
        #expect(try Self.lines(of: [0x61, 0xFF, 0x62, 0x0A, 0xC3]) == ["a\u{FFFD}b", "\u{FFFD}"])
    }
}
