#!/usr/bin/env python3
"""Shares of a flight recording's Java samples (`jfr print --json --events
jdk.ExecutionSample,jdk.GarbageCollection REC.jfr > REC.json`), for bench/import-profile.sh:
by thread (the main thread, the identity workers, H2's background writer, the rest) and, for
all threads, by the frame on top of the stack; then the collector's pauses.

    bench/jfr_shares.py REC.json"""
import json
import sys
from collections import Counter

TOP = [  # the first prefix that matches names the frame on top
    ("org.h2.mvstore.", "H2: the B-tree (mvstore)"),
    ("org.h2.value.", "H2: values (made and compared)"),
    ("org.h2.", "H2: the rest (SQL, rows, indexes)"),
    ("org.sokodb.", "sokodb"),
    ("org.jdbi.", "jdbi"),
    ("java.", "the JDK"),
    ("jdk.", "the JDK"),
    ("sun.", "the JDK"),
]


def thread_of(name):
    if name == "main":
        return "main thread"
    if "MVStore background writer" in name:
        return "H2 background writer"
    if name.startswith("sokodb-identity") or "ForkJoinPool" in name or name.startswith("pool-"):
        return "identity workers"
    return "other threads"


def frame_of(frames):
    if not frames:
        return "unknown"
    name = frames[0]["method"]["type"]["name"].replace("/", ".")
    for prefix, label in TOP:
        if name.startswith(prefix):
            return label
    return "other"


def main(path):
    with open(path) as f:
        events = json.load(f)["recording"]["events"]
    by_thread, by_frame, threads = Counter(), Counter(), Counter()
    pauses_ns, first, last = 0, None, None
    for e in events:
        v = e["values"]
        if e["type"] == "jdk.ExecutionSample":
            name = (v.get("sampledThread") or {}).get("javaName") or "?"
            threads[name] += 1
            by_thread[thread_of(name)] += 1
            by_frame[frame_of((v.get("stackTrace") or {}).get("frames") or [])] += 1
        elif e["type"] == "jdk.GarbageCollection":
            pauses_ns += parse_ns(v.get("sumOfPauses", "0 ns"))
        t = v.get("startTime")
        if t:
            first = t if first is None or t < first else first
            last = t if last is None or t > last else last
    total = sum(by_thread.values())
    print(f"{total} Java samples")
    for label, n in by_thread.most_common():
        print(f"  {label:32s} {100 * n / total:5.1f} %")
    print("by the frame on top:")
    for label, n in by_frame.most_common():
        print(f"  {label:32s} {100 * n / total:5.1f} %")
    print("busiest threads: " + ", ".join(f"{t} {n}" for t, n in threads.most_common(5)))
    print(f"collector pauses: {pauses_ns / 1e9:.2f} s in all")


def parse_ns(text):
    """jfr's JSON durations are ISO-8601 (PT1.5S) or plain nanoseconds."""
    if isinstance(text, (int, float)):
        return int(text)
    if text.startswith("PT") and text.endswith("S"):
        return int(float(text[2:-1]) * 1e9)
    return int(str(text).split()[0])


if __name__ == "__main__":
    main(sys.argv[1])
