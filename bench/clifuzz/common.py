"""What every part of bench/cli-fuzz.py shares: running ./sokodb, the contract's checks, the
failures and the stderr lines' shapes, the tables sokodb prints."""
import os
import re
import shutil
import subprocess
import time

HERE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# the sokodb under test: that checkout's ./sokodb (SOKODB_TREE, as bench/crash.sh takes it)
SOKODB = os.path.join(os.environ.get("SOKODB_TREE", HERE), "sokodb")
SHARED = os.path.normpath(os.path.join(HERE, "..", "shared"))
TRACE = re.compile(r"Exception|\bat org\.|\bat java\.|Caused by")
LEVEL_LINE = re.compile(r"^(.+):(\d+): level (\d+): (.+)$")


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


def table_rows(out, columns):
    """The rows of a TSV table sokodb printed, its header left out, each with at least columns fields."""
    return [f for f in (line.split("\t") for line in out.decode("utf-8", "replace").splitlines()[1:])
            if len(f) >= columns]


def id_rows(out):
    return table_rows(out, 5)


def verify_rows(out):
    return table_rows(out, 6)


def stats(db, work):
    rc, out, err, _ = run(["--db", db, "stats"], work)
    if rc != 0:
        return None, err.decode("utf-8", "replace")
    lines = out.decode().splitlines()
    return dict(zip(lines[0].split("\t"), lines[1].split("\t"))), ""
