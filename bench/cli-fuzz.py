#!/usr/bin/env python3
"""The command line's bad-input contract, checked through ./sokodb as a user runs it
(docs/fuzzing.md, "Every command on damaged files").

Three parts, each a list of cases; every case is one `./sokodb` process (or a few):

  files   real files (collections/, ../shared/data/sok, the SLC fixtures, the YASS solutions,
          bench/difficulty/*.sok) damaged the way real files are (cut at a line or a byte, a
          line repeated or dropped, a board row shortened, a solution letter wrong or the
          solution cut short, CR, LF and CRLF mixed, a byte-order mark inside, a 100 KB title)
          and given to id, import (then export of that source, similar of one of its levels),
          verify, import-solutions, solve, optimize and difficulty (tiny time limits).
  args    every argument a user can get wrong, command by command.
  kills   SIGINT and SIGKILL at random moments of every command that writes a file or the
          catalog; afterwards the file is absent, the old one or whole, the catalog opens and
          holds at least what it held.

What must hold, each case: exit 0 or the README's code for it; no "Exception", "at org.",
"at java." on stderr or stdout; every stderr line `source:line: level N: reason`, or a line the
README gives for a whole file or command (`source: reason`, `sokodb: …`); the levels of a
damaged file that the damage did not touch answered as in the file itself (their Exact-Ids for
id and import, their verdicts for verify, a row each for solve, optimize, difficulty).

  bench/cli-fuzz.py [--cases N] [--seed S] [--parts files,args,kills] [--work DIR] [--keep DIR]
  SOKODB_TREE=/path/to/checkout bench/cli-fuzz.py …   that checkout's ./sokodb under test

--cases: the files part's cases (default 300); the args part is a fixed list; --kills N the
kills (default 40). Exit 1 when any case broke the contract; each failure is one line, its
input kept in --keep (default bench/out/cli-fuzz/failed). Not timing-sensitive: a loaded machine
only makes it slower (the kills' moments are random anyway).
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the sokodb under test: that checkout's ./sokodb (SOKODB_TREE, as bench/crash.sh takes it)
SOKODB = os.path.join(os.environ.get("SOKODB_TREE", HERE), "sokodb")
SHARED = os.path.normpath(os.path.join(HERE, "..", "shared"))

LEVEL_SEEDS = [
    "collections/xsokoban/screen.1", "collections/xsokoban/screen.37",
    "collections/soukoban/Grigr2001_100.xsb", "collections/soukoban/Holland_81.xsb",
    "collections/soukoban/GrigrSpecial_40.xsb",
    "src/test/resources/slc/tiny-rooms.slc", "src/test/resources/credits/republished.slc",
    "src/test/resources/credits/dh-first.sok",
    "bench/difficulty/Holland.sok", "bench/difficulty/hard.sok", "bench/difficulty/Grigr2002.sok",
]
SHARED_SEEDS = [
    "data/sok/small_collection.sok", "data/sok/mixed_collection.sok",
    "data/sok/parser_test_multiple_snapshots.sok", "data/sok/parser_test_puzzle_no_title.sok",
    "data/sok/Original_and_Extra.sok", "docs/yass-xsokoban-solutions.sok",
]
SOLVED_SEEDS = ["docs/yass-xsokoban-solutions.sok", "bench/difficulty/Holland.sok",
                "src/test/resources/credits/dh-first.sok", "data/sok/small_collection.sok"]

TRACE = re.compile(r"Exception|\bat org\.|\bat java\.|Caused by")
LEVEL_LINE = re.compile(r"^(.+):(\d+): level (\d+): (.+)$")
BOARD_ROW = re.compile(r"^[ \t#@$.*+\-_pPbB0-9|]*#[ \t#@$.*+\-_pPbB0-9|]*$")


def run(argv, cwd, timeout=120, stdin=subprocess.DEVNULL):
    start = time.time()
    try:
        p = subprocess.run([SOKODB] + argv, cwd=cwd, stdin=stdin, capture_output=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, b"", b"timed out", time.time() - start
    return p.returncode, p.stdout, p.stderr, time.time() - start


class Failures:
    def __init__(self, keep):
        self.keep = keep
        self.items = []
        self.shapes = {}

    def add(self, case, why, files=()):
        self.items.append(f"{case}: {why}")
        print(f"FAIL {case}: {why}", flush=True)
        d = os.path.join(self.keep, re.sub(r"[^A-Za-z0-9_.-]+", "_", case)[:120])
        os.makedirs(d, exist_ok=True)
        for f in files:
            if os.path.isfile(f):
                shutil.copy(f, d)

    def stderr_shape(self, line):
        line = re.sub(r"\b[0-9A-F]{16}\b", "ID", line)
        shape = re.sub(r"\d+", "N", re.sub(r"^\S+?:\d+: level \d+: ", "SRC:N: level N: ", line))
        shape = re.sub(r"/[^\s:]+", "PATH", shape)[:110]
        self.shapes[shape] = self.shapes.get(shape, 0) + 1


def slc_rest(keep, blocks, rows, first, err):
    """An SLC file whose XML the damage broke is read up to the break (a level then the last
    one read): the levels before the damage are what must be answered."""
    if keep is None or b"broken XML" not in err or first is None:
        return keep
    return [row for (s, e), row in zip(blocks, rows) if e < first - 1 and row in keep]


def check_output(fails, case, rc, out, err, allowed, files, wanted_sources=None):
    """The general rules: exit code, no trace, every stderr line of a form the README gives."""
    ok = True
    if rc is None:
        fails.add(case, "did not end within its time", files)
        return False
    if rc not in allowed:
        fails.add(case, f"exit {rc}, wanted one of {sorted(allowed)}; stderr: "
                  + err.decode("utf-8", "replace")[-300:].replace("\n", " | "), files)
        ok = False
    text = err.decode("utf-8", "replace") + out.decode("utf-8", "replace")[-2000:]
    m = TRACE.search(err.decode("utf-8", "replace"))
    if m:
        fails.add(case, "a trace on stderr: " + err.decode("utf-8", "replace")[
            max(0, m.start() - 200):m.start() + 200].replace("\n", " | "), files)
        ok = False
    for line in err.decode("utf-8", "replace").splitlines():
        if not line.strip():
            continue
        fails.stderr_shape(line)
        if LEVEL_LINE.match(line):
            continue
        head = line.split(": ", 1)[0] if ": " in line else None
        if line.startswith("Did you mean: "):
            continue  # picocli's guess under an unknown option or command
        if line.startswith("Try 'sokodb") and line.endswith("--help' for more information."):
            continue  # the second line of a usage error (Main)
        if head is None or not head.strip():
            fails.add(case, f"a stderr line of no contract form: {line[:200]!r}", files)
            ok = False
        elif wanted_sources is not None and head not in wanted_sources \
                and not head.startswith("sokodb") and not re.match(r"^(total|\d+ )", head) \
                and not any(head.startswith(s) for s in wanted_sources):
            fails.add(case, f"a stderr line naming neither the input nor sokodb: {line[:200]!r}",
                      files)
            ok = False
    return ok


# ---------------------------------------------------------------- the files part

def blocks_of(text):
    """Line ranges (1-based, inclusive) of the boards of a level file, in order."""
    lines = text.split("\n")
    out = []
    if "<SokobanLevels" in text or "<Level " in text:
        start = None
        for i, l in enumerate(lines, 1):
            if "<Level" in l and "<LevelCollection" not in l:
                start = i
            if "</Level>" in l and start is not None:
                out.append((start, i))
                start = None
        return out
    start = None
    for i, l in enumerate(lines, 1):
        row = BOARD_ROW.match(l.rstrip("\r")) is not None and l.strip() != ""
        if row and start is None:
            start = i
        elif not row and start is not None:
            out.append((start, i - 1))
            start = None
    if start is not None:
        out.append((start, len(lines)))
    return out


def solution_lines(lines):
    return [i for i, l in enumerate(lines)
            if len(l.strip()) >= 8 and re.fullmatch(r"[lurdLURD0-9()]+", l.strip())]


def mutate(data, rng):
    """One damage of a kind real files have: (name, bytes, first line, last line) with the
    damaged lines of the original (1-based; last None: to the end; first None: nothing damaged)."""
    lines = data.split(b"\n")
    n = len(lines)
    kind = rng.choice(["cut-line", "cut-byte", "dup-line", "drop-line", "short-row",
                       "solution-letter", "solution-cut", "line-ends", "bom-inside",
                       "long-title"])
    L = rng.randrange(n)
    if kind == "cut-line":
        return kind, b"\n".join(lines[:L]) + (b"\n" if rng.random() < 0.5 else b""), L + 1, None
    if kind == "cut-byte":
        at = rng.randrange(len(data))
        return kind, data[:at], data[:at].count(b"\n") + 1, None
    if kind == "dup-line":
        return kind, b"\n".join(lines[:L + 1] + lines[L:]), L + 1, L + 1
    if kind == "drop-line":
        return kind, b"\n".join(lines[:L] + lines[L + 1:]), L + 1, L + 1
    if kind == "short-row":
        rows = [i for i, l in enumerate(lines)
                if BOARD_ROW.match(l.decode("latin-1").rstrip("\r")) and l.strip()]
        if rows:
            L = rng.choice(rows)
            row = lines[L].rstrip(b"\r")
            keep = rng.randrange(0, max(1, len(row) - 1))
            lines = lines[:L] + [row[:keep]] + lines[L + 1:]
            return kind, b"\n".join(lines), L + 1, L + 1
        kind = "bom-inside"
    if kind in ("solution-letter", "solution-cut"):
        sols = solution_lines([l.decode("latin-1") for l in lines])
        if sols:
            L = rng.choice(sols)
            s = bytearray(lines[L].rstrip(b"\r"))
            at = rng.randrange(len(s))
            if kind == "solution-letter":
                s[at] = ord(rng.choice("lurdLURDxXq9 ?"))
                lines[L] = bytes(s)
            else:
                lines[L] = bytes(s[:at])
                # the solution's other lines go too: cut short
                j = L + 1
                while j < len(lines) and lines[j].strip() and lines[j].strip()[:1] in b"lurdLURD0123456789(":
                    j += 1
                lines = lines[:L + 1] + lines[j:]
            return kind, b"\n".join(lines), L + 1, L + 1
        kind = "line-ends"
    if kind == "line-ends":
        out, ending = b"", b""
        for l in lines[:-1]:
            l = l.rstrip(b"\r")
            # a CR then an empty line ended by LF would be one CRLF: two lines made one
            ending = rng.choice([b"\r\n", b"\r"] if ending == b"\r" and not l else [b"\n", b"\r\n", b"\r"])
            out += l + ending
        return kind, out + lines[-1], None, None
    if kind == "bom-inside":
        at = rng.randrange(len(lines[L]) + 1)
        lines[L] = lines[L][:at] + "\ufeff".encode() + lines[L][at:]
        return kind, b"\n".join(lines), L + 1, L + 1
    # long-title: a title or comment line of 100 KB where a line was
    title = ("Title: " if rng.random() < 0.5 else "") + "x" * 102400
    blanks = [i for i, l in enumerate(lines) if not l.strip()] or [L]
    L = rng.choice(blanks)
    lines = lines[:L + 1] + [title.encode()] + lines[L + 1:]
    return "long-title", b"\n".join(lines), L + 1, L + 2


def id_rows(out):
    rows = []
    for line in out.decode("utf-8", "replace").splitlines()[1:]:
        f = line.split("\t")
        if len(f) >= 5:
            rows.append(f)
    return rows


def untouched(blocks, index_rows, first, last):
    """The rows of the original whose board the damage did not come near."""
    if first is None:
        return list(index_rows)
    keep = []
    for (s, e), row in zip(blocks, index_rows):
        lo, hi = first - 1, (10**12 if last is None else last + 1)
        if e < lo or s > hi:
            keep.append(row)
    return keep


def verify_rows(out):
    rows = []
    for line in out.decode("utf-8", "replace").splitlines()[1:]:
        f = line.split("\t")
        if len(f) >= 6:
            rows.append(f)
    return rows


def files_part(args, rng, fails, work):
    seeds = [os.path.join(HERE, s) for s in LEVEL_SEEDS]
    seeds += [os.path.join(SHARED, s) for s in SHARED_SEEDS if os.path.exists(os.path.join(SHARED, s))]
    solved = [os.path.join(HERE, s) if not s.startswith(("data/", "docs/")) else os.path.join(SHARED, s)
              for s in SOLVED_SEEDS]
    solved = [s for s in solved if os.path.exists(s)]
    # a level file and a one-line-per-level solution file made from the YASS solutions
    yass = os.path.join(SHARED, "docs/yass-xsokoban-solutions.sok")
    pairs = []
    if os.path.exists(yass):
        lv, sl = split_solutions(open(yass, encoding="utf-8").read())
        with open(os.path.join(work, "yass-levels.xsb"), "w") as f:
            f.write(lv)
        with open(os.path.join(work, "yass-solutions.txt"), "w") as f:
            f.write(sl)
        pairs.append((os.path.join(work, "yass-levels.xsb"), os.path.join(work, "yass-solutions.txt")))
    # the originals' answers, once each
    base = {}
    for s in sorted(set(seeds + solved)):
        rc, out, err, _ = run(["id", s], work)
        text = open(s, "rb").read().decode("utf-8", "replace")
        blocks = blocks_of(text)
        rows = id_rows(out)
        rejected = sum(1 for l in err.decode("utf-8", "replace").splitlines() if LEVEL_LINE.match(l))
        exact = len(blocks) == len(rows) + rejected and rejected == 0
        base[s] = (blocks, rows, exact)
    vbase = {}
    for s in solved:
        rc, out, err, _ = run(["verify", s], work)
        vbase[s] = verify_rows(out)
    db = os.path.join(work, "catalog")
    if pairs:
        run(["--db", db, "import", pairs[0][0]], work)
    commands = ["id", "id", "import", "verify", "solve", "optimize", "difficulty", "import-solutions"]
    checked = {"survival": 0, "no-survival-map": 0}
    for case in range(args.cases):
        cmd = commands[case % len(commands)]
        if cmd in ("verify", "optimize"):
            seed = rng.choice(solved)
        elif cmd == "import-solutions" and pairs:
            seed = rng.choice([p for pair in pairs for p in pair])
        else:
            seed = rng.choice(seeds)
        data = open(seed, "rb").read()
        kind, damaged, first, last = mutate(data, rng)
        ext = os.path.splitext(seed)[1] or ".xsb"
        name = f"c{case:04d}-{kind}-{os.path.basename(seed).replace('.', '_')}{ext}"
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(damaged)
        label = f"{cmd} {name} (lines {first}-{last} of {os.path.relpath(seed, HERE)})"
        blocks, rows, exact = base.get(seed, ([], [], False))
        keep = untouched(blocks, rows, first, last) if exact else None
        if exact and cmd in ("id", "import"):
            checked["survival"] += 1
        elif cmd in ("id", "import"):
            checked["no-survival-map"] += 1
        tl = ["--time-limit", "30ms", "--threads", "1"]
        if cmd == "id":
            rc, out, err, _ = run(["id", path], work)
            keep = slc_rest(keep, blocks, rows, first, err)
            if check_output(fails, label, rc, out, err, {0, 1}, [path, seed], [path]) and keep is not None:
                got = [r[3] for r in id_rows(out)]
                lost = [r for r in keep if r[3] not in got]
                if lost:
                    fails.add(label, f"{len(lost)} untouched levels not answered, the first "
                              f"level {lost[0][1]} {lost[0][3]}", [path, seed])
        elif cmd == "import":
            rc, out, err, _ = run(["--db", db, "import", path], work)
            if b"broken XML" in err:
                keep = []  # a source is imported whole or not at all (docs/formats.md, SLC)
            if check_output(fails, label, rc, out, err, {0, 1}, [path, seed], [path]):
                m = re.search(r"(\d+) levels? \(", out.decode("utf-8", "replace"))
                n = int(m.group(1)) if m else 0
                if keep is not None and n < len(keep):
                    fails.add(label, f"imported {n} levels, {len(keep)} untouched", [path, seed])
                if n:
                    xout = os.path.join(work, name + ".export.sok")
                    rc, out, err, _ = run(["--db", db, "export", "--source", path, "--out", xout], work)
                    check_output(fails, "export of " + label, rc, out, err, {0}, [path, seed])
                    # every level unplayable: none written, each kind left out said in one line
                    none = b": 0 levels, " in out
                    rc, out, err, _ = run(["id", xout], work)
                    check_output(fails, "id of the export of " + label, rc, out, err, {1} if none else {0},
                                 [path, xout])
                    ids = id_rows(out)
                    if ids and case % 3 == 0:
                        rc, out, err, _ = run(["--db", db, "similar", ids[0][4], "--threshold", "95"], work)
                        check_output(fails, "similar after " + label, rc, out, err, {0}, [path])
        elif cmd == "verify":
            rc, out, err, _ = run(["verify", path], work)
            if check_output(fails, label, rc, out, err, {0, 1}, [path, seed], [path]) and keep is not None:
                # a level's solution is below its board: a level reaches to the next board
                reach = [(s, (blocks[i + 1][0] - 1 if i + 1 < len(blocks) else 10**12))
                         for i, (s, e) in enumerate(blocks)]
                want = untouched(reach, vbase[seed], first, last)
                # by verdict and metrics: a damaged title line may rename the level below it
                got = {(r[3], r[4], r[5]) for r in verify_rows(out)}
                lost = [r for r in want if (r[3], r[4], r[5]) not in got]
                if lost:
                    fails.add(label, f"{len(lost)} untouched solutions not answered as before, "
                              f"the first level {lost[0][1]} {lost[0][2]!r} {lost[0][3]}", [path, seed])
        elif cmd == "import-solutions":
            levels, sols = (path, pairs[0][1]) if seed == pairs[0][0] else (pairs[0][0], path)
            rc, out, err, _ = run(["--db", db, "import-solutions", levels, sols], work)
            check_output(fails, label, rc, out, err, {0, 1}, [path, seed], [levels, sols])
        else:
            argv = [cmd] + tl + [path]
            rc, out, err, _ = run(argv, work)
            ok_codes = {0, 1}
            keep = slc_rest(keep, blocks, rows, first, err)
            if check_output(fails, label, rc, out, err, ok_codes, [path, seed], [path]) and keep is not None:
                n = len(verify_rows(out)) if cmd != "difficulty" else len(out.splitlines()) - 1
                if n < len(keep):
                    fails.add(label, f"{n} rows, {len(keep)} untouched levels", [path, seed])
        print(f"  {case + 1}/{args.cases} {label}: exit {rc}", flush=True)
    print(f"files: {args.cases} cases; id/import with the untouched levels checked: "
          f"{checked['survival']}, without (a file whose boards the script cannot map): "
          f"{checked['no-survival-map']}")


def split_solutions(text):
    """The YASS file as a level file without solutions and a one-line-per-level solution file."""
    levels, sols, cur, in_sol = [], [], [], False
    for block in re.split(r"\n\s*\n", text):
        if block.lstrip().startswith("Solution"):
            sols[-1] = "".join(block.strip().split("\n")[1:])
        else:
            levels.append(block)
            if blocks_of(block):
                sols.append("")
    return "\n\n".join(levels) + "\n", "\n".join(s for s in sols) + "\n"


# ---------------------------------------------------------------- the args part

def args_part(args, fails, work):
    x = os.path.join(HERE, "collections/xsokoban/screen.1")
    sols = os.path.join(SHARED, "docs/yass-xsokoban-solutions.sok")
    db = os.path.join(work, "argcat")
    run(["--db", db, "import", x], work)
    ro = os.path.join(work, "readonly")
    os.makedirs(ro, exist_ok=True)
    # root writes into a directory of mode 555: a read-only directory is an immutable one here
    subprocess.run(["chattr", "+i", ro], check=False)
    out = os.path.join(work, "out.sok")
    missing = os.path.join(work, "no-such-dir", "x.sok")
    nofile = os.path.join(work, "no-such-file.xsb")
    d = os.path.join(HERE, "collections/xsokoban")
    existing = os.path.join(work, "existing.sok")
    open(existing, "w").write("old\n")
    usage, inp, other = {2}, {1}, {3}
    cases = []
    for cmd in ["id", "import", "verify", "solve", "optimize", "difficulty", "export", "dups",
                "similar", "generate", "credits", "authors", "show", "stats", "collections",
                "import-solutions", "serve"]:
        cases.append(([cmd, "--no-such-option"], usage))
    for c in ["solve", "optimize", "difficulty"]:
        f = sols if c == "optimize" else x
        cases += [
            ([c, "--time-limit", "-1", f], usage), ([c, "--time-limit", "abc", f], usage),
            ([c, "--time-limit", "0", f], usage), ([c, "--time-limit", "10q", f], usage),
            ([c, "--threads", "0", f], usage), ([c, "--threads", "999999", f], usage),
            ([c, "--threads", "-3", f], usage), ([c, "--threads", "x", f], usage),
            ([c, "--node-limit", "-5", f], usage), ([c, "--memory", "lots", f], usage),
            ([c, "--memory", "-1G", f], usage), ([c, "--time-limit"], usage),
            ([c, "--time-limit", "1", nofile], inp), ([c, "--time-limit", "1", d + "/no"], inp),
        ]
    cases += [
        (["id"], usage), (["id", nofile], inp), (["id", "--threads", "0", x], usage),
        (["id", "--threads", "300", x], usage), (["import"], usage),
        (["--db", db, "import", nofile], inp),
        (["verify"], usage), (["verify", nofile], inp), (["verify", x, nofile], inp),
        (["verify", x, d], inp), (["verify", d, x], {0, 1}),
        (["similar", "--threshold", "101", "X"], usage), (["similar", "--threshold", "0", "X"], usage),
        (["similar", "--threshold", "abc", "X"], usage),
        (["--db", db, "similar", "--threshold", "50", "0000000000000000"], inp),
        (["--db", db, "similar", "02D324FCF43C6CFD", "--threshold", "-2"], usage),
        (["--db", db, "show", "nothing-here"], inp),
        (["--db", db, "export"], usage), (["--db", db, "export", "--out", missing], other),
        (["--db", db, "export", "--out", os.path.join(ro, "x.sok")], other),
        (["--db", db, "export", "--out", existing], usage),
        (["--db", db, "export", "--out", work], usage),
        (["--db", db, "export", "--out", db + ".mv.db", "--force"], usage),
        (["--db", db, "export", "--out", out, "--format", "zzz"], usage),
        (["--db", db, "export", "--out", out, "--order", "zzz"], usage),
        (["--db", db, "export", "--out", out, "--source", "nothing"], inp),
        (["solve", "--time-limit", "1", "--out", missing, x], other),
        (["solve", "--time-limit", "1", "--out", os.path.join(ro, "x.sok"), x], other),
        (["solve", "--time-limit", "1", "--out", existing, x], usage),
        (["solve", "--time-limit", "1", "--out", x, x], usage),
        (["solve", "--time-limit", "1", "--out", work, x], usage),
        (["optimize", "--time-limit", "1", "--out", sols, sols], usage),
        (["optimize", "--time-limit", "1", "--out", missing, sols], other),
        (["optimize", "--time-limit", "1", "--out", os.path.join(ro, "o.sok"), sols], other),
        (["optimize", "--metric", "boxes", sols], usage),
        (["--db", db, "generate", "--count", "0", "--out", out], usage),
        (["--db", db, "generate", "--count", "-1", "--out", out], usage),
        (["--db", db, "generate", "--size", "2x2", "--out", out], usage),
        (["--db", db, "generate", "--size", "axb", "--out", out], usage),
        (["--db", db, "generate", "--size", "100000x100000", "--out", out], usage),
        (["--db", db, "generate", "--boxes", "0", "--out", out], usage),
        (["--db", db, "generate", "--boxes", "999", "--out", out], usage),
        (["--db", db, "generate", "--preset", "S0", "--out", out], usage),
        (["--db", db, "generate", "--threads", "0", "--out", out], usage),
        (["--db", db, "generate", "--time-limit", "-1", "--out", out], usage),
        (["--db", db, "generate", "--out", missing, "--count", "1"], other),
        (["--db", db, "generate", "--out", os.path.join(ro, "g.sok"), "--count", "1"], other),
        (["--db", db, "generate", "--out", existing], usage),
        (["--db", db, "generate", "--out", work], usage),
        (["--db", db, "credits", "--aliases", nofile], inp),
        (["--db", db, "credits", "--aliases", d], inp),
        (["--db", db, "authors", "--aliases", nofile], inp),
        (["--db", db, "credits", "--similar", "101"], usage),
        (["--db", db, "dups", "--html", missing], other),
        (["--db", db, "dups", "--html", work], usage),
        (["--db", db, "dups", "--similar", "0"], usage),
        (["--db", db, "show", "02D324FCF43C6CFD", "--svg", missing], other),
        (["--db", db, "import-solutions", x], usage),
        (["--db", db, "import-solutions", x, nofile], inp),
        (["--db", db, "import-solutions", nofile, sols], inp),
        (["--db", db, "import-solutions", x, d], inp),
        (["--db", d, "stats"], other),
        (["--db", nofile, "stats"], other),
        (["--db", os.path.join(ro, "new"), "import", x], other),
        (["--db", db, "serve", "--port", "99999"], usage),
        (["--db", db, "serve", "--port", "-1"], usage),
        (["--db", db, "serve", "--port", "abc"], usage),
        (["--db", db, "solve", "--catalog", "--limit", "-1"], usage),
        (["--db", db, "solve", "--catalog", "--source", "nothing", "--time-limit", "1"], inp),
        (["--db", db, "difficulty", "--catalog", "--source", "nothing"], inp),
    ]
    for argv, want in cases:
        rc, o, e, _ = run(argv, work, timeout=120)
        label = "args: sokodb " + " ".join(os.path.relpath(a, work) if a.startswith(work) else a
                                          for a in argv)
        ok = check_output(fails, label, rc, o, e, want, [])
        lines = [l for l in e.decode("utf-8", "replace").splitlines() if l.strip()]
        if ok and rc == 2 and not lines:
            fails.add(label, "a usage error with nothing on stderr", [])
        print(f"  {label}: exit {rc}: {lines[0][:150] if lines else ''}", flush=True)
    subprocess.run(["chattr", "-i", ro], check=False)
    print(f"args: {len(cases)} cases")


# ---------------------------------------------------------------- the kills part

def stats(db, work):
    rc, out, err, _ = run(["--db", db, "stats"], work)
    if rc != 0:
        return None, err.decode("utf-8", "replace")
    lines = out.decode().splitlines()
    return dict(zip(lines[0].split("\t"), lines[1].split("\t"))), ""


def level_count(path, work):
    rc, out, err, _ = run(["id", path], work)
    return len(id_rows(out)) if rc == 0 else None


def whole(path, kind, expected, work):
    """None when the file at path is whole: every level there (as many as expected), every
    solution in it valid; else why not."""
    n = level_count(path, work)
    if n is None or (expected is not None and n != expected):
        return f"{n} levels in it, {expected} in the whole file"
    if kind == "sok":
        rc, out, err, _ = run(["verify", path], work)
        bad = [r for r in verify_rows(out) if r[3] in ("illegal", "malformed")]
        if bad:
            return f"level {bad[0][1]}'s solution is {bad[0][3]}"
    if kind == "slc" and not open(path, "rb").read().rstrip().endswith(b">"):
        return "the XML is cut short"
    return None


def boxoban_files(work, count):
    """The first files of the Boxoban zip, extracted (the compaction's catalog)."""
    import zipfile
    zip_path = os.path.join(SHARED, "data/boxoban-levels.zip")
    d = os.path.join(work, "boxoban")
    os.makedirs(d, exist_ok=True)
    out = []
    with zipfile.ZipFile(zip_path) as z:
        for name in sorted(n for n in z.namelist() if n.endswith(".txt"))[:count]:
            target = os.path.join(d, name.replace("/", "-"))
            with open(target, "wb") as f:
                f.write(z.read(name))
            out.append(target)
    return out


def kills_part(args, rng, fails, work):
    x = os.path.join(HERE, "collections/xsokoban")
    sols = os.path.join(SHARED, "docs/yass-xsokoban-solutions.sok")
    holland = os.path.join(HERE, "bench/difficulty/Holland.sok")
    db = os.path.join(work, "killcat")
    run(["--db", db, "import", os.path.join(HERE, "collections/soukoban"), holland], work)
    # the uninterrupted outputs' sizes, in levels
    ref = os.path.join(work, "reference")
    run(["--db", db, "export", "--out", ref + ".sok"], work)
    run(["--db", db, "export", "--format", "slc", "--out", ref + ".slc"], work)
    counts = {"export": level_count(ref + ".sok", work), "export-slc": level_count(ref + ".slc", work),
              "solve --out": level_count(x, work), "optimize --out": level_count(sols, work),
              "generate --out": None}
    scenarios = [
        ("export", lambda o: ["--db", db, "export", "--out", o, "--force"], "sok"),
        ("export-slc", lambda o: ["--db", db, "export", "--format", "slc", "--out", o, "--force"], "slc"),
        ("solve --out", lambda o: ["solve", "--time-limit", "300ms", "--out", o, "--force", x], "sok"),
        ("optimize --out", lambda o: ["optimize", "--time-limit", "300ms", "--out", o, "--force", sols], "sok"),
        ("generate --out", lambda o: ["--db", db, "generate", "--count", "2", "--seed", "7", "--out", o,
                                      "--force", "--time-limit", "20s"], "sok"),
        ("import", lambda o: ["--db", db, "import", x], None),
        ("solve --catalog", lambda o: ["--db", db, "solve", "--catalog", "--time-limit", "300ms", "--limit", "20"], None),
        ("optimize --catalog", lambda o: ["--db", db, "optimize", "--catalog", "--time-limit", "300ms", "--limit", "20"], None),
        ("difficulty --catalog", lambda o: ["--db", db, "difficulty", "--catalog", "--time-limit", "300ms"], None),
        ("import-solutions", lambda o: ["--db", db, "import-solutions", x, os.path.join(work, "yass-solutions.txt")], None),
    ]
    if not os.path.exists(os.path.join(work, "yass-solutions.txt")):
        lv, sl = split_solutions(open(sols, encoding="utf-8").read())
        open(os.path.join(work, "yass-solutions.txt"), "w").write(sl)
    old_text = b"an older file, whole\n"
    for k in range(args.kills):
        name, make, kind = scenarios[k % len(scenarios)]
        sig = signal.SIGINT if rng.random() < 0.5 else signal.SIGKILL
        out = os.path.join(work, f"k{k:03d}.{kind or 'x'}")
        had_old = rng.random() < 0.5
        if kind and had_old:
            open(out, "wb").write(old_text)
        before, _ = stats(db, work)
        argv = make(out)
        delay = rng.uniform(0.3, 4.0)
        rc, o, e = signalled(argv, work, sig, delay)
        label = f"kill {k}: {name}, {sig.name} after {delay:.2f}s (exit {rc})"
        if rc is None:
            fails.add(label, "did not stop within 60 s of the signal", [])
            continue
        if sig == signal.SIGINT:
            check_output(fails, label, rc, o, e, {0, 1, 130}, [])
        if kind:
            if os.path.exists(out) and open(out, "rb").read() != old_text:
                why = whole(out, kind, counts[name], work)
                if why:
                    fails.add(label, "the file left is neither absent, the old one nor whole: " + why, [out])
            temps = [f for f in os.listdir(work) if f.startswith("." + os.path.basename(out)) and
                     f.endswith(".tmp")]
            if temps and sig == signal.SIGINT:
                fails.add(label, f"a temporary file left after Ctrl-C: {temps[0]}", [])
        after, why = stats(db, work)
        if after is None:
            fails.add(label, "the catalog does not open afterwards: " + why[:300], [])
        elif before is not None:
            for key, v in before.items():
                try:
                    if int(after.get(key, "0")) < int(v):
                        fails.add(label, f"the catalog lost {key}: {v} -> {after.get(key)}", [])
                except ValueError:
                    pass
        print(f"  {label}: checked", flush=True)
    print(f"kills: {args.kills} cases")
    if args.compactions:
        compaction_kills(args, rng, fails, work)


def signalled(argv, work, sig, delay, after_line=None):
    """Runs sokodb and sends sig to its process group (as a terminal's Ctrl-C does) delay
    seconds after it starts, or after it prints a stderr line holding after_line."""
    p = subprocess.Popen([SOKODB] + argv, cwd=work, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    err = b""
    if after_line:
        while True:
            line = p.stderr.readline()
            if not line:
                break
            err += line
            if after_line.encode() in line:
                break
    time.sleep(delay)
    try:
        os.killpg(p.pid, sig)
    except ProcessLookupError:
        pass
    try:
        o, e = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None, b"", b""
    return p.returncode, o, err + e


def compaction_kills(args, rng, fails, work):
    """An import that ends with the compaction of its catalog file, killed or interrupted while it
    compacts: the catalog opens with every source the import printed."""
    files = boxoban_files(work, 64)
    base = os.path.join(work, "compact-base")
    rc, out, err, _ = run(["--db", base, "import"] + files[:56], work, timeout=1800)
    if rc != 0:
        fails.add("compaction: the base import", f"exit {rc}: {err[-300:]!r}", [])
        return
    for k in range(args.compactions):
        db = os.path.join(work, f"compact-{k}")
        shutil.copy(base + ".mv.db", db + ".mv.db")
        sig = signal.SIGINT if rng.random() < 0.5 else signal.SIGKILL
        delay = rng.uniform(0.0, 3.0)
        rc, o, e = signalled(["--db", db, "import"] + files[56:], work, sig, delay,
                             after_line="compacting the catalog file")
        compacting = b"compacting the catalog file" in e
        label = (f"compaction kill {k}: {sig.name} {delay:.2f}s after the compaction began (exit {rc}, "
                 f"{'compacted' if b'compacted the catalog file' in e else 'not compacted'})")
        if rc is None:
            fails.add(label, "did not stop within 60 s of the signal", [])
            continue
        if not compacting:
            fails.add(label, "the import did not compact: " + e.decode("utf-8", "replace")[-300:], [])
        if sig == signal.SIGINT:
            check_output(fails, label, rc, o, e, {0, 130}, [])
        printed = len(re.findall(rb"^.*: 1000 boards: ", o, re.M))
        after, why = stats(db, work)
        if after is None:
            fails.add(label, "the catalog does not open afterwards: " + why[:300], [])
        else:
            held = int(after.get("sources", after.get("collections", "0")))
            if held < 56 + printed:
                fails.add(label, f"{held} sources in the catalog, 56 before and {printed} printed", [])
        print(f"  {label}: {printed} printed, catalog {after}", flush=True)
        for f in os.listdir(work):
            if f.startswith(f"compact-{k}."):
                os.remove(os.path.join(work, f))
    print(f"compaction kills: {args.compactions} cases")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--kills", type=int, default=40)
    ap.add_argument("--compactions", type=int, default=6)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--parts", default="files,args,kills")
    ap.add_argument("--work", default=os.path.join(HERE, "bench/out/cli-fuzz/work"))
    ap.add_argument("--keep", default=os.path.join(HERE, "bench/out/cli-fuzz/failed"))
    args = ap.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    shutil.rmtree(args.keep, ignore_errors=True)
    os.makedirs(args.work)
    rng = random.Random(args.seed)
    fails = Failures(args.keep)
    subprocess.run([SOKODB, "--version"], stdout=subprocess.DEVNULL)
    parts = args.parts.split(",")
    if "files" in parts:
        files_part(args, rng, fails, args.work)
    if "args" in parts:
        args_part(args, fails, args.work)
    if "kills" in parts:
        kills_part(args, rng, fails, args.work)
    print("stderr lines by shape:")
    for shape, n in sorted(fails.shapes.items(), key=lambda kv: -kv[1])[:40]:
        print(f"  {n:5d}  {shape}")
    print(f"{len(fails.items)} failures")
    for f in fails.items:
        print("  " + f)
    sys.exit(1 if fails.items else 0)


if __name__ == "__main__":
    main()
