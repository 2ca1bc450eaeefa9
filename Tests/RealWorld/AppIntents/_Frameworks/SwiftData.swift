// Stand-in for the part of SwiftData the corpus files use: a model context that fetches nothing.

import Foundation

public final class ModelContainer: @unchecked Sendable {
    public init() {}
}

public struct FetchDescriptor<T> {
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {}
}

public final class ModelContext {
    public init(_ container: ModelContainer) {}
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] { [] }
}
