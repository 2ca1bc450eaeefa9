import AppIntentsGenerator
import DocumentFormats
import FileAccess
import IntentSchema

/// The Swift files of a generated folder as one file, for a build plugin: SwiftPM asks a build command for
/// its outputs before it runs, and a schema's files depend on its parameters, so the plugin declares one
/// file of a fixed name, and this makes it. The string catalog is left out (a build plugin cannot hand it
/// over as a processed resource; the command plugin and the CLI write it).
///
/// Each file keeps its imports, which Swift allows anywhere at file scope, after a `// MARK:` line naming
/// it; the generator's header is written once. Complexity: O(n) in the bytes joined.
public enum CombinedSwiftFile {
    /// The file's name in the plugin's output folder.
    public static let name = "IntentctlAppIntents.swift"

    /// The Swift files joined, in their order (the generator sorts them by name).
    public static func combine(_ files: [GeneratedFile]) -> GeneratedFile {
        var text = ""
        for file in files where file.name.hasSuffix(".swift") {
            var lines = String(decoding: file.bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            // The header: the comment lines the file starts with, then one blank line.
            let header = lines.prefix { $0.hasPrefix("//") }
            if text.isEmpty { text = header.joined(separator: "\n") + "\n" }
            lines.removeFirst(header.count)
            while lines.first?.isEmpty == true { lines.removeFirst() }
            text += "\n// MARK: - \(file.name)\n\n" + lines.joined(separator: "\n")
            if !text.hasSuffix("\n") { text += "\n" }
        }
        return GeneratedFile(name: name, bytes: Array(text.utf8))
    }

    /// Writes the file at `path` unless it already holds these bytes (so the build sees nothing new);
    /// whether it wrote. The write is atomic: a reader sees the old file or the new one. Only a regular file is
    /// read or replaced: a FIFO cannot make it wait, and a device or a folder at `path` is refused.
    public static func write(_ file: GeneratedFile, to path: String) throws(FileSystemError) -> Bool {
        try FileSystem.refuseUnlessReplaceable(path)
        if let current = try? FileSystem.readStoredFile(path, limit: file.bytes.count + 1), current == file.bytes {
            return false
        }
        try FileSystem.writeOutputFile(file.bytes, to: path)
        return true
    }
}
