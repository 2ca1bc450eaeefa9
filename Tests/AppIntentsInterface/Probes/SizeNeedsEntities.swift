// Probe: a size given for an array of text, which Xcode rejects. Every `size:` overload of `@Parameter` is for arrays of
// entities (`Value.ValueType: AppEntity`), people or files; none takes `[String]`.
import AppIntents
import WidgetKit

struct TagsIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Tags"

    @Parameter(title: "Tags", size: 2)
    var tags: [String]?
}
