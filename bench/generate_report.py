#!/usr/bin/env python3
"""The results of bench/generate.sh: a Markdown table on stdout and the box-lines chart (SVG).

   generate_report.py OUT LEVELS BOXOBAN_LEVELS SECONDS MIN_BOX_LINES LOAD SVG
"""
import re
import statistics
import sys
from pathlib import Path

out, levels, boxoban_levels, seconds, min_box_lines, load, svg_path = sys.argv[1:8]
out = Path(out)
PRESETS = [f"S{i}" for i in range(1, 10)]


def generated(name):
    """Rows of a generate run (its TSV) and its stderr summary."""
    lines = (out / f"{name}.tsv").read_text().splitlines()
    rows = [dict(zip(lines[0].split("\t"), l.split("\t"))) for l in lines[1:]]
    err = (out / f"{name}.err").read_text()
    kept = re.search(r"kept (\d+) of (\d+) candidates in ([\d.]+) s", err)
    rejected = re.search(r"rejected: (.*)", err).group(1)
    return {
        "levels": [(int(r["box_lines"]), int(r["box_changes"]), int(r["pushes"])) for r in rows],
        "kept": int(kept.group(1)),
        "candidates": int(kept.group(2)),
        "seconds": float(kept.group(3)),
        "rejected": shorten(rejected),
    }


def shorten(rejected):
    if rejected == "none":
        return "none"
    words = {"not a level": "not a level", "duplicate of an earlier": "dup in run",
             "duplicate of a catalog": "dup in catalog", "not solved within": "unsolved in time",
             "unsolvable": "unsolvable", "too few box lines": "too few box lines"}
    parts = []
    for part in rejected.split("; "):
        n, text = part.split(" ", 1)
        parts.append(n + " " + next((v for k, v in words.items() if text.startswith(k)), text))
    return ", ".join(parts)


def boxoban():
    lines = (out / "boxoban.tsv").read_text().splitlines()
    rows = [dict(zip(lines[0].split("\t"), l.split("\t"))) for l in lines[1:]]
    solved = [r for r in rows if r["verdict"] == "solved"]
    others = {}
    for r in rows:
        if r["verdict"] != "solved":
            others[r["verdict"]] = others.get(r["verdict"], 0) + 1
    total_seconds = sum(float(r["seconds"]) for r in rows if r["seconds"])
    return {
        "levels": [(int(r["box_lines"]), int(r["box_changes"]), int(r["pushes"])) for r in solved],
        "count": len(rows),
        "optimal": sum(1 for r in solved if r["push_optimal"] == "true"),
        "seconds": total_seconds,
        "others": ", ".join(f"{n} {v}" for v, n in sorted(others.items())) or "none",
    }


def med_mean(values):
    if not values:
        return "–"
    return f"{statistics.median(values):g} / {statistics.mean(values):.2f}"


def measures(lv):
    return [med_mean([l[i] for l in lv]) for i in range(3)]


print(f"Measured {__import__('datetime').date.today()} on this project's 2-core machine, load average {load} at "
      f"the end (a first number above 2 means other work shared the cores: the rates are then low and noisy; "
      f"the box lines are not).\n")
print(f"**8×8, 3 boxes, {levels} levels per preset** (seed 1, forward 30, backward 30, goals carved; "
      f"each run imported, so later presets also reject the earlier ones' levels):\n")
print("| preset | kept/min | candidates | rejected | box lines (median / mean) | box changes | pushes |")
print("|---|---:|---:|---|---:|---:|---:|")
runs = {}
for p in PRESETS:
    g = generated(p)
    runs[p] = g
    rate = g["kept"] / g["seconds"] * 60 if g["seconds"] > 0 else float("inf")
    print(f"| {p} | {rate:,.0f} | {g['candidates']} | {g['rejected']} | " + " | ".join(measures(g["levels"])) + " |")

b = boxoban()
ours = generated("ours-10x10")
filtered = generated("ours-10x10-filtered")
print(f"\n**10×10, 4 boxes**: the first {boxoban_levels} Boxoban levels (medium/train/000.txt) solved by "
      f"the same solver, {seconds} s each, next to {levels} of ours (S9, seed 1):\n")
print("| set | levels measured | kept/min or solve time | not measured | box lines (median / mean) | box changes "
      "| pushes |")
print("|---|---:|---|---|---:|---:|---:|")
print(f"| Boxoban medium | {len(b['levels'])} of {b['count']} ({b['optimal']} push-optimal) | "
      f"{b['seconds']:.0f} s in all | {b['others']} | " + " | ".join(measures(b["levels"])) + " |")
