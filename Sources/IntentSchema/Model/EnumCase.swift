/// One case of an enum parameter.
public struct EnumCase: Sendable, Equatable {
    /// The stable id, the value stored in configurations.
    public var id: String
    /// The display title.
    public var title: LocalizedText
    /// Typed data the case carries, such as a traveller count.
    public var payload: CasePayload?

    /// Creates a case.
    public init(id: String, title: LocalizedText, payload: CasePayload? = nil) {
        self.id = id
        self.title = title
        self.payload = payload
    }
}
