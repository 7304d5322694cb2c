"""The damage done to a real file, and which of its levels the damage did not come near."""
import re

BOARD_ROW = re.compile(r"^[ \t#@$.*+\-_pPbB0-9|]*#[ \t#@$.*+\-_pPbB0-9|]*$")


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

def slc_rest(keep, blocks, rows, first, err):
    """An SLC file whose XML the damage broke is read up to the break (a level then the last
    one read): the levels before the damage are what must be answered."""
    if keep is None or b"broken XML" not in err or first is None:
        return keep
    return [row for (s, e), row in zip(blocks, rows) if e < first - 1 and row in keep]

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
