/// One generated file: its name in the output folder and its bytes.
public struct GeneratedFile: Sendable, Equatable {
    /// The file's name.
    public var name: String
    /// Its content.
    public var bytes: [UInt8]

    /// A file.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Whether a name is one the generator could write: `Name.swift`, `Name+Concern.swift` (each part a Swift
    /// identifier) or `Localizable.xcstrings`. A folder's manifest naming anything else was edited by hand, and
    /// the generator leaves that file alone.
    public static func isGeneratedName(_ name: String) -> Bool {
        if name == AppIntentsGenerator.catalogName { return true }
        guard name.hasSuffix(".swift") else { return false }
        let parts = name.dropLast(".swift".count).split(separator: "+", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { SwiftName.isIdentifier(String($0)) }
    }
}
