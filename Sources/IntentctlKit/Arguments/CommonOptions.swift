import IntentSchema

/// Options that many commands share.
enum CommonOptions {
    static let json = FlagOption("json", help: "Write machine-readable JSON to stdout.")
    static let format = ValueOption(
        "format", value: "FORMAT",
        help: "How results are written: text (default), json (as --json), github, sarif or junit.",
        choices: ReportFormat.allCases.map(\.rawValue))
    static let schema = ValueOption(
        "schema", value: "FILE", help: "Use the schema in FILE instead of the bundled ones.")
    static let store = ValueOption(
        "store", value: "DIR",
        help: "The store folder (default: $INTENTCTL_HOME, $XDG_CONFIG_HOME/intentctl, ~/.config/intentctl).")
    static let now = ValueOption(
        "now", value: "TIME", help: "The reference time, RFC 3339 with a zone, years 1900 to 9998 (default: now).")
    static let data = ValueOption(
        "data", value: "FILE", help: "Use the airports in FILE (TSV dataset or OurAirports CSV), indexed at start.")
    static let index = ValueOption(
        "index", value: "INDEX", help: "Use the index snapshot INDEX (from 'intentctl data build'), mapped into memory."
    )
    static let locale = ValueOption("locale", value: "TAG", help: "Show titles in this locale (default: en).")
    static let lockTimeout = ValueOption(
        "lock-timeout", value: "SECONDS",
        help: "How long to wait for another writer to finish with the store (default 10; 0 to 3600).")
    static let replaceForeign = FlagOption(
        "replace-foreign",
        help: "Replace a stored file that is not a configuration of a known schema (what is lost is shown).")
}
