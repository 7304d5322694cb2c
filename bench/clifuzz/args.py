"""The args part: every argument a user can get wrong, command by command."""
import os
import subprocess

from .common import HERE, SHARED, run, check_output


def args_part(args, fails, work):
    x = os.path.join(HERE, "collections/xsokoban/screen.1")
    sols = os.path.join(SHARED, "docs/yass-xsokoban-solutions.sok")
    db = os.path.join(work, "argcat")
    run(["--db", db, "import", x], work)
    ro = os.path.join(work, "readonly")
    os.makedirs(ro, exist_ok=True)
    # root writes into a directory of mode 555: a read-only directory is an immutable one here
    subprocess.run(["chattr", "+i", ro], check=False)
    out = os.path.join(work, "out.sok")
    missing = os.path.join(work, "no-such-dir", "x.sok")
    nofile = os.path.join(work, "no-such-file.xsb")
    d = os.path.join(HERE, "collections/xsokoban")
    existing = os.path.join(work, "existing.sok")
    open(existing, "w").write("old\n")
    usage, inp, other = {2}, {1}, {3}
    cases = []
    for cmd in ["id", "import", "verify", "solve", "optimize", "difficulty", "export", "dups",
                "similar", "generate", "credits", "authors", "show", "stats", "collections",
                "import-solutions", "serve"]:
        cases.append(([cmd, "--no-such-option"], usage))
    for c in ["solve", "optimize", "difficulty"]:
        f = sols if c == "optimize" else x
        cases += [
            ([c, "--time-limit", "-1", f], usage), ([c, "--time-limit", "abc", f], usage),
            ([c, "--time-limit", "0", f], usage), ([c, "--time-limit", "10q", f], usage),
            ([c, "--threads", "0", f], usage), ([c, "--threads", "999999", f], usage),
            ([c, "--threads", "-3", f], usage), ([c, "--threads", "x", f], usage),
            ([c, "--node-limit", "-5", f], usage), ([c, "--memory", "lots", f], usage),
            ([c, "--memory", "-1G", f], usage), ([c, "--time-limit"], usage),
            ([c, "--time-limit", "1", nofile], inp), ([c, "--time-limit", "1", d + "/no"], inp),
        ]
    cases += [
        (["id"], usage), (["id", nofile], inp), (["id", "--threads", "0", x], usage),
        (["id", "--threads", "300", x], usage), (["import"], usage),
        (["--db", db, "import", nofile], inp),
        (["verify"], usage), (["verify", nofile], inp), (["verify", x, nofile], inp),
        (["verify", x, d], inp), (["verify", d, x], {0, 1}),
        (["similar", "--threshold", "101", "X"], usage), (["similar", "--threshold", "0", "X"], usage),
        (["similar", "--threshold", "abc", "X"], usage),
        (["--db", db, "similar", "--threshold", "50", "0000000000000000"], inp),
        (["--db", db, "similar", "02D324FCF43C6CFD", "--threshold", "-2"], usage),
        (["--db", db, "show", "nothing-here"], inp),
        (["--db", db, "export"], usage), (["--db", db, "export", "--out", missing], other),
        (["--db", db, "export", "--out", os.path.join(ro, "x.sok")], other),
        (["--db", db, "export", "--out", existing], usage),
        (["--db", db, "export", "--out", work], usage),
        (["--db", db, "export", "--out", db + ".mv.db", "--force"], usage),
        (["--db", db, "export", "--out", out, "--format", "zzz"], usage),
        (["--db", db, "export", "--out", out, "--order", "zzz"], usage),
        (["--db", db, "export", "--out", out, "--source", "nothing"], inp),
        (["solve", "--time-limit", "1", "--out", missing, x], other),
        (["solve", "--time-limit", "1", "--out", os.path.join(ro, "x.sok"), x], other),
        (["solve", "--time-limit", "1", "--out", existing, x], usage),
        (["solve", "--time-limit", "1", "--out", x, x], usage),
        (["solve", "--time-limit", "1", "--out", work, x], usage),
        (["optimize", "--time-limit", "1", "--out", sols, sols], usage),
        (["optimize", "--time-limit", "1", "--out", missing, sols], other),
        (["optimize", "--time-limit", "1", "--out", os.path.join(ro, "o.sok"), sols], other),
        (["optimize", "--metric", "boxes", sols], usage),
        (["--db", db, "generate", "--count", "0", "--out", out], usage),
        (["--db", db, "generate", "--count", "-1", "--out", out], usage),
        (["--db", db, "generate", "--size", "2x2", "--out", out], usage),
        (["--db", db, "generate", "--size", "axb", "--out", out], usage),
        (["--db", db, "generate", "--size", "100000x100000", "--out", out], usage),
        (["--db", db, "generate", "--boxes", "0", "--out", out], usage),
        (["--db", db, "generate", "--boxes", "999", "--out", out], usage),
        (["--db", db, "generate", "--preset", "S0", "--out", out], usage),
        (["--db", db, "generate", "--threads", "0", "--out", out], usage),
        (["--db", db, "generate", "--time-limit", "-1", "--out", out], usage),
        (["--db", db, "generate", "--out", missing, "--count", "1"], other),
        (["--db", db, "generate", "--out", os.path.join(ro, "g.sok"), "--count", "1"], other),
        (["--db", db, "generate", "--out", existing], usage),
        (["--db", db, "generate", "--out", work], usage),
        (["--db", db, "credits", "--aliases", nofile], inp),
        (["--db", db, "credits", "--aliases", d], inp),
        (["--db", db, "authors", "--aliases", nofile], inp),
        (["--db", db, "credits", "--similar", "101"], usage),
        (["--db", db, "dups", "--html", missing], other),
        (["--db", db, "dups", "--html", work], usage),
        (["--db", db, "dups", "--similar", "0"], usage),
        (["--db", db, "show", "02D324FCF43C6CFD", "--svg", missing], other),
        (["--db", db, "import-solutions", x], usage),
        (["--db", db, "import-solutions", x, nofile], inp),
        (["--db", db, "import-solutions", nofile, sols], inp),
        (["--db", db, "import-solutions", x, d], inp),
        (["--db", d, "stats"], other),
        (["--db", nofile, "stats"], other),
        (["--db", os.path.join(ro, "new"), "import", x], other),
        (["--db", db, "serve", "--port", "99999"], usage),
        (["--db", db, "serve", "--port", "-1"], usage),
        (["--db", db, "serve", "--port", "abc"], usage),
        (["--db", db, "solve", "--catalog", "--limit", "-1"], usage),
        (["--db", db, "solve", "--catalog", "--source", "nothing", "--time-limit", "1"], inp),
        (["--db", db, "difficulty", "--catalog", "--source", "nothing"], inp),
    ]
    for argv, want in cases:
        rc, o, e, _ = run(argv, work, timeout=120)
        label = "args: sokodb " + " ".join(os.path.relpath(a, work) if a.startswith(work) else a
                                          for a in argv)
        ok = check_output(fails, label, rc, o, e, want, [])
        lines = [l for l in e.decode("utf-8", "replace").splitlines() if l.strip()]
        if ok and rc == 2 and not lines:
            fails.add(label, "a usage error with nothing on stderr", [])
        print(f"  {label}: exit {rc}: {lines[0][:150] if lines else ''}", flush=True)
    subprocess.run(["chattr", "-i", ro], check=False)
    print(f"args: {len(cases)} cases")
