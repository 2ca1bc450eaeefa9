import Foundation
import TestSupport
import Testing

/// A small intent definition, and an Xcode-like project folder holding it.
package enum IntentDefinitionProjects {
    package static let door = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>INIntentDefinitionModelVersion</key><string>1.2</string>
        <key>INIntentDefinitionNamespace</key><string>c1uBGC</string>
        <key>INIntents</key><array><dict>
        <key>INIntentName</key><string>OpenDoor</string><key>INIntentEligibleForWidgets</key><true/>
        <key>INIntentTitle</key><string>Открыть</string><key>INIntentTitleID</key><string>t1</string>
        <key>INIntentKeyParameter</key><string>door</string>
        <key>INIntentParameters</key><array><dict>
        <key>INIntentParameterName</key><string>door</string><key>INIntentParameterType</key><string>Boolean</string>
        <key>INIntentParameterDisplayName</key><string>Дверь</string><key>INIntentParameterDisplayNameID</key><string>d1</string>
        </dict></array></dict>
        <dict><key>INIntentName</key><string>Ring</string></dict></array></dict></plist>
        """

    /// A folder holding a definition (in Base.lproj), its .strings files, and optionally an Xcode project.
    package static func project(
        definition: String, strings: [String: String] = [:], developmentRegion: String? = nil
    ) throws -> String {
        let folder = try TemporaryFolders.make()
        let base = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try Data(definition.utf8).write(to: base.appendingPathComponent("Door.intentdefinition"))
        for (locale, text) in strings {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("Door.strings"))
        }
        if let developmentRegion {
            let project = folder.appendingPathComponent("Door.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try Data("{\n\tattributes = {};\n\tdevelopmentRegion = \(developmentRegion);\n}\n".utf8).write(
                to: project.appendingPathComponent("project.pbxproj"))
        }
        return base.appendingPathComponent("Door.intentdefinition").path
    }
}
