/// The version `intentctl --version` prints and reports carry.
public enum ToolVersion {
    /// intentctl's own version (semantic versioning).
    public static let intentctl = "0.18.0"
}
