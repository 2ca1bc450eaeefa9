import Foundation
import PackagePlugin

/// What the two plugins share: the schema file a target holds, the module its code goes into, and the tool.
enum SchemaFile {
    /// The schema file's name: a target holding a file by this name (anywhere in its folder) gets its App
    /// Intents code generated from it.
    static let name = "intentctl-schema.json"
    /// The tool the plugins run, built from source.
    static let toolName = "intentctl-app-intents"

    /// Why a plugin cannot run on a target.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The target's schema file, among its files.
    static func find(in files: [URL], target: String) throws -> URL {
        let matches = files.filter { $0.lastPathComponent == name }
        guard let schema = matches.first else {
            throw Failure(
                description:
                    "the target \(target) has no \(name): add the widget's schema to its folder under that name, or remove the plugin from it"
            )
        }
        guard matches.count == 1 else {
            throw Failure(
                description:
                    "the target \(target) has \(matches.count) files named \(name) (\(matches.map(\.path).joined(separator: ", "))); keep one"
            )
        }
        return schema
    }

    /// A module name from a target's name as Xcode makes it: each character that cannot be in a Swift
    /// identifier becomes `_`, and a leading digit gets one before it.
    static func moduleName(_ targetName: String) -> String {
        var name = String(targetName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber ?? true { name = "_" + name }
        return name
    }
}
