"""The files part: damaged real files to every command that reads them."""
import os
import re

from .common import HERE, SHARED, LEVEL_LINE, run, check_output, id_rows, verify_rows
from .damage import blocks_of, mutate, untouched, slc_rest, split_solutions

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
    for s in sorted(set(seeds + solved + [p[0] for p in pairs])):
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
    # an aliases file of names the shipped sets credit (docs/credits.md, the aliases file)
    aliases = os.path.join(work, "aliases.tsv")
    with open(aliases, "w", encoding="utf-8") as f:
        f.write("GRIGoRusha\tEvgeniy Grigoriev\nDavid Holland\tD. Holland\tDH\n# a comment\n"
                "Thinking Rabbit\tThinking Rabbit Inc.\n")
    run(["--db", db, "import", os.path.join(HERE, "collections/soukoban")], work)
    commands = ["id", "id", "import", "verify", "solve", "optimize", "difficulty", "import-solutions",
                "verify-pair", "aliases"]
    if args.commands:
        commands = args.commands.split(",")
    # the pair's verdicts undamaged: line n of the solutions is level n of the levels
    pair_base = verify_rows(run(["verify"] + list(pairs[0]), work)[1]) if pairs else []
    checked = {"survival": 0, "no-survival-map": 0}
    for case in range(args.cases):
        cmd = commands[case % len(commands)]
        if cmd in ("verify", "optimize"):
            seed = rng.choice(solved)
        elif cmd in ("import-solutions", "verify-pair") and pairs:
            seed = rng.choice([p for pair in pairs for p in pair])
        elif cmd == "aliases":
            seed = aliases
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
        elif cmd in ("import-solutions", "verify-pair"):
            levels, sols = (path, pairs[0][1]) if seed == pairs[0][0] else (pairs[0][0], path)
            argv = ["--db", db, "import-solutions"] if cmd == "import-solutions" else ["verify"]
            rc, out, err, _ = run(argv + [levels, sols], work)
            if check_output(fails, label, rc, out, err, {0, 1}, [path, seed], [levels, sols]) \
                    and cmd == "verify-pair" and first is not None:
                # the levels before the damage: before its line of the solutions, or whose board
                # ends before it in the levels
                if kind == "bom-inside":
                    before = len(pair_base)  # a byte-order mark is dropped wherever it is
                elif seed == pairs[0][1]:
                    before = first - 1
                else:
                    before = sum(1 for s, e in blocks if e < first - 1)
                got = {r[1]: (r[3], r[4]) for r in verify_rows(out)}
                lost = [r for r in pair_base[:before] if got.get(r[1]) != (r[3], r[4])]
                if lost:
                    fails.add(label, f"{len(lost)} solutions before the damage answered otherwise, the "
                              f"first level {lost[0][1]}: {got.get(lost[0][1])} for {lost[0][3]}", [path, seed])
        elif cmd == "aliases":
            which = "credits" if case % 20 < 10 else "authors"
            rc, out, err, _ = run(["--db", db, which, "--aliases", path], work)
            check_output(fails, label.replace("aliases", which + " --aliases", 1), rc, out, err, {0, 1},
                         [path], [path])
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
