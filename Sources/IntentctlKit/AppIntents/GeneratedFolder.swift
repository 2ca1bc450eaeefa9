import IntentSchema

/// A folder of generated files, written so that a run never leaves a half-written folder and never
/// overwrites what a person wrote: a new folder is written beside its place and renamed into it; an
/// existing one is updated file by file, each replaced atomically. A manifest
/// (`.intentctl-generated`) lists each file the generator wrote with the tag of its bytes: a file
/// not listed, or changed since, is overwritten only with `force`, and a listed file the new run no
/// longer writes is removed.
struct GeneratedFolder {
    /// The manifest's name.
    static let manifestName = ".intentctl-generated"

    /// The folder.
    var path: String

    /// Why the folder could not be written.
    enum Failure: Error, Equatable {
        /// A file is in the way: not generated, or changed since it was.
        case notGenerated(path: String, changed: Bool)
        /// The file system refused.
        case unwritable(IntentSchemaError)
    }

    /// Writes the files; returns the names removed as no longer generated.
    func write(_ files: [AppIntentsGenerator.File], force: Bool) throws(Failure) -> [String] {
        guard FileSystem.isDirectory(path) else {
            if FileSystem.exists(path) {
                throw .unwritable(.unwritable(path: path, reason: "it exists and is not a folder"))
            }
            try fileSystem { () throws(IntentSchemaError) in try writeNew(files) }
            return []
        }
        let recorded = try fileSystem(manifest)
        let existing = Set(try fileSystem { () throws(IntentSchemaError) in try FileSystem.contents(of: path) })
        if !force {
            for file in files where existing.contains(file.name) {
                let filePath = "\(path)/\(file.name)"
                let current = try fileSystem { () throws(IntentSchemaError) in
                    try FileSystem.read(filePath, limit: 64 << 20)
                }
                guard let tag = recorded[file.name] else { throw .notGenerated(path: filePath, changed: false) }
                if tag != EntityTag.of(current, prefix: "") { throw .notGenerated(path: filePath, changed: true) }
            }
        }
        return try fileSystem { () throws(IntentSchemaError) in
            for file in files {
                try FileSystem.writeAtomically(file.bytes, to: "\(path)/\(file.name)", permissions: 0o644)
            }
            let written = Set(files.map(\.name))
            var removed: [String] = []
            for name in recorded.keys.sorted() where !written.contains(name) && existing.contains(name) {
                if try FileSystem.remove("\(path)/\(name)") { removed.append(name) }
            }
            try FileSystem.writeAtomically(manifestBytes(files), to: "\(path)/\(Self.manifestName)", permissions: 0o644)
            return removed
        }
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
    private func writeNew(_ files: [AppIntentsGenerator.File]) throws(IntentSchemaError) {
        let temporary = "\(path).partial-\(UInt64.random(in: 0...UInt64.max))"
        try FileSystem.createDirectory(temporary)
        do throws(IntentSchemaError) {
            for file in files {
                try FileSystem.writeAtomically(file.bytes, to: "\(temporary)/\(file.name)", permissions: 0o644)
            }
            try FileSystem.writeAtomically(
                manifestBytes(files), to: "\(temporary)/\(Self.manifestName)", permissions: 0o644)
            try FileSystem.rename(temporary, to: path)
        } catch {
            for name in (try? FileSystem.contents(of: temporary)) ?? [] {
                _ = try? FileSystem.remove("\(temporary)/\(name)")
            }
            _ = try? FileSystem.removeDirectory(temporary)
            throw error
        }
    }

    /// The manifest: one line a file, its tag then its name.
    private func manifestBytes(_ files: [AppIntentsGenerator.File]) -> [UInt8] {
        let lines = files.map { "\(EntityTag.of($0.bytes, prefix: "")) \($0.name)" }
        return Array(
            ("# Files intentctl generated, with the tags of their bytes.\n" + lines.joined(separator: "\n") + "\n").utf8
        )
    }

    /// The tags the manifest records, by file name; empty without a manifest.
    private func manifest() throws(IntentSchemaError) -> [String: String] {
        let file = "\(path)/\(Self.manifestName)"
        guard FileSystem.isRegularFile(file) else { return [:] }
        var tags: [String: String] = [:]
        for line in String(decoding: try FileSystem.read(file, limit: 1 << 20), as: UTF8.self).split(separator: "\n")
        where !line.hasPrefix("#") {
            guard let space = line.firstIndex(of: " ") else { continue }
            tags[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return tags
    }
}
