import AppIntentsBuild
import ServiceContract

/// The manual page, intentctl(1), in roff with the `man` macros, made from the command specs.
enum ManualPage {
    /// The page for `commands`.
    static func roff(for commands: [any Command.Type]) -> String {
        var page = """
            .TH INTENTCTL 1 "" "intentctl \(ToolVersion.intentctl)" "User Commands"
            .SH NAME
            intentctl \\- \(escape(IntentCtl.summary))
            .SH SYNOPSIS
            .B intentctl
            .I command
            .RI [ options ]
            .SH DESCRIPTION
            intentctl validates widget configuration schemas and configurations, stores configurations, suggests
            airports and cities as you type, builds the deals timeline and deep links, and serves all of it over HTTP.
            Diagnostics go to standard error and results to standard output; commands that print data take
            .BR \\-\\-json .
            Every command takes
            .BR \\-\\-help .
            .SH COMMANDS

            """
        for command in commands {
            let spec = command.spec
            page += ".SS \"\(escape("intentctl " + spec.path.joined(separator: " ")))\"\n"
            page += escape(spec.summary) + "\n.PP\n.B intentctl\n" + escape(spec.usage) + "\n"
            for option in spec.options {
                page += ".TP\n.BR \(escape("--" + option.name))"
                if let short = option.short { page += " \", \" \(escape("-" + String(short)))" }
                page += " \" \" \\fI\(escape(option.value))\\fR\n" + escape(option.helpLine) + "\n"
            }
            for flag in spec.flags {
                page += ".TP\n.B \(escape("--" + flag.name))\n" + escape(flag.help) + "\n"
            }
            if !spec.discussion.isEmpty {
                page += ".PP\n" + escape(spec.discussion.split(separator: "\n").joined(separator: " ")) + "\n"
            }
            if let listing = spec.listing {
                page += ".PP\n" + escape(listing.title.capitalized) + ":\n"
                for (term, description) in listing.rows {
                    page += ".TP\n.B \(escape(term))\n" + escape(description) + "\n"
                }
            }
        }
        page += """
            .SH EXIT STATUS
            \(escape(IntentCtl.exitStatus.split(separator: "\n").joined(separator: " ")))
            .SH ENVIRONMENT
            .TP
            .B INTENTCTL_HOME
            The store folder; else
            .B $XDG_CONFIG_HOME/intentctl
            or
            .BR ~/.config/intentctl .
            .SH SEE ALSO
            The README of the intentctl package.

            """
        return page
    }

    /// Text as roff: backslashes and hyphens escaped, and a line that would start with a control
    /// character (`.` or `'`) protected with `\&`.
    static func escape(_ text: String) -> String {
        var escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped.replacing("\n.", with: "\n\\&.").replacing("\n'", with: "\n\\&'")
    }
}
