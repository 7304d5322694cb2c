#!/usr/bin/env python3
"""The command line's bad-input contract, checked through ./sokodb as a user runs it
(docs/fuzzing.md, "Every command on damaged files").

Four parts, each a list of cases; every case is one `./sokodb` process (or a few):

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
  compaction  an import that ends by compacting its catalog file (64 Boxoban files), killed or
          interrupted while it compacts: the catalog opens with every source it printed.

What must hold, each case: exit 0 or the README's code for it; no "Exception", "at org.",
"at java." on stderr or stdout; every stderr line `source:line: level N: reason`, or a line the
README gives for a whole file or command (`source: reason`, `sokodb: …`); the levels of a
damaged file that the damage did not touch answered as in the file itself (their Exact-Ids for
id and import, their verdicts for verify, a row each for solve, optimize, difficulty).

  bench/cli-fuzz.py [--cases N] [--seed S] [--parts files,args,kills,compaction] [--work DIR] [--keep DIR]
  SOKODB_TREE=/path/to/checkout bench/cli-fuzz.py …   that checkout's ./sokodb under test

--cases: the files part's cases (default 300); the args part is a fixed list; --kills N the
kills (default 40); --compactions N the compaction's (default 6). Exit 1 when any case broke the contract; each failure is one line, its
input kept in --keep (default bench/out/cli-fuzz/failed). Not timing-sensitive: a loaded machine
only makes it slower (the kills' moments are random anyway).
"""
import argparse
import os
import random
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in bench/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clifuzz.common import HERE, SOKODB, Failures  # noqa: E402
from clifuzz.files import files_part  # noqa: E402
from clifuzz.args import args_part  # noqa: E402
from clifuzz.kills import kills_part, compaction_kills  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--kills", type=int, default=40)
    ap.add_argument("--compactions", type=int, default=6)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--commands", default="", help="the files part's commands only (e.g. verify-pair,id)")
    ap.add_argument("--parts", default="files,args,kills,compaction")
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
    if "compaction" in parts:
        compaction_kills(args, rng, fails, args.work)
    print("stderr lines by shape:")
    for shape, n in sorted(fails.shapes.items(), key=lambda kv: -kv[1])[:40]:
        print(f"  {n:5d}  {shape}")
    print(f"{len(fails.items)} failures")
    for f in fails.items:
        print("  " + f)
    sys.exit(1 if fails.items else 0)


if __name__ == "__main__":
    main()
