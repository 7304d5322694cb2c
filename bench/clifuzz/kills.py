"""The kills part: SIGINT and SIGKILL at random moments of every command that writes."""
import os
import re
import shutil
import signal
import subprocess
import time

from .common import HERE, SHARED, SOKODB, run, check_output, id_rows, verify_rows, stats
from .damage import split_solutions


def level_count(path, work):
    rc, out, err, _ = run(["id", path], work)
    return len(id_rows(out)) if rc == 0 else None


def whole(path, kind, expected, work):
    """None when the file at path is whole: every level there (as many as expected), every
    solution in it valid; else why not."""
    if kind == "html":
        text = open(path, "rb").read()
        return None if text.rstrip().endswith(b"</html>") else "the page is cut short"
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
        for name in sorted(n for n in z.namelist() if n.endswith(".txt") and "LICENSE" not in n)[:count]:
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
        ("dups --html", lambda o: ["--db", db, "dups", "--html", o, "--force"], "html"),
    ]
    if not os.path.exists(os.path.join(work, "yass-solutions.txt")):
        lv, sl = split_solutions(open(sols, encoding="utf-8").read())
        open(os.path.join(work, "yass-solutions.txt"), "w").write(sl)
    old_text = b"an older file, whole\n"
    # each scenario once without a signal: its time bounds the moments drawn (a signal after
    # the run's end tests nothing); a command that writes the catalog writes it here too
    took = {}
    for name, make, kind in scenarios:
        start = time.time()
        run(make(os.path.join(work, "timed." + (kind or "x"))), work, timeout=600)
        took[name] = time.time() - start
        print(f"  {name}: {took[name]:.1f} s without a signal", flush=True)
    # the uninterrupted outputs' sizes, in levels (the import above has added its levels; the
    # import's runs below add none: its sources are in the catalog)
    ref = os.path.join(work, "reference")
    run(["--db", db, "export", "--out", ref + ".sok"], work)
    run(["--db", db, "export", "--format", "slc", "--out", ref + ".slc"], work)
    counts = {"export": level_count(ref + ".sok", work), "export-slc": level_count(ref + ".slc", work),
              "solve --out": level_count(x, work), "optimize --out": level_count(sols, work),
              "generate --out": None, "dups --html": None}
    for k in range(args.kills):
        name, make, kind = scenarios[k % len(scenarios)]
        sig = signal.SIGINT if rng.random() < 0.5 else signal.SIGKILL
        out = os.path.join(work, f"k{k:03d}.{kind or 'x'}")
        had_old = rng.random() < 0.5
        if kind and had_old:
            open(out, "wb").write(old_text)
        before, _ = stats(db, work)
        argv = make(out)
        delay = rng.uniform(0.3, max(0.5, took[name] * 0.9))
        rc, o, e = signalled(argv, work, sig, delay)
        label = f"kill {k}: {name}, {sig.name} after {delay:.2f}s (exit {rc})"
        if rc is None:
            fails.add(label, "did not stop within 60 s of the signal", [])
            continue
        if sig == signal.SIGINT:
            # -2: ended by the signal itself, before the JVM took it (its start): 130 in a shell
            check_output(fails, label, rc, o, e, {0, 1, 130, -signal.SIGINT}, [])
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
        tail = e.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        print(f"  {label}: checked; {tail[0][:160]}", flush=True)
    print(f"kills: {args.kills} cases")


def signalled(argv, work, sig, delay, after_line=None):
    """Runs sokodb and sends sig to its process group (as a terminal's Ctrl-C does) delay
    seconds after it starts, or after it prints a stderr line holding after_line."""
    # SIGINT as a terminal leaves it: a shell's background job (this script under `… &`)
    # starts with SIGINT ignored, and a JVM started so never takes it (docs/web.md)
    p = subprocess.Popen([SOKODB] + argv, cwd=work, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
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
        # the compaction of these 64 sources takes about a second (load 17)
        delay = rng.uniform(0.0, 1.5)
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
