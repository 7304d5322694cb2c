#!/usr/bin/env python3
"""Independent count of boards and rejected boards per level file (written by hand, not from the Java code).

A board is a maximal run of lines that consist only of board characters (# @ + $ * . space - _ p P b B w W,
tabs allowed) and contain a wall. A board is rejected when the file or the puzzle notes declare a variant
other than Sokoban (Game:/Variant: key, ':' or '='), or when it is not a closed board with exactly one man
(flood fill from the man over non-wall squares reaching the edge of the bounding grid, any unknown character).
"""
import re
import sys

BOARD = set("#@+$*. -_pPbBwW\t")
WALLS = set("#wW")
VARIANT = re.compile(r"^\s*(game|variant)\s*[:=]\s*(\S.*?)\s*$", re.I)


def is_board(line):
    t = line.rstrip(" ")
    return t != "" and all(c in BOARD for c in t) and any(c in WALLS for c in t)


def invalid(rows):
    w = max(len(r) for r in rows)
    h = len(rows)
    grid = [r.ljust(w) for r in rows]
    men = [(y, x) for y in range(h) for x in range(w) if grid[y][x] in "@+pP"]
    if len(men) != 1:
        return "men=%d" % len(men)
    if any(c not in BOARD or c == "\t" for r in grid for c in r):
        return "bad char"
    seen = {men[0]}
    todo = [men[0]]
    while todo:
        y, x = todo.pop()
        if y in (0, h - 1) or x in (0, w - 1):
            return "open"
        for dy, dx in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            n = (y + dy, x + dx)
            if n not in seen and grid[n[0]][n[1]] not in WALLS:
                seen.add(n)
                todo.append(n)
    return None


def count(path):
    data = open(path, "rb").read().decode("latin-1")
    lines = data.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    boards = []  # [rows, variant]
    global_variant = None
    i = 0
    while i < len(lines):
        if is_board(lines[i]):
            rows = []
            while i < len(lines) and is_board(lines[i]):
                rows.append(lines[i].rstrip(" "))
                i += 1
            boards.append([rows, None])
            continue
        m = VARIANT.match(lines[i])
        if m:
            if boards:
                if boards[-1][1] is None:
                    boards[-1][1] = m.group(2)
            else:
                global_variant = m.group(2)
        i += 1
    rejected = 0
    for rows, variant in boards:
        v = variant or global_variant
        if v and not v.lower().startswith("sokoban"):
            rejected += 1
        elif invalid(rows):
            rejected += 1
    return len(boards), rejected


if __name__ == "__main__":
    for p in sys.argv[1:]:
        b, r = count(p)
        print("%s\t%d\t%d" % (p, b, r))
