// Stubs of Home Assistant's own Shared module: the servers, their entities and the lookups the App
// Intents files use.

import Foundation

public struct Identifier<Value>: Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct ServerInfo: Sendable {
    public var name: String = ""
    public var remoteName: String = ""
}

public final class Server: @unchecked Sendable {
    public var identifier = Identifier<Server>(rawValue: "")
    public var info = ServerInfo()
}

public final class Servers: @unchecked Sendable {
    public var all: [Server] = []
    public func server(for identifier: Identifier<Server>) -> Server? { all.first { $0.identifier == identifier } }
}

public struct Environment: Sendable {
    public var servers = Servers()
}

public let Current = Environment()

public struct HAAppEntity: Sendable {
    public var id: String = ""
    public var entityId: String = ""
    public var serverId: String = ""
    public var name: String = ""
    public var icon: String?
}

public struct NamedThing: Sendable {
    public var name: String = ""
}

extension Array where Element == HAAppEntity {
    public func devicesMap(for serverId: String) -> [String: NamedThing] { [:] }
    public func areasMap(for serverId: String) -> [String: NamedThing] { [:] }
    public func floorNamesMap(for serverId: String) -> [String: String] { [:] }
}

public enum Domain: String, CaseIterable, Sendable {
    case sensor
}

public struct ControlEntityProvider: Sendable {
    public init(domains: [Domain]) {}
    public func getEntities(matching string: String? = nil) -> [(Server, [HAAppEntity])] { [] }
}

public enum WidgetSensorsConfig {
    public static let domains: [Domain] = [.sensor]
}

public protocol EntityContextRepresentable {
    var areaName: String? { get }
    var deviceName: String? { get }
    var floorName: String? { get }
}

extension EntityContextRepresentable {
    public var contextSubtitle: String? { [floorName, areaName, deviceName].compactMap { $0 }.first }
}
