#!/usr/bin/env python3
"""The import's main thread by phase, from a flight recording (`jfr print --json --events
jdk.ExecutionSample REC.jfr > REC.json`, as bench/import-profile.sh writes it): each sample
of the thread named "main" goes to the first phase below whose method is on its stack, so
the tail after the last source (the bulk load's end, the similarity index, the listing, the
compaction) is told apart from the sources' own work. Record with a deeper stack than the
default 64 frames (-XX:FlightRecorderOptions:stackdepth=256) and print with
`jfr print --stack-depth 300`, or deep H2 stacks fall in no phase. A sample is 20 ms of the
thread in Java (settings=profile), on a core or waiting for one: shares, not seconds.

    bench/import_phases.py REC.json"""
import json
import sys
from collections import Counter

PHASES = [  # (class, method or None, phase): the first found on the stack, from its top, names it
    ("org.sokodb.catalog.imports.bulk.GroupCensus", None, "tail: group census"),
    ("org.sokodb.catalog.imports.bulk.BulkIndexDao", None, "tail: level indexes built"),
    ("org.sokodb.catalog.imports.bulk.BulkRestore", None, "tail: bulk load's end, the rest"),
    ("org.sokodb.catalog.imports.bulk.PostgresBulkLoad", None, "tail: bulk load's end, the rest"),
    ("org.sokodb.catalog.imports.bulk.PostgresForeignKeys", "putBack", "tail: foreign keys back"),
    ("org.sokodb.catalog.near.PackedGroups", "fill", "tail: packed groups (old runs)"),
    ("org.sokodb.catalog.near.NearIndex", "fillPacked", "tail: similarity windows packed"),
    ("org.sokodb.catalog.near.listing.Listings", "fill", "tail: listing"),
    ("org.sokodb.catalog.db.Database", "compact", "tail: compaction"),
    ("org.sokodb.catalog.imports.Importer$Run", "read", "sources: read, decide, write"),
]


def phase_of(frames):
    for f in frames:
        cls = f["method"]["type"]["name"].replace("/", ".")
        name = f["method"]["name"]
        for c, m, label in PHASES:
            if cls == c and (m is None or m == name):
                return label
    return "other (start, open, migrations, close)"


def main(path):
    with open(path) as f:
        events = json.load(f)["recording"]["events"]
    phases = Counter()
    for e in events:
        if e["type"] != "jdk.ExecutionSample":
            continue
        v = e["values"]
        if ((v.get("sampledThread") or {}).get("javaName") or "") != "main":
            continue
        phases[phase_of((v.get("stackTrace") or {}).get("frames") or [])] += 1
    total = sum(phases.values())
    print(f"main thread: {total} samples")
    for label, n in sorted(phases.items()):
        print(f"  {label:42s} {n:6d}  {100 * n / total:5.1f} %")


if __name__ == "__main__":
    main(sys.argv[1])
