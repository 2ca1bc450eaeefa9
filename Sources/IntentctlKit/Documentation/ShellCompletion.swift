/// Shell completion scripts, made from the command specs: commands, options, option values,
/// files, and (through `intentctl completions --list`) stored names, schema ids and enum cases.
struct ShellCompletion {
    /// The shells a script is made for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The commands to complete.
    var commands: [any Command.Type]

    /// The script for `shell`.
    func script(for shell: Shell) -> String {
        switch shell {
        case .bash: "# bash completion for intentctl; made by 'intentctl completions bash'.\n" + bashFunction
        case .zsh:
            // zsh runs the bash function through its bash completion layer, which ships with zsh.
            "#compdef intentctl\n# zsh completion for intentctl; made by 'intentctl completions zsh'.\n"
                + "(( $+functions[compdef] )) || { autoload -U +X compinit && compinit; }\n"
                + "autoload -U +X bashcompinit && bashcompinit\n" + bashFunction
        case .fish: fishScript
        }
    }

    /// The first words of the commands, and the second words of each group.
    private var groups: [(word: String, subcommands: [String])] {
        var groups: [(word: String, subcommands: [String])] = []
        for command in commands {
            let path = command.spec.path
            if let index = groups.firstIndex(where: { $0.word == path[0] }) {
                if path.count > 1 { groups[index].subcommands.append(path[1]) }
            } else {
                groups.append((path[0], path.count > 1 ? [path[1]] : []))
            }
        }
        return groups
    }

    /// The shell words a value option completes to: its choices, files, folders or nothing.
    private static func bashValues(_ option: OptionDeclaration) -> String {
        if !option.choices.isEmpty {
            return "COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\"))"
        }
        switch option.value {
        case "FILE", "INDEX": return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case "DIR": return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        default: return "COMPREPLY=()"
        }
    }

