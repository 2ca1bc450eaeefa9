/// The parts of the generated code that do not depend on the schema: the service client and the
/// types it reads and writes, each the body of one file (after its header and imports).
enum AppIntentsRuntime {
    /// `ConfigurationDocument`: what the service's timeline reads.
    static let configurationDocument = lines(
        #"""
        /// A configuration as intentctl stores it: the schema's id and version, and each active parameter's value by id.
        struct ConfigurationDocument: Encodable, Sendable, Equatable {
            /// The schema's id.
            var schema: String
            /// The schema's version.
            var version: Int
            /// The values, by parameter id.
            var values: [String: ConfigurationValue]
        }
        """#)

    /// `ConfigurationValue`: one value of a configuration, as JSON writes it.
    static let configurationValue = lines(
        #"""
        /// One value of a configuration: an enum case id or option id, a number or a flag.
        enum ConfigurationValue: Encodable, Sendable, Equatable {
            case string(String)
            case integer(Int)
            case boolean(Bool)

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .string(let text): try container.encode(text)
                case .integer(let number): try container.encode(number)
                case .boolean(let flag): try container.encode(flag)
                }
            }
        }
        """#)

    /// `IntentctlPlace`: a place as `GET /v1/suggest` and `GET /v1/places/{code}` give it.
    static let place = lines(
        #"""
        /// An airport, or a city with all of its airports, as the intentctl service gives it (`GET /v1/suggest`,
        /// `GET /v1/places/{code}`). Names are in the language asked for where the service knows them.
        struct IntentctlPlace: Codable, Sendable, Equatable {
            /// An airport of a city group.
            struct Airport: Codable, Sendable, Equatable {
                /// Its IATA code.
                var code: String
                /// Its name.
                var name: String
            }

            /// The IATA code: the value configurations store.
            var code: String
            /// `airport`, or `city` for a city with all of its airports.
            var kind: String
            /// The airport's or city's name.
            var name: String
            /// The city's name in English.
            var city: String
            /// The country's name in English.
            var country: String
            /// The city's name in the language asked for, when the service has it.
            var localizedCity: String?
            /// The country's name in the language asked for, when the service has it.
            var localizedCountry: String?
            /// A city group's airports.
            var airports: [Airport]?

            /// Whether the place is a city with all of its airports.
            var isCityGroup: Bool { kind == "city" }
            /// The city's name to show.
            var cityName: String { localizedCity ?? city }
            /// The country's name to show.
            var countryName: String { localizedCountry ?? country }
        }
        """#)

    /// `IntentctlTimeline`: the service's timeline of a configuration (`POST /v1/timeline`).
    static let timeline = lines(
        #"""
        /// A widget timeline as the intentctl service builds it from its deals feed (`POST /v1/timeline`), by the rules
        /// of `intentctl timeline`: the cheapest matching deals, one an hour, or one entry saying why there are none.
        struct IntentctlTimeline: Codable, Sendable, Equatable {
            /// A deal's price for one traveller.
            struct Price: Codable, Sendable, Equatable {
                /// The amount.
                var amount: Decimal
                /// The ISO 4217 currency code.
                var currency: String
            }

            /// A deal of the feed.
            struct Deal: Codable, Sendable, Equatable {
                /// The feed's id of the deal.
                var id: String
                /// The departure airport.
                var origin: String
                /// The destination airport.
                var destination: String
                /// The destination's city, when the feed names it.
                var destinationCity: String?
                /// The price for one traveller.
                var price: Price
                /// The departure day, `YYYY-MM-DD`.
                var depart: String
                /// The return day, `YYYY-MM-DD`.
                var `return`: String
                /// A picture of the destination.
                var image: String?
            }

            /// One moment of the timeline.
            struct Entry: Codable, Sendable, Equatable {
                /// When the entry shows.
                var date: Date
                /// `deal`, `noDeals`, or `placeholder` for a configuration that cannot be used.
                var kind: String
                /// What the widget says, for entries without a deal.
                var message: String?
                /// Why the configuration cannot be used, for people debugging it.
                var reason: String?
                /// The deal shown.
                var deal: Deal?
                /// The price for all travellers.
                var totalPrice: Decimal?
                /// How many travellers the price is for.
                var travellers: Int?
                /// The app URL the entry opens.
                var link: String?
            }

            /// When WidgetKit should ask again: `atEnd`.
            var policy: String
            /// The entries, earliest first.
            var entries: [Entry]
        }
        """#)

    /// `DateWindowRule`: the date rules of `intentctl timeline`, for the timeline code.
    static let dateWindowRule = lines(
        #"""
        /// When a trip may be, relative to a day, as a dates case's payload says and `intentctl timeline` reads it.
        enum DateWindowRule: String, Codable, Sendable, Equatable {
            /// Depart on the coming Friday and return on the Sunday after it.
            case nextWeekend
            /// Depart on any day of the next calendar month.
            case nextMonth
            /// Depart any day from the reference day on.
            case anytime

            /// The first and last days a trip may use, as the starts of those days in `calendar`, by intentctl's
            /// rules: `nextWeekend`, the first Friday after the day to the Sunday after it; `nextMonth`, the first to
            /// the last day of the next calendar month; `anytime`, the day itself to 365 days later.
            func window(on day: Date, in calendar: Calendar) -> DateInterval? {
                let today = calendar.startOfDay(for: day)
                switch self {
                case .nextWeekend:
                    // Calendar counts weekdays from Sunday (1), so Friday is 6.
                    let ahead = (6 - calendar.component(.weekday, from: today) + 7) % 7
                    guard let friday = calendar.date(byAdding: .day, value: ahead == 0 ? 7 : ahead, to: today),
                        let sunday = calendar.date(byAdding: .day, value: 2, to: friday)
                    else { return nil }
                    return DateInterval(start: friday, end: sunday)
                case .nextMonth:
                    guard let month = calendar.dateInterval(of: .month, for: today),
                        let next = calendar.dateInterval(of: .month, for: month.end),
                        let last = calendar.date(byAdding: .day, value: -1, to: next.end)
                    else { return nil }
                    return DateInterval(start: next.start, end: last)
                case .anytime:
                    guard let end = calendar.date(byAdding: .day, value: 365, to: today) else { return nil }
                    return DateInterval(start: today, end: end)
                }
            }
        }
        """#)

    /// The lines of a template.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
