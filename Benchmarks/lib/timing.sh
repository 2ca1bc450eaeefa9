# Shared by the shell benchmarks: `median CMD...` runs a command 21 times and prints the median in
# microseconds (its output and status ignored); `report LABEL MICROSECONDS` prints a row in ms.

median() {
    local samples=()
    for _ in $(seq 1 21); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        samples+=($(((end - start) / 1000)))
    done
    printf '%s\n' "${samples[@]}" | sort -n | sed -n 11p
}

report() {
    printf '%-72s %8.1f\n' "$1" "$(echo "$2 / 1000" | bc -l)"
}
