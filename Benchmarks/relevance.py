#!/usr/bin/env python3
"""Relevance figures: the keystroke replay, the relevance suite and the held-out queries, for
intentctl and its peers over the same data (Benchmarks/peers.py), printed as tables.

Usage: python3 Benchmarks/relevance.py [--data FILE] [--far-fetched]

`--data FILE` measures another dataset (`intentctl suggest --data FILE`); `--far-fetched` prints
only intentctl's far-fetched share, with examples.

- The keystroke replay (Tests/Fixtures/keystroke-replay.json) types each target letter by letter,
  as Pelias's fuzzy-tester replays every prefix, for intentctl, SQLite FTS5 and tantivy: the share
  of targets whose place is first on the full text; first, and staying first, within half the
  text; and the mean share of the text typed before it is first for good (1 when the full text
  does not put it first). Per category and in all. tantivy is installed with pip when missing.

- The replay again for intentctl, each target narrowed to its place's country (`--country`, as a
  parameter scoped by a country asks): no target may be found later than unnarrowed.

- The suite is read from Tests/SuggesterTests/RelevanceCases.swift: a case passes when its code
  is within its `top` rank; top-1 counts the cases whose code ranks first.
- The far-fetched share, for intentctl, SQLite FTS5 and tantivy: among the first five suggestions
  over every prefix of both public suites, those no typed word matches in their own name or city
  (folded, a prefix for the last word, within the typo budget, neighbouring words joined) and whose
  code was not typed, that are neither what the target wants nor an airport a suggestion above them
  lists.

- Towns typed in full: how often one of a town's airports is among the first three, over every town
  of the dataset that no city group or airport with airline service shares its name with (the most
  populous of each name), and over those that list an airfield of their own without passenger
  figures (Cannes).

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
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build/release/intentctl"
# Extra options for every `intentctl suggest`: `--data FILE` measures another dataset.
SUGGEST_OPTIONS = []
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


def intentctl_codes(queries, everything=False, limit=5):
    """The codes of the first `limit` suggestions of each query, as `suggest --stdin` gives them."""
    if not queries:
        return []
    command = [str(BINARY), "suggest", "--stdin", "--limit", str(limit)] + SUGGEST_OPTIONS + (
        ["--all"] if everything else [])
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
    """{(target index, typed length): the first five codes}, asking `answer(queries, near,
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
            firsts[(i, length)] = codes[:5]
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


def intentctl_replay(queries, near, locale, country=None, limit=3):
    command = [str(BINARY), "suggest", "--stdin", "--limit", str(limit)] + SUGGEST_OPTIONS + (
        ["--near", near] if near else []) + (
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
    # A list of five asked for as such: the place the previous keystroke ranked first keeps the
    # last slot of a full list, which is the fifth here, the third in a list of three.
    answers_of_five = dict(answers, intentctl=replay_answers(
        targets, lambda queries, near, locale: intentctl_replay(queries, near, locale, limit=5)))
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

    def among_first(shown, answers_shown, title, goal):
        print(f"Among the first {title}: on the full text / within half / share typed")
        print("| engine | all targets |")
        print("|---|---|")
        for name, _ in engines:
            full, half, share = replay_figures(targets, answers_shown[name], everything, shown=shown)
            print(f"| {name} | {100 * full:.1f}% / {100 * half:.1f}% / {share:.2f} |")
        print(goal)
        print()

    among_first(3, answers, "three suggestions (what a picker shows without scrolling)",
                "Goal for intentctl, the towns: among the first three within half at least 90%.")
    among_first(5, answers_of_five, "five suggestions",
                "Goal for intentctl (relevance v5): among the first five within half at least 90%.")
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


LETTERS = str.maketrans({"ß": "ss", "ø": "o", "đ": "d", "ł": "l", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th",
                         "ð": "d", "ħ": "h", "'": " ", "’": " ", "ʻ": " ", "ʼ": " ", "`": " "})
# Synonyms the suggester matches as the same word.
SYNONYMS = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"}


def fold_words(text):
    """Lower-case words without diacritics, split at anything that is not a letter or a digit, as the
    suggester folds them (near enough for Latin letters; a word split at an apostrophe is also
    matched joined)."""
    decomposed = unicodedata.normalize("NFKD", text.lower().translate(LETTERS))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return [w for w in re.split(r"[^\w]+|_", plain) if w]


