import AppIntentsGenerator
import DocumentFormats
import FileAccess
import IntentSchema

/// A folder of generated files, written so that a run never leaves a half-written folder and never overwrites
/// or removes what a person wrote.
///
/// A new folder is written beside its place and renamed into it. An existing one is checked whole before
/// anything changes: each file in the way must still have the bytes whose tag the manifest
/// (`.intentctl-generated`) records, and so must each listed file the run no longer writes, which is then
/// removed; otherwise the run is refused unless `force`. The new files are staged beside their places, then
/// renamed over them, so a failed write leaves the folder as it was. A name in the manifest that the generator
/// could not have written (edited in by hand) is never touched, and its line is kept.
public struct GeneratedFolder: Sendable {
    /// The manifest's name.
    public static let manifestName = ".intentctl-generated"

    /// The folder, without trailing `/` or `/.`.
    public var path: String

    /// The folder at a path as a person wrote it: `out/`, `out/.` and `out` are the same folder.
    public init(path: String) {
        var normalized = path
        while normalized.count > 1, normalized.hasSuffix("/") || normalized.hasSuffix("/.") {
            normalized = String(normalized.hasSuffix("/") ? normalized.dropLast() : normalized.dropLast(2))
        }
        self.path = normalized
    }

    /// Why the folder could not be written.
    public enum Failure: Error, Equatable {
        /// A file is in the way, or would be removed: not generated, or changed since it was.
        case notGenerated(path: String, changed: Bool)
        /// The file system refused.
        case unwritable(IntentSchemaError)
    }

    /// What the manifest says: the tag of each file the generator wrote, and the lines it did not write.
    struct Manifest: Equatable {
        /// Tags by file name, for names the generator can write.
        var tags: [String: String] = [:]
        /// Lines naming anything else, kept as they are.
        var foreignLines: [String] = []
    }

    /// Writes the files; returns the names removed as no longer generated.
    public func write(_ files: [GeneratedFile], force: Bool) throws(Failure) -> [String] {
        guard FileSystem.isDirectory(path) else {
            if FileSystem.exists(path) {
                throw .unwritable(.unwritable(path: path, reason: "it exists and is not a folder"))
            }
            try fileSystem { () throws(IntentSchemaError) in try writeNew(files) }
            return []
        }
        let manifest = try fileSystem(readManifest)
        let existing = Set(try fileSystem { () throws(IntentSchemaError) in try FileSystem.contents(of: path) })
        let written = Set(files.map(\.name))
        let stale = manifest.tags.keys.filter { !written.contains($0) && existing.contains($0) }.sorted()
        if !force {
            for name in files.map(\.name).filter(existing.contains) + stale {
                try check(name, tag: manifest.tags[name])
            }
        }
        return try fileSystem { () throws(IntentSchemaError) in
            try replace(files)
            var removed: [String] = []
            for name in stale where try FileSystem.remove("\(path)/\(name)") { removed.append(name) }
            try FileSystem.writeAtomically(
                manifestBytes(files, keeping: manifest.foreignLines), to: "\(path)/\(Self.manifestName)",
                permissions: 0o644)
            return removed
        }
    }

    /// Refuses a file whose bytes are not those the manifest records for it.
    private func check(_ name: String, tag: String?) throws(Failure) {
        let filePath = "\(path)/\(name)"
        guard let tag else { throw .notGenerated(path: filePath, changed: false) }
        let current = try fileSystem { () throws(IntentSchemaError) in try FileSystem.read(filePath, limit: 64 << 20) }
        if tag != EntityTag.of(current, prefix: "") { throw .notGenerated(path: filePath, changed: true) }
    }

    /// Writes every file beside its place, then renames each over it: if any write fails, the staged files are
    /// removed and nothing was replaced.
    private func replace(_ files: [GeneratedFile]) throws(IntentSchemaError) {
        let stage = { (name: String) in "\(self.path)/.\(name).intentctl-staged" }
        var staged: [String] = []
        do throws(IntentSchemaError) {
            for file in files {
                try FileSystem.writeAtomically(file.bytes, to: stage(file.name), permissions: 0o644)
                staged.append(file.name)
            }
        } catch {
            for name in staged { _ = try? FileSystem.remove(stage(name)) }
            throw error
        }
        for file in files { try FileSystem.rename(stage(file.name), to: "\(path)/\(file.name)") }
    }

    /// Runs a file system step, its failure as ``Failure/unwritable(_:)``.
    private func fileSystem<T>(_ step: () throws(IntentSchemaError) -> T) throws(Failure) -> T {
        do throws(IntentSchemaError) {
            return try step()
        } catch {
            throw .unwritable(error)
        }
    }

    /// Writes a folder that does not exist yet: beside it under a temporary name, then renamed.
    private func writeNew(_ files: [GeneratedFile]) throws(IntentSchemaError) {
        let temporary = "\(path).partial-\(UInt64.random(in: 0...UInt64.max))"
        try FileSystem.createDirectory(temporary)
        do throws(IntentSchemaError) {
            for file in files {
                try FileSystem.writeAtomically(file.bytes, to: "\(temporary)/\(file.name)", permissions: 0o644)
            }
            try FileSystem.writeAtomically(
                manifestBytes(files, keeping: []), to: "\(temporary)/\(Self.manifestName)", permissions: 0o644)
            try FileSystem.rename(temporary, to: path)
        } catch {
            for name in (try? FileSystem.contents(of: temporary)) ?? [] {
                _ = try? FileSystem.remove("\(temporary)/\(name)")
            }
            _ = try? FileSystem.removeDirectory(temporary)
            throw error
        }
    }

    /// The manifest: one line a file, its tag then its name; then the lines it keeps.
    private func manifestBytes(_ files: [GeneratedFile], keeping foreignLines: [String]) -> [UInt8] {
        let lines = files.map { "\(EntityTag.of($0.bytes, prefix: "")) \($0.name)" } + foreignLines
        return Array(
            ("# Files intentctl generated, with the tags of their bytes.\n" + lines.joined(separator: "\n") + "\n").utf8
        )
    }

    /// The manifest's tags for names the generator can write, and its other lines; empty without a manifest.
    private func readManifest() throws(IntentSchemaError) -> Manifest {
        let file = "\(path)/\(Self.manifestName)"
        guard FileSystem.isRegularFile(file) else { return Manifest() }
        var manifest = Manifest()
        for line in String(decoding: try FileSystem.read(file, limit: 1 << 20), as: UTF8.self).split(separator: "\n")
        where !line.hasPrefix("#") {
            if let space = line.firstIndex(of: " "),
                case let name = String(line[line.index(after: space)...]), GeneratedFile.isGeneratedName(name)
            {
                manifest.tags[name] = String(line[..<space])
            } else {
                manifest.foreignLines.append(String(line))
            }
        }
        return manifest
    }
}
