/// Where the store lives: `--store DIR`, then `$INTENTCTL_HOME`, then `$XDG_CONFIG_HOME/intentctl`,
/// then `~/.config/intentctl`.
public enum StoreLocation {
    /// The store folder for these inputs, or `nil` when nothing names one (no home folder).
    /// Empty variables count as unset, as the XDG specification says.
    public static func resolve(explicit: String?, environment: [String: String]) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let home = environment["INTENTCTL_HOME"], !home.isEmpty { return home }
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return config + "/intentctl" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/intentctl" }
        return nil
    }
}