for name, g in (("ours, S9", ours), (f"ours, S9, --min-box-lines {min_box_lines}", filtered)):
    rate = g["kept"] / g["seconds"] * 60 if g["seconds"] > 0 else float("inf")
    print(f"| {name} | {g['kept']} | {rate:,.0f} kept/min | {g['rejected']} | "
          + " | ".join(measures(g["levels"])) + " |")

# --- the chart: share of levels per number of box lines, as the seed's figures 5 and 7 ---
W, H = 900, 380
PANEL_W = 400
COLOURS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#000000"]


def panel(x0, title, series, max_lines):
    top, height = 40, 260
    peak = max((max(shares(s).values(), default=0) for _, s, _ in series), default=1) or 1
    peak = (int(peak * 100) // 5 + 1) * 5 / 100
    parts = [f'<text x="{x0 + PANEL_W / 2}" y="22" text-anchor="middle" font-weight="bold">{title}</text>',
             f'<line x1="{x0}" y1="{top + height}" x2="{x0 + PANEL_W}" y2="{top + height}" stroke="#444"/>',
             f'<line x1="{x0}" y1="{top}" x2="{x0}" y2="{top + height}" stroke="#444"/>']
    for k in range(0, max_lines + 1, 5):
        x = x0 + k / max_lines * PANEL_W
        parts.append(f'<text x="{x:.1f}" y="{top + height + 16}" text-anchor="middle">{k}</text>')
    for k in range(0, int(peak * 100) + 1, 5):
        y = top + height - k / 100 / peak * height
        parts.append(f'<text x="{x0 - 6}" y="{y + 4:.1f}" text-anchor="end">{k}%</text>')
        parts.append(f'<line x1="{x0}" y1="{y:.1f}" x2="{x0 + PANEL_W}" y2="{y:.1f}" stroke="#ddd"/>')
    parts.append(f'<text x="{x0 + PANEL_W / 2}" y="{top + height + 34}" text-anchor="middle">box lines of the '
                 f'solver\'s solution</text>')
    parts.append(f'<text transform="translate({x0 - 42},{top + height / 2}) rotate(-90)" text-anchor="middle">'
                 f'share of levels</text>')
    for i, (label, s, colour) in enumerate(series):
        sh = shares(s)
        pts = " ".join(f"{x0 + k / max_lines * PANEL_W:.1f},{top + height - sh.get(k, 0) / peak * height:.1f}"
                       for k in range(0, max_lines + 1))
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="1.6" points="{pts}"/>')
        ly = top + 12 + i * 15
        parts.append(f'<line x1="{x0 + PANEL_W - 150}" y1="{ly - 4}" x2="{x0 + PANEL_W - 132}" y2="{ly - 4}" '
                     f'stroke="{colour}" stroke-width="2"/>')
        parts.append(f'<text x="{x0 + PANEL_W - 128}" y="{ly}">{label}</text>')
    return parts


def shares(lv):
    counts = {}
    for l in lv:
        counts[l[0]] = counts.get(l[0], 0) + 1
    return {k: v / len(lv) for k, v in counts.items()} if lv else {}


def mean(lv):
    return statistics.mean(l[0] for l in lv) if lv else 0


left = [(f"{p} (mean {mean(runs[p]['levels']):.1f})", runs[p]["levels"], COLOURS[i]) for i, p in enumerate(PRESETS)]
right = [(f"Boxoban (mean {mean(b['levels']):.1f})", b["levels"], COLOURS[0]),
         (f"ours S9 (mean {mean(ours['levels']):.1f})", ours["levels"], COLOURS[3]),
         (f"ours ≥ {min_box_lines} (mean {mean(filtered['levels']):.1f})", filtered["levels"], COLOURS[2])]
max_left = max([l[0] for _, s, _ in left for l in s] + [10])
max_right = max([l[0] for _, s, _ in right for l in s] + [10])
body = (panel(60, f"8×8, 3 boxes: presets S1–S9", left, (max_left // 5 + 1) * 5)
        + panel(60 + PANEL_W + 70, "10×10, 4 boxes", right, (max_right // 5 + 1) * 5))
svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W + 60}" height="{H}" font-family="sans-serif" '
       f'font-size="11">\n<rect width="100%" height="100%" fill="white"/>\n' + "\n".join(body) + "\n</svg>\n")
Path(svg_path).write_text(svg)
