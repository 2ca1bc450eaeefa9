import DealsTimeline
import DocumentFormats
import Foundation
import IntentSchema

/// `intentctl timeline NAME --deals FILE`
enum TimelineCommand: Command {
    static let deals = ValueOption(
        "deals", value: "FILE", help: "The deals feed (JSON), or - for standard input.", kind: .path)

    static let spec = CommandSpec(
        path: ["timeline"], summary: "Build the deals widget's timeline for a stored configuration.",
        arguments: "NAME", flags: [CommonOptions.json],
        options: [
            deals.required, CommonOptions.now, CommonOptions.store, CommonOptions.schema, CommonOptions.data,
            CommonOptions.index,
        ],
        positionals: 1...1,
        discussion: """
            One entry per matching deal, the first at the reference time and each next one an hour later; refresh
            policy "at end". With no usable configuration, a single placeholder entry; with no match, a single
            "no deals" entry. Deals with problems are reported on stderr and left out, and the exit status is then 1.
            """, completes: .configurationNames)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        let now = context.referenceTime(arguments)
        let feedFile = arguments[required: deals]
        let feed = DealFeed().parse(
            try context.readInput(feedFile, limit: DealFeed.maximumSize), file: feedFile == "-" ? "<stdin>" : feedFile)
        context.report(feed)
        guard let deals = feed.value else { throw CommandFailure(.invalid, "the deals feed is unusable") }

        let catalog = try context.catalog(arguments)
        let store = try context.store(arguments)
        let entry = try context.existingEntry(name, in: store, catalog: catalog, arguments: arguments)
        let timeline = Timeline.make(
            for: entry, named: name.rawValue, deals: DealsByOrigin(deals), at: now,
            locations: try context.locations(in: catalog),
            schema: try? context.schema(nil, in: catalog))
        if arguments[CommonOptions.json] {
            context.console.json(timeline)
        } else {
            context.console.out(timeline.entries.map(line).joined(separator: "\n"))
        }
        return feed.hasErrors ? .invalid : .success
    }

    /// `78.00 GBP total for 2`: the total, saying for how many travellers when more than one.
    static func price(_ total: Decimal, _ currency: String, travellers: Int) -> String {
        CurrencyAmount(total, currency).text + (travellers > 1 ? " total for \(travellers)" : "")
    }

    static func line(_ entry: TimelineEntry) -> String {
        var text = Timeline.iso8601(entry.date) + "  "
        if let deal = entry.deal, let total = entry.totalPrice {
            text +=
                "\(deal.origin) → \(deal.destination) \(deal.destinationCity)  \(deal.depart) – \(deal.return)  "
                + price(total, deal.price.currency, travellers: entry.travellers ?? 1)
        } else {
            text += entry.message ?? entry.kind.rawValue
            if let reason = entry.reason { text += " (\(reason))" }
        }
        if let link = entry.link { text += "  " + link }
        return TextSanitizer.printable(text)
    }
}
