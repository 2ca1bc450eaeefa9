#!/usr/bin/env python3
"""Relevance figures: the keystroke replay, the relevance suite and the held-out queries, for
intentctl and its peers over the same data (Benchmarks/peers.py), printed as tables.

Usage: python3 Benchmarks/relevance.py

- The keystroke replay (Tests/Fixtures/keystroke-replay.json) types each target letter by letter,
  as Pelias's fuzzy-tester replays every prefix, for intentctl, SQLite FTS5 and tantivy: the share
  of targets whose place is first on the full text; first, and staying first, within half the
  text; and the mean share of the text typed before it is first for good (1 when the full text
  does not put it first). Per category and in all. tantivy is installed with pip when missing.

- The replay again for intentctl, each target narrowed to its place's country (`--country`, as a
  parameter scoped by a country asks): no target may be found later than unnarrowed.

- The suite is read from Tests/SuggesterTests/RelevanceCases.swift: a case passes when its code
  is within its `top` rank; top-1 counts the cases whose code ranks first.
- The held-out queries (Benchmarks/relevance-holdout.tsv) are not in the suite: top-1 (the code
  ranks first) and top-5 (it and the codes the row also names, a city group's airports, are in the
  first five), for each category and in all.
Python's standard library only; builds the release binary if it is missing.
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build/release/intentctl"
CASE = re.compile(r'\.init\("((?:[^"\\]|\\.)*)", "([A-Z]{3})"(?:, top: (\d+))?(, all: true)?\)')


def suite_cases():
    text = (ROOT / "Tests/SuggesterTests/RelevanceCases.swift").read_text(encoding="utf-8")
    return [(json.loads('"%s"' % q), code, int(top or 1), bool(everything)) for q, code, top, everything in
            CASE.findall(text)]


def holdout_cases():
    rows = []
    for line in (ROOT / "Benchmarks/relevance-holdout.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and not line.startswith("category\t"):
            category, query, code, *also = line.split("\t")
            rows.append((category, query, code, also[0].split() if also else []))
    return rows


def intentctl_codes(queries, everything=False):
    """The codes of the first five suggestions of each query, as `suggest --stdin` gives them."""
    if not queries:
        return []
    command = [str(BINARY), "suggest", "--stdin", "--limit", "5"] + (["--all"] if everything else [])
    output = subprocess.run(command, input="\n".join(queries) + "\n", capture_output=True, text=True, check=True)
    return [line.split() for line in output.stdout.split("\n")[:len(queries)]]


def fts5_codes(database, queries):
    peers = ROOT / "Benchmarks/peers.py"
    output = subprocess.run([sys.executable, str(peers), "fts5-suggest", database, "5"],
                            input="\n".join(queries) + "\n", capture_output=True, text=True, check=True)
    return [[row["code"] for row in json.loads(line)] for line in output.stdout.splitlines()[:len(queries)]]


def replay_targets():
    suite = json.loads((ROOT / "Tests/Fixtures/keystroke-replay.json").read_text(encoding="utf-8"))
    return suite["tests"]


def replay_answers(targets, answer):
    """{(target index, typed length): the first three codes}, asking `answer(queries, near,
    locale)` for the codes of each prefix, grouped by context."""
    groups = {}
    for i, target in enumerate(targets):
        context = (target["in"].get("near"), target["in"].get("locale"))
        text = target["in"]["text"]
        for length in range(1, len(text) + 1):
            groups.setdefault(context, []).append((i, length, text[:length]))
    firsts = {}
    for (near, locale), items in groups.items():
        for (i, length, _), codes in zip(items, answer([q for _, _, q in items], near, locale)):
            firsts[(i, length)] = codes[:3]
    return firsts


def share_typed(target, i, answers, shown=1):
    """The share of the target's text typed before one of its codes is among the first `shown`
    suggestions for good (1 when the full text does not show it)."""
    text, codes = target["in"]["text"], target["expected"]["codes"]
    good = len(text) + 1
    for length in range(len(text), 0, -1):
        if not set(answers[(i, length)][:shown]) & set(codes):
            break
        good = length
    return 1.0 if good > len(text) else good / len(text)


def replay_figures(targets, answers, indices, shown=1):
    """(first on the full text, first within half, mean share typed) over the targets `indices`;
    with `shown` 3, the same for "among the first three"."""
    full = half = 0
    shares = 0.0
    for i in indices:
        target = targets[i]
        share = share_typed(target, i, answers, shown)
        full += bool(set(answers[(i, len(target["in"]["text"]))][:shown]) & set(target["expected"]["codes"]))
        half += share <= 0.5
        shares += share
    n = len(indices)
    return full / n, half / n, shares / n


def demand_ahead(targets, answers, shown=1):
    """(how many, of how many): the targets not among the first `shown` within half whose text at
    the half point puts first `shown` places (a town counts as one), each by a first word of its
    city, name or alias, and each more important than the target's place, as `suggest --explain`
    gives them."""
    ahead = missed = 0
    importance = re.compile(r"importance ([0-9.]+)")
    for i, target in enumerate(targets):
        if share_typed(target, i, answers, shown) <= 0.5:
            continue
        missed += 1
        text = target["in"]["text"]
        command = [str(BINARY), "suggest", text[:max(1, len(text) // 2)], "--json", "--explain", "--limit", "100"]
        command += ["--near", target["in"]["near"]] if target["in"].get("near") else []
        command += ["--locale", target["in"]["locale"]] if target["in"].get("locale") else []
        found = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout or "[]")
        mine = [r for r in found if r["code"] in target["expected"]["codes"]]
        if len(found) < shown or not mine or any(r in mine for r in found[:shown]):
            continue
        own = float(importance.search(mine[0]["explanation"]).group(1))
        ahead += all(float(importance.search(r["explanation"]).group(1)) > own
                     and re.search(r"(city|name|alias) word #1 ", r["explanation"]) is not None
                     for r in found[:shown])
    return ahead, missed


def replay_ceiling(targets):
    """The most targets any ranking could put first within half the text: a target's text from
    half on and another's full text (or its own text from half on) cannot both put different
    places first when they are the same text in the same context. The exact maximum over the
    graph of such conflicts, component by component (each is small)."""
    def key(text, target):
        return " ".join(text.lower().split()), target["in"].get("near"), target["in"].get("locale")
    half = [{key(t["in"]["text"][:n], t) for n in range(max(1, len(t["in"]["text"]) // 2), len(t["in"]["text"]) + 1)}
            for t in targets]
    full = [{key(t["in"]["text"], t)} for t in targets]
    codes = [set(t["expected"]["codes"]) for t in targets]
    conflicts = {i: set() for i in range(len(targets))}
    for i in range(len(targets)):
        for j in range(len(targets)):
            if i != j and not codes[i] & codes[j] and half[i] & (half[j] | full[j]):
                conflicts[i].add(j)
                conflicts[j].add(i)
    seen, total = set(), 0
    for start in range(len(targets)):
        if start in seen:
            continue
        component, stack = [], [start]
        seen.add(start)
        while stack:
            node = stack.pop()
            component.append(node)
            for other in conflicts[node] - seen:
                seen.add(other)
                stack.append(other)
        best = 0

        def grow(left, size):
            nonlocal best
            if size + len(left) <= best:
                return
            if not left:
                best = size
                return
            grow([n for n in left[1:] if n not in conflicts[left[0]]], size + 1)
            grow(left[1:], size)
        grow(sorted(component, key=lambda n: -len(conflicts[n])), 0)
        total += best
    return total, sum(1 for i in conflicts if conflicts[i])


def intentctl_replay(queries, near, locale, country=None):
    command = [str(BINARY), "suggest", "--stdin", "--limit", "3"] + (["--near", near] if near else []) + (
        ["--locale", locale] if locale else []) + (["--country", country] if country else [])
    output = subprocess.run(command, input="\n".join(queries) + "\n", capture_output=True, text=True, check=True)
    return [line.split() for line in output.stdout.split("\n")[:len(queries)]]


def place_countries():
    """{code: ISO country code} of the airports and city groups of data/airports.tsv."""
    rows = [line.rstrip("\n").split("\t") for line in (ROOT / "data/airports.tsv").open(encoding="utf-8")][2:]
    return {r[1]: r[6] for r in rows if r[0] in ("airport", "city") and len(r) > 6}


def scoped_replay(targets, unscoped):
    """The keystroke replay again, each target narrowed to its place's country, as a parameter scoped by
    a country asks (`--country`): narrowing only removes other countries' places, so no figure may be
    worse than the unnarrowed one."""
    countries = place_countries()
    groups = {}
    for i, target in enumerate(targets):
        country = countries.get(target["expected"]["codes"][0])
        if not country:
            continue
        context = (target["in"].get("near"), target["in"].get("locale"), country)
        text = target["in"]["text"]
        for length in range(1, len(text) + 1):
            groups.setdefault(context, []).append((i, length, text[:length]))
    firsts = {}
    for (near, locale, country), items in groups.items():
        answers = intentctl_replay([q for _, _, q in items], near, locale, country)
        for (i, length, _), codes in zip(items, answers):
            firsts[(i, length)] = codes[:3]
    indices = sorted({i for i, _ in firsts})
    print(f"Narrowed to the target's country (--country), intentctl, {len(indices)} targets in "
          f"{len({c for _, _, c in groups})} countries: first / within half / share typed, and among the first three")
    print("| replay | first | among the first three |")
    print("|---|---|---|")
    worse = []
    for name, answers in (("unnarrowed", unscoped), ("narrowed to the country", firsts)):
        cells = []
        for shown in (1, 3):
            full, half, share = replay_figures(targets, answers, indices, shown)
            cells.append(f"{100 * full:.1f}% / {100 * half:.1f}% / {share:.2f}")
        print(f"| {name} | " + " | ".join(cells) + " |")
    for i in indices:
        if share_typed(targets[i], i, firsts) > share_typed(targets[i], i, unscoped):
            worse.append(targets[i]["in"]["text"])
    print(f"Targets found later narrowed than unnarrowed: {len(worse)}" + (f" ({', '.join(worse[:10])})" if worse else ""))
    print()


def peer_replay(command, location):
    def answer(queries, near, locale):
        output = subprocess.run([sys.executable, str(ROOT / "Benchmarks/peers.py"), command, location, "10"],
                                input="\n".join(q.replace("\n", " ") for q in queries) + "\n", capture_output=True,
                                text=True, check=True)
        return [[row["code"] for row in json.loads(line)] for line in output.stdout.splitlines()[:len(queries)]]
    return answer


def replay(database, tantivy_dir):
    targets = replay_targets()
    engines = [("intentctl", intentctl_replay), ("SQLite FTS5", peer_replay("fts5-suggest", database))]
    if tantivy_dir:
        engines.append(("tantivy", peer_replay("tantivy-suggest", tantivy_dir)))
    answers = {name: replay_answers(targets, answer) for name, answer in engines}
    print(f"Keystroke replay: {len(targets)} targets, {sum(len(t['in']['text']) for t in targets)} keystrokes")
    print("| category | targets | " + " | ".join(
        f"{name} first / within half / share typed" for name, _ in engines) + " |")
    print("|---|---|" + "---|" * len(engines))
    categories = sorted({t["category"] for t in targets}) + ["all"]
    for category in categories:
        indices = [i for i, t in enumerate(targets) if category in ("all", t["category"])]
        cells = []
        for name, _ in engines:
            full, half, share = replay_figures(targets, answers[name], indices)
            cells.append(f"{100 * full:.1f}% / {100 * half:.1f}% / {share:.2f}")
        label = f"**{category}**" if category == "all" else category
        print(f"| {label} | {len(indices)} | " + " | ".join(cells) + " |")
    print("Goals for intentctl: first on the full text at least 98%, within half at least 85%, "
          "mean share typed at most 0.40.")
    print()
    everything = range(len(targets))
    print("Among the first three suggestions (what a picker shows without scrolling): on the full text / "
          "within half / share typed")
    print("| engine | all targets |")
    print("|---|---|")
    for name, _ in engines:
        full, half, share = replay_figures(targets, answers[name], everything, shown=3)
        print(f"| {name} | {100 * full:.1f}% / {100 * half:.1f}% / {share:.2f} |")
    print("Goal for intentctl, the towns: among the first three within half at least 90%.")
    ahead = demand_ahead(targets, answers["intentctl"])
    print(f"\nOf the {ahead[1]} targets intentctl does not put first within half, {ahead[0]} have at their half "
          "point a more important place first whose name (its first word) the half begins.")
    ahead = demand_ahead(targets, answers["intentctl"], shown=3)
    print(f"Of the {ahead[1]} targets intentctl does not put among the first three within half, {ahead[0]} have "
          "at their half point three more important places first whose names (their first words) the half "
          "begins.")
    scoped_replay(targets, answers["intentctl"])
    ceiling, conflicted = replay_ceiling(targets)
    print(f"\nCeiling of 'first within half': {ceiling} of {len(targets)} targets ({100 * ceiling / len(targets):.1f}%) "
          f"for any ranking: {conflicted} targets need, from half their text on, a text that another target "
          "needs for a different place (oslo and osaka both need 'os'; london gatwick needs 'london ', which "
          "is London's).")
    print()


def tantivy_index():
    """A tantivy index of the places in a temporary folder, installing tantivy with pip when
    missing; None when it cannot be installed."""
    try:
        import tantivy  # noqa: F401
    except ImportError:
        installed = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "tantivy"])
        if installed.returncode != 0:
            print("tantivy could not be installed: its column is left out", file=sys.stderr)
            return None
    path = str(pathlib.Path(tempfile.mkdtemp()) / "tantivy")
    os.makedirs(path)
    subprocess.run([sys.executable, str(ROOT / "Benchmarks/peers.py"), "tantivy-build",
                    str(ROOT / "data/airports.tsv"), path], check=True)
    return path


def rank(codes, code):
    return codes.index(code) + 1 if code in codes else None


def share(count, total):
    return f"{100 * count / total:.1f}% ({count}/{total})" if total else "n/a"


def main():
    if not BINARY.exists():
        subprocess.run(["swift", "build", "-c", "release", "--product", "intentctl"], cwd=ROOT, check=True)
    database = str(pathlib.Path(tempfile.mkdtemp()) / "fts5.db")
    subprocess.run([sys.executable, str(ROOT / "Benchmarks/peers.py"), "fts5-build",
                    str(ROOT / "data/airports.tsv"), database], check=True)
    replay(database, tantivy_index())

    cases = suite_cases()
    ours = {}
    for everything in (False, True):
        chosen = [case for case in cases if case[3] == everything]
        for case, codes in zip(chosen, intentctl_codes([c[0] for c in chosen], everything)):
            ours[case] = codes
    theirs = dict(zip(cases, fts5_codes(database, [c[0] for c in cases])))
    print(f"Relevance suite: {len(cases)} cases")
    print("| engine | cases passed (code within its rank) | top-1 |")
    print("|---|---|---|")
    for name, answers in (("intentctl", ours), ("SQLite FTS5", theirs)):
        passed = sum(1 for c in cases if (rank(answers[c], c[1]) or 99) <= c[2])
        first = sum(1 for c in cases if rank(answers[c], c[1]) == 1)
        print(f"| {name} | {share(passed, len(cases))} | {share(first, len(cases))} |")

    held = holdout_cases()
    ours_held = intentctl_codes([q for _, q, _, _ in held])
    theirs_held = fts5_codes(database, [q for _, q, _, _ in held])
    print(f"\nHeld-out queries: {len(held)}")
    print("| category | intentctl top-1 | intentctl top-5 | FTS5 top-1 | FTS5 top-5 |")
    print("|---|---|---|---|---|")
    categories = sorted({c for c, _, _, _ in held}) + ["all"]
    misses = []
    for category in categories:
        rows = [i for i, (c, _, _, _) in enumerate(held) if category in ("all", c)]
        figures = []
        for answers in (ours_held, theirs_held):
            first = sum(rank(answers[i], held[i][2]) == 1 for i in rows)
            top5 = sum(all((rank(answers[i], c) or 99) <= 5 for c in [held[i][2]] + held[i][3]) for i in rows)
            figures += [share(first, len(rows)), share(top5, len(rows))]
        print(f"| {category} | " + " | ".join(figures) + " |")
    for i, (category, query, code, also) in enumerate(held):
        if rank(ours_held[i], code) != 1 or not all((rank(ours_held[i], c) or 99) <= 5 for c in also):
            misses.append(f"  {category}: {query!r} -> {code}, got {' '.join(ours_held[i]) or 'nothing'}")
    if misses:
        print("\nintentctl held-out queries not ranked first:")
        print("\n".join(misses))


if __name__ == "__main__":
    main()
