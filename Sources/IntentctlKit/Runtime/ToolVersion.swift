/// The version `intentctl --version` prints and reports carry.
enum ToolVersion {
    /// intentctl's own version (semantic versioning).
    static let intentctl = "0.18.0"
}
