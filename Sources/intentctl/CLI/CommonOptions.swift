/// Options that many commands share.
enum CommonOptions {
    static let json = FlagOption("json", help: "Write machine-readable JSON to stdout.")
    static let schema = ValueOption(
        "schema", value: "FILE", help: "Use the schema in FILE instead of the bundled ones.")
    static let store = ValueOption(
        "store", value: "DIR",
        help: "The store folder (default: $INTENTCTL_HOME, $XDG_CONFIG_HOME/intentctl, ~/.config/intentctl).")
    static let now = ValueOption("now", value: "TIME", help: "The reference time, ISO 8601 with a zone (default: now).")
    static let data = ValueOption(
        "data", value: "FILE", help: "Use the airports in FILE (TSV dataset or OurAirports CSV).")
    static let locale = ValueOption("locale", value: "TAG", help: "Show titles in this locale (default: en).")
}
