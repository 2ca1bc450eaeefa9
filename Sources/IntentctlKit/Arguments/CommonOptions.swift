import ConfigurationStore
import DocumentFormats
import Foundation
import IntentSchema

/// Options that many commands share.
enum CommonOptions {
    static let json = FlagOption("json", help: "Write machine-readable JSON to stdout.")
    static let format = ValueOption<ReportFormat?>(
        "format", value: "FORMAT", help: "How results are written; json is as --json.", kind: .choice,
        shown: "text")
    static let schema = ValueOption(
        "schema", value: "FILE", help: "Use the schema in FILE instead of the bundled ones.", kind: .path)
    static let store = ValueOption(
        "store", value: "DIR", help: "The store folder.", kind: .path,
        shown: "$INTENTCTL_HOME, $XDG_CONFIG_HOME/intentctl, ~/.config/intentctl")
    static let now = ValueOption<Date?>(
        "now", value: "TIME", help: "The reference time, years 1900 to 9998.", kind: .time, shown: "now")
    static let data = ValueOption(
        "data", value: "FILE", help: "Use the airports in FILE (TSV dataset or OurAirports CSV), indexed at start.",
        kind: .path)
    static let index = ValueOption(
        "index", value: "INDEX",
        help: "Use the index snapshot INDEX (from 'intentctl data build'), mapped into memory.", kind: .path
    )
    static let locale = ValueOption("locale", value: "TAG", help: "Show titles in this locale.", shown: "en")
    static let lockTimeout = ValueOption<Duration>(
        "lock-timeout", value: "SECONDS", help: "How long to wait for another writer to finish with the store.",
        kind: .seconds(in: 0...3600), default: ConfigurationStore(directory: "").lockTimeout)
    static let replaceForeign = FlagOption(
        "replace-foreign",
        help: "Replace a stored file that is not a configuration of a known schema (what is lost is shown).")
}