def edits(a, b):
    """The Damerau-Levenshtein distance (adjacent transpositions count one), as the typo search
    counts edits."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def edit_budget(word):
    """How many edits a typo match of a typed word may have, as SuggestionScoring.editBudget."""
    return 0 if len(word) < 4 or len(word) > 32 else 1 if len(word) < 8 else 2


def word_matches(typed, own, is_prefix):
    """Whether a typed word matches a word of a place's own names: equal, its beginning when typed
    last, or within the typo budget of it (or of one of its beginnings)."""
    if typed == own or (is_prefix and own.startswith(typed)):
        return True
    budget = edit_budget(typed)
    if not budget:
        return False
    if is_prefix:
        return any(edits(typed, own[:n]) <= budget for n in range(max(1, len(typed) - budget), len(own) + 1))
    return edits(typed, own) <= budget


def is_latin(text):
    """Whether every letter of a text is a Latin one (or a modifier letter, as in "Parcʻhelona")."""
    return all(not c.isalpha() or "LATIN" in unicodedata.name(c, "") or unicodedata.name(c, "").startswith("MODIFIER")
               for c in text)


def names_in_other_scripts():
    """The names of each place in scripts other than Latin (its aliases and CLDR names in the
    dataset), by (kind, code) and, for a town, by its id: the names a traveller typing in that
    script knows it by."""
    names = {}
    for line in (ROOT / "data/airports.tsv").read_text(encoding="utf-8").splitlines()[2:]:
        row = line.split("\t")
        if row[0] not in ("city", "airport", "town"):
            continue
        texts = row[14].split("|") + (row[18].split("|") if len(row) > 18 else []) + [entry.partition("=")[2] for entry in row[16].split("|")]
        names[(row[0], row[1])] = [t for t in texts if t and not is_latin(t)]
    return names


OTHER_SCRIPT_NAMES = None


def is_far_fetched(suggestion, text, wanted, listed):
    """Whether a suggestion is far-fetched for a typed text: it is not what the traveller wanted
    (`wanted`, the target's codes), not an airport an earlier suggestion listed (`listed`, a city
    group's or a town's), and no typed word matches its code or a word of its own names: its name
    and city (a town's name), and for a text typed in another script than Latin, its names in
    other scripts (Парма is Parma's own name for a traveller typing Cyrillic)."""
    global OTHER_SCRIPT_NAMES
    if suggestion["code"] in wanted or suggestion["code"] in listed:
        return False
    typed = fold_words(text)
    if not typed:
        return False
    is_prefix = not text[-1:].isspace()
    own = set()
    fields = [suggestion.get("name") or "", suggestion.get("city") or ""]
    if not is_latin(text):
        if OTHER_SCRIPT_NAMES is None:
            OTHER_SCRIPT_NAMES = names_in_other_scripts()
        kind = suggestion.get("kind")
        key = (kind, suggestion.get("town") or suggestion["code"]) if kind == "town" else (kind, suggestion["code"])
        fields += OTHER_SCRIPT_NAMES.get(key, [])
    for field in fields:
        words = fold_words(field)
        # A word may be typed joined to the next ("newcastle" for "New Castle").
        own.update("".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, min(i + 3, len(words)) + 1))
    codes = {suggestion["code"].lower(), (suggestion.get("icao") or "").lower()}
    for index, word in enumerate(typed):
        last = is_prefix and index == len(typed) - 1
        spellings = {word, SYNONYMS.get(word, word)}
        if word in codes or any(word_matches(typed, name, last) for typed in spellings for name in own):
            return False
    return True


def far_fetched_share(items, answers):
    """(far-fetched, suggestions, examples) over `items`, each (text, wanted codes), with
    `answers` the first five suggestions of each text, as dictionaries with a code, a kind, a
    name and a city (and a city group's or town's airports)."""
    far = total = 0
    examples = []
    for (text, wanted), suggestions in zip(items, answers):
        listed = set()
        for suggestion in suggestions[:5]:
            total += 1
            if is_far_fetched(suggestion, text, wanted, listed):
                far += 1
                if len(examples) < 40:
                    examples.append(f"{text!r}: {suggestion['code']} {suggestion.get('name')}")
            listed.update(a["code"] for a in suggestion.get("airports") or [])
    return far, total, examples


def suite_prefixes():
    """Every prefix of both public suites, each with the codes its target wants: the keystroke
    replay's targets (with their near and locale) and the relevance suite's cases."""
    items = []
    for target in replay_targets():
        text = target["in"]["text"]
        for length in range(1, len(text) + 1):
            if text[:length].strip():
                items.append(((target["in"].get("near"), target["in"].get("locale")), text[:length],
                              set(target["expected"]["codes"])))
    for query, code, _, _ in suite_cases():
        for length in range(1, len(query) + 1):
            if query[:length].strip():
                items.append(((None, None), query[:length], {code}))
    return items


def intentctl_suggestions(queries, near=None, locale=None):
    command = [str(BINARY), "suggest", "--stdin", "--json", "--limit", "5"] + SUGGEST_OPTIONS + (
        ["--near", near] if near else []) + (
        ["--locale", locale] if locale else [])
    output = subprocess.run(command, input="\n".join(queries) + "\n", capture_output=True, text=True, check=True)
    return [json.loads(line) for line in output.stdout.split("\n")[:len(queries)]]


def peer_suggestions(command, location):
    def answer(queries, near=None, locale=None):
        output = subprocess.run([sys.executable, str(ROOT / "Benchmarks/peers.py"), command, location, "5"],
                                input="\n".join(q.replace("\n", " ") for q in queries) + "\n",
                                capture_output=True, text=True, check=True)
        return [json.loads(line) for line in output.stdout.splitlines()[:len(queries)]]
    return answer


def far_fetched(engines, show_examples=False):
    """Prints the far-fetched share of the first five suggestions over every prefix of both
    suites, for each engine `(name, answer(queries, near, locale))`."""
    items = suite_prefixes()
    groups = {}
    for context, text, wanted in items:
        groups.setdefault(context, []).append((text, wanted))
    print(f"Far-fetched suggestions: among the first five over every prefix of both public suites "
          f"({len(items)} prefixes), those no typed word matches in their own names or code, and that are neither "
          "the target nor an airport a suggestion above them lists")
    print("| engine | far-fetched share |")
    print("|---|---|")
    for name, answer in engines:
        far = total = 0
        examples = []
        for (near, locale), group in groups.items():
            f, t, e = far_fetched_share(group, answer([text for text, _ in group], near, locale))
            far, total, examples = far + f, total + t, examples + e
        print(f"| {name} | {share(far, total)} |")
        if show_examples and examples:
            print("  " + "; ".join(examples[:40]))
    print("Goal for intentctl: at most 2%.")
    print()


def towns_first_three():
    """Prints how often a town is answered with one of its airports among the first three when its
    name is typed in full: over every town of the dataset named by no city group or airport with
    airline service (TownAirportsTests picks the same towns), the
    most populous town of each name (a town named as a larger place, "Virginia" or "Florida", means
    that place), and over those of them whose own airfield has no scheduled flights (an airport they
    list without them). A town's suggestion carries its first airport's code."""
    path = pathlib.Path(SUGGEST_OPTIONS[1]) if SUGGEST_OPTIONS[:1] == ["--data"] else ROOT / "data/airports.tsv"
    with open(path, encoding="utf-8") as file:
        next(file)
        header = next(file).rstrip("\n").split("\t")
        rows = [dict(zip(header, line.rstrip("\n").split("\t"))) for line in file]
    # An airfield a town of the same name lists (Cannes's) does not name it: the town stands for it.
    listed_by_namesake = {(" ".join(fold_words(r["city"])), code) for r in rows if r["kind"] == "town"
                          for code in r["group"].split("|")}
    # The places offered by default: city groups, and airports with airline service.
    offered = [r for r in rows if r["kind"] == "city" or (
        r["kind"] == "airport" and r["type"] not in ("heliport", "seaplane_base")
        and (r["scheduled"] == "1" or r["passengers"]))]
    named = {" ".join(fold_words(r["city"])) for r in offered
             if (" ".join(fold_words(r["city"])), r["code"]) not in listed_by_namesake}
    airports = {r["code"]: r for r in rows if r["kind"] == "airport"}

    def own_airfield(town, key):
        """Whether the town lists an airfield of its own: an airport it lists whose city begins with
        its name, with no passenger figures (Cannes's Cannes-Mandelieu)."""
        return any(" ".join(fold_words(airports[code]["city"])).startswith(key) and not airports[code]["passengers"]
                   for code in town["group"].split("|") if code in airports)

    towns = {}
    for town in (r for r in rows if r["kind"] == "town"):
        key = " ".join(fold_words(town["city"]))
        if key and key not in named and int(towns.get(key, {}).get("population") or -1) < int(town["population"] or 0):
            towns[key] = town
    chosen = list(towns.values())
    answers = intentctl_codes([t["city"] for t in chosen], limit=3)
    found = [bool(set(t["group"].split("|")) & set(codes)) for t, codes in zip(chosen, answers)]
    airfield = [i for i, (key, t) in enumerate(towns.items()) if own_airfield(t, key)]
    print("Towns typed in full, one of their airports among the first three (towns named by no city group or "
          "airport with airline service, the most populous of each name)")
    print("| towns | intentctl |")
    print("|---|---|")
    print(f"| all | {share(sum(found), len(chosen))} |")
    print(f"| with an airfield of their own, without passenger figures | "
          f"{share(sum(found[i] for i in airfield), len(airfield))} |")
    misses = [(int(t["population"] or 0), t["city"], t["country"]) for t, hit in zip(chosen, found) if not hit]
    print("Goal for intentctl: at least 95%. The most populous misses: "
          + ", ".join(f"{city} ({country})" for _, city, country in sorted(misses, reverse=True)[:8]))
    print()


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
    tantivy_dir = tantivy_index()
    replay(database, tantivy_dir)
    towns_first_three()
    far_fetched([("intentctl", intentctl_suggestions), ("SQLite FTS5", peer_suggestions("fts5-suggest", database))]
                + ([("tantivy", peer_suggestions("tantivy-suggest", tantivy_dir))] if tantivy_dir else []))

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
    if "--data" in sys.argv:
        SUGGEST_OPTIONS += ["--data", sys.argv[sys.argv.index("--data") + 1]]
    if "--far-fetched" in sys.argv:
        far_fetched([("intentctl", intentctl_suggestions)], show_examples=True)
    else:
        main()
