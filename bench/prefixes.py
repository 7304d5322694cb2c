#!/usr/bin/env python3
"""Writes prefix corpora of the Boxoban zip: the first N level files (1,000 levels each),
in the order sokodb reads them (natural name order), plus the licence. Used by run.sh for
the cost-growth row: time per level at 100k against 1.5M.

    bench/prefixes.py SRC DST FILES [--renamed]

--renamed writes the same levels under other entry names (renamed/…) with one more newline
at the end of each file: other bytes, the same boards, so an import into a catalog that has
the originals stores every board again and finds every level known (the "second corpus" row)."""
import re
import sys
import zipfile

def natural(name):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", name)]

def main(src, dst, files, renamed=False):
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        names = sorted((n for n in zin.namelist() if n.endswith(".txt") and "/LICENSE" not in n), key=natural)
        levels = [n for n in names if re.search(r"/\d+\.txt$", n)]
        for n in levels[:files]:
            if renamed:
                zout.writestr("renamed/" + n, zin.read(n) + b"\n")
            else:
                zout.writestr(n, zin.read(n))

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), "--renamed" in sys.argv[4:])
