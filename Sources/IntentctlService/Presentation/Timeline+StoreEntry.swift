import ConfigurationStore
import DealsTimeline
import DocumentFormats
import Foundation
import IntentSchema

extension Timeline {
    /// The timeline for a stored configuration (nil when there is none named `name`): built from
    /// the deals when it is valid and its search resolves; otherwise a placeholder saying why, in
    /// the words of the entry's schema (or of `schema`, when there is no entry) in `locale`.
    public static func make(
        for entry: StoreEntry?, named name: String, deals: DealsByOrigin, at now: Date, locations: any LocationResolver,
        schema fallback: WidgetSchema? = nil, locale: String? = nil
    ) -> Timeline {
        guard let entry, let configuration = entry.configuration, let schema = entry.schema else {
            return .placeholder(
                at: now, reason: entry == nil ? "no configuration named \(name)" : "\(name) needs reconfiguration",
                schema: entry?.schema ?? fallback, locale: locale)
        }
        return make(for: configuration, schema: schema, deals: deals, at: now, locations: locations, locale: locale)
    }

    /// The timeline for a valid configuration of `schema`: built from the deals when its search
    /// resolves; otherwise a placeholder saying why.
    public static func make(
        for configuration: WidgetConfiguration, schema: WidgetSchema, deals: DealsByOrigin, at now: Date,
        locations: any LocationResolver, locale: String? = nil
    ) -> Timeline {
        do throws(DealSearchError) {
            let search = try DealSearch.resolve(configuration, schema: schema, at: now, locations: locations)
            return .build(search: search, deals: deals, at: now, link: schema.deepLink)
        } catch {
            return .placeholder(at: now, reason: error.description, schema: schema, locale: locale)
        }
    }
}
