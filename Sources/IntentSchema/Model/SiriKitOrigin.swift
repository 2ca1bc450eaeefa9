/// Where a widget's configuration came from when it was first shipped with a SiriKit intent
/// definition (`.intentdefinition`): the intent's class name and its parameters' names. The App
/// Intents code generated from the schema conforms to `CustomIntentMigratedAppIntent` with this
/// class name and keeps these parameter names, so that widgets already placed on home screens
/// keep their values.
public struct SiriKitOrigin: Sendable, Equatable {
    /// The SiriKit intent's class name, such as `InspirationalConfigurationIntent`: Xcode makes it of the
    /// class prefix, the intent's name and `Intent` (`OpenHAB` + `GetItemState` + `Intent`).
    public var intentClassName: String
    /// The definition's class prefix for the intent (`INIntentClassPrefix`), if it had one.
    public var classPrefix: String?
    /// The intent definition's namespace (`INIntentDefinitionNamespace`), if it had one: Xcode's
    /// opaque value, kept as written (`88xZPY`, which may start with a digit).
    public var namespace: String?
    /// The SiriKit parameter name of each schema parameter whose name differs from its id
    /// (`location` → `locationParameter`).
    public var parameterNames: [String: String]
    /// The SiriKit tag (`INIntentParameterTag`) of each parameter, by parameter id.
    public var parameterTags: [String: Int]
    /// The SiriKit type of each dynamic or enum parameter, by parameter id: its custom type
    /// (`INIntentParameterObjectType`) or its enum (`INIntentParameterEnumType`).
    public var objectTypes: [String: String]

    /// Creates an origin.
    public init(
        intentClassName: String, classPrefix: String? = nil, namespace: String? = nil,
        parameterNames: [String: String] = [:], parameterTags: [String: Int] = [:], objectTypes: [String: String] = [:]
    ) {
        self.intentClassName = intentClassName
        self.classPrefix = classPrefix
        self.namespace = namespace
        self.parameterNames = parameterNames
        self.parameterTags = parameterTags
        self.objectTypes = objectTypes
    }

    /// Whether a name can be a SiriKit class or parameter name: an ASCII letter or `_`, then
    /// ASCII letters, digits or `_`, at most 128 of them (an Objective-C identifier).
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count <= 128 else { return false }
        let isWordByte: (UInt8) -> Bool = { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x5F
        }
        return isWordByte(first) && !(0x30...0x39).contains(first) && name.utf8.allSatisfy(isWordByte)
    }

    /// Whether a text can be an intent definition's namespace: 1 to 128 ASCII letters, digits or `_`,
    /// in any order. Xcode writes six letters and digits (`88xZPY`, `wqYaJi`), which are not an
    /// identifier but are kept as written.
    public static func isValidNamespace(_ text: String) -> Bool {
        (1...128).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                    || byte == 0x5F
            }
    }
}