    private static func bashPositionals(_ kind: CommandSpec.Positionals) -> String {
        switch kind {
        case .none: "COMPREPLY=()"
        case .files: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .configurationNames: "_intentctl_list names"
        case .schemaIDs: "_intentctl_list schemas"
        case .assignments:
            "if (( count == 0 )); then _intentctl_list names; else _intentctl_list assignments \"$cur\"; fi"
        case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    private var bashFunction: String {
        let paths = commands.map { $0.spec.path.joined(separator: " ") }
        var cases = ""
        for command in commands {
            let spec = command.spec
            let values = spec.options.map { "--\($0.name)" } + spec.options.compactMap { $0.short.map { "-\($0)" } }
            let flags = spec.flags.map { "--\($0.name)" } + ["--help"]
            cases += "        \"\(spec.path.joined(separator: " "))\")\n"
            cases +=
                "            values=\"\(values.joined(separator: " "))\"; flags=\"\(flags.joined(separator: " "))\"\n"
            cases += "            case $prev in\n"
            for option in spec.options {
                let names = ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? [])
                cases += "                \(names.joined(separator: "|"))) \(Self.bashValues(option)); return ;;\n"
            }
            cases += "            esac\n"
            cases += "            positionals() { \(Self.bashPositionals(spec.completes)); } ;;\n"
        }
        let groupCases = groups.filter { !$0.subcommands.isEmpty }.map {
            "            \($0.word)) COMPREPLY=($(compgen -W \"\($0.subcommands.joined(separator: " "))\" -- \"$cur\")) ;;"
        }.joined(separator: "\n")
        return """
            _intentctl_list() {
                local line
                COMPREPLY=()
                while IFS= read -r line; do COMPREPLY+=("$line"); done < <(intentctl completions --list "$1" "$2" 2>/dev/null)
                COMPREPLY=($(compgen -W "${COMPREPLY[*]}" -- "$cur"))
            }

            _intentctl() {
                # zsh runs this through bashcompinit, with ksh's arrays and word splitting.
                [[ -n ${ZSH_VERSION-} ]] && emulate -L ksh
                # The word being completed, whole: bash splits KEY=VALUE at the =.
                local line=${COMP_LINE:0:$COMP_POINT}
                local cur=${line##*[[:space:]]} prev="" command="" start=1 values="" flags="" count=0 i
                local -a typed
                set -f
                typed=($line)
                set +f
                [[ $line == *[[:space:]] ]] && typed+=("")
                local last=$(( ${#typed[@]} - 1 ))
                (( last > 0 )) && prev=${typed[last-1]}
                local candidate length
                local -a parts
                # The longest command path the words start with.
                for candidate in \(paths.map { "\"\($0)\"" }.joined(separator: " ")); do
                    parts=($candidate)
                    length=${#parts[@]}
                    if (( last > length && length >= start )) && [[ "${typed[*]:1:$length}" == "$candidate" ]]; then
                        command=$candidate
                        start=$(( length + 1 ))
                    fi
                done
                if [[ -z $command ]]; then
                    if (( last == 1 )); then
                        COMPREPLY=($(compgen -W "\(groups.map(\.word).joined(separator: " ")) --help" -- "$cur"))
                    elif (( last == 2 )); then
                        case ${typed[1]} in
            \(groupCases)
                        esac
                    fi
                    return
                fi
                case $command in
            \(cases)    esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$values $flags" -- "$cur"))
                    return
                fi
                for (( i = start; i < last; i++ )); do
                    if [[ " $values " == *" ${typed[i]} "* ]]; then (( i++ )); elif [[ ${typed[i]} != -* ]]; then (( count++ )); fi
                done
                positionals
                # KEY= is not finished: no space after it.
                if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then compopt -o nospace 2>/dev/null; fi
                # Bash replaces only the part of the word after its last = (or :); zsh, the whole word.
                if [[ -z ${ZSH_VERSION-} && $cur == *[=:]* ]]; then
                    local prefix=${cur%[=:]*}
                    COMPREPLY=("${COMPREPLY[@]#"$prefix"[=:]}")
                fi
            }

            complete -o default -F _intentctl intentctl

            """
    }

    private var fishScript: String {
        var lines = [
            "# fish completion for intentctl; made by 'intentctl completions fish'.",
            "complete -c intentctl -f",
            "complete -c intentctl -n '__fish_use_subcommand' -a '\(groups.map(\.word).joined(separator: " "))'",
        ]
        for group in groups where !group.subcommands.isEmpty {
            lines.append(
                "complete -c intentctl -n '__fish_seen_subcommand_from \(group.word); and not __fish_seen_subcommand_from \(group.subcommands.joined(separator: " "))' -a '\(group.subcommands.joined(separator: " "))'"
            )
        }
        for command in commands {
            let spec = command.spec
            let condition = spec.path.map { "__fish_seen_subcommand_from \($0)" }.joined(separator: "; and ")
            for option in spec.options {
                var line = "complete -c intentctl -n '\(condition)' -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                line += " -r"
                if !option.choices.isEmpty {
                    line += " -f -a '\(option.choices.joined(separator: " "))'"
                } else if ["FILE", "INDEX", "DIR"].contains(option.value) {
                    line += " -F"
                }
                lines.append(line + " -d '\(Self.fishQuoted(option.helpLine))'")
            }
            for flag in spec.flags {
                lines.append(
                    "complete -c intentctl -n '\(condition)' -l \(flag.name) -d '\(Self.fishQuoted(flag.help))'")
            }
            let positional: String? =
                switch spec.completes {
                case .none: nil
                case .files: "-F"
                case .configurationNames: "-a '(intentctl completions --list names 2>/dev/null)'"
                case .schemaIDs: "-a '(intentctl completions --list schemas 2>/dev/null)'"
                case .assignments:
                    "-a '(intentctl completions --list names 2>/dev/null; intentctl completions --list assignments (commandline -ct) 2>/dev/null)'"
                case .words(let words): "-a '\(words.joined(separator: " "))'"
                }
            if let positional { lines.append("complete -c intentctl -n '\(condition)' \(positional)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside fish single quotes.
    private static func fishQuoted(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
    }
}
