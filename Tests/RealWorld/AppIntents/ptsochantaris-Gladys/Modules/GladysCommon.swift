// Stubs of Gladys's own GladysCommon module: what the widget files use of it.

import Foundation

public struct PresentationInfo: Sendable {
    public static func placeholders(count: Int) -> [PresentationInfo] { [] }
}

extension String {
    public var isPopulated: Bool { !isEmpty }
}

extension Sequence {
    public func asyncCompactMap<T>(_ transform: (Element) async -> T?) async -> [T] {
        var result: [T] = []
        for element in self { if let value = await transform(element) { result.append(value) } }
        return result
    }
}
