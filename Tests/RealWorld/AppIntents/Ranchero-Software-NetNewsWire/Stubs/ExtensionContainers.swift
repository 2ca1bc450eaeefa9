// Stubs of NetNewsWire's share-extension containers, which the intent reads and writes.

import Foundation

protocol ExtensionContainer {
    var name: String { get }
    var containerID: String? { get }
}

struct ExtensionFolder: ExtensionContainer {
    var name: String
    var containerID: String?
}

struct ExtensionAccount: ExtensionContainer {
    var name: String
    var containerID: String?
    var disallowFeedInRootFolder: Bool
    var folders: [ExtensionFolder]
    func findFolder(forName name: String) -> ExtensionFolder? { folders.first { $0.name == name } }
}

struct ExtensionContainers {
    var accounts: [ExtensionAccount]
    func findAccount(forName name: String) -> ExtensionAccount? { accounts.first { $0.name == name } }
}

enum ExtensionContainersFile {
    static func read() async -> ExtensionContainers? { nil }
}

struct ExtensionFeedAddRequest {
    var name: String?
    var feedURL: URL
    var destinationContainerID: String
}

enum ExtensionFeedAddRequestFile {
    static func save(_ request: ExtensionFeedAddRequest) {}
}
