#!/usr/bin/env bash
# Are the answers of the commands users read byte-identical to those of revision REV?
# Records, with each revision's jar, what `id`, `import`, `collections`, `stats`, `dups` (plain,
# --across, --similar, --normalized, --walls, --json, --html), `show` (text, --json, --svg),
# `similar`, `export` (SOK, XSB, SLC; --unique, --solved), `verify`, `solve --node-limit`,
# `solve --catalog` (and --status), `import-solutions`, `credits` and `authors` print, and every
# JSON answer and page of `serve`, on:
#   collections   the shipped sets (H2)
#   credits       the three files of docs/credits.md (H2)
#   sets          the standard sets with solutions (../shared/data: sets/, sok/, xsokoban/) (H2)
#   boxoban       the first FILES files of the Boxoban zip (1,000 levels each), on H2 and, with
#                 SOKODB_TEST_PG_URL set, on PostgreSQL (a schema sokodb_answers_… each)
# then diffs the two records file by file.
#
#   bench/answers.sh REV [FILES]       (default 30 files: 30,000 levels)
#   NEW=REV2 bench/answers.sh REV      compares with revision REV2 instead of the working tree
#
# A revision's record is kept in bench/out/answers/SHA-FILES (made again only when missing: remove
# it after changing this script); the
# working tree's is made anew every run. Paths and times inside answers are the only things
# rewritten before the comparison (the catalog's path, the durations of solve's lines), and the
# two lines an H2 import prints when it compacts the file are left out: whether the file is
# worth it at the end depends on when H2's background writer last ran, not on what was
# imported. Every search ends at its node limit (an hour's time limit it never reaches), so a
# busy machine changes no count.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:?usage: [NEW=REV2] bench/answers.sh REV [FILES]}
files=${2:-30}
data=$(realpath ../shared/data)
root=$(realpath -m bench/out/answers)
mkdir -p "$root"
corpus="$root/boxoban-$files.zip"
[ -f "$corpus" ] || python3 bench/prefixes.py "$data/boxoban-levels.zip" "$corpus" "$files"
pg=${SOKODB_TEST_PG_URL:-}

record() { # JAR OUT SCHEMA
    local jar=$1 out=$2 schema=$3 work
    work=$(mktemp -d)
    rm -rf "$out" && mkdir -p "$out"
    sk() { java -jar "$jar" "$@"; }
    # What differs from run to run and is no answer: the places, the import times, whether H2
    # compacted the file at the end (its size then depends on its background writer's timing).
    tidy() {
        sed -i -E "s#$work#WORK#g; s#$data#DATA#g; s#$root#ROOT#g; "'s/[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?Z?/TIME/g; /^sokodb: compact(ing|ed) the catalog file/d' "$@"
    }
    # Runs a command, keeps stdout, stderr and the exit code; the work dir is written as WORK.
    keep() { # NAME CMD...
        local name=$1; shift
        local rc=0
        "$@" > "$out/$name.out" 2> "$out/$name.err" || rc=$?
        echo "$rc" > "$out/$name.rc"
        tidy "$out/$name.out" "$out/$name.err"
    }
    catalog() { # TAG DB SOURCES...
        local tag=$1 db=$2; shift 2
        keep "$tag-import" sk --db "$db" import "$@"
        keep "$tag-collections" sk --db "$db" collections
        keep "$tag-collections-json" sk --db "$db" collections --json
        keep "$tag-stats" sk --db "$db" stats
        keep "$tag-dups" sk --db "$db" dups
        keep "$tag-dups-json" sk --db "$db" dups --json
        keep "$tag-dups-across" sk --db "$db" dups --across
        keep "$tag-dups-normalized" sk --db "$db" dups --normalized
        keep "$tag-dups-walls" sk --db "$db" dups --walls
        keep "$tag-dups-similar" sk --db "$db" dups --similar 90
        keep "$tag-dups-similar-json" sk --db "$db" dups --similar 95 --json
        keep "$tag-dups-html" sk --db "$db" dups --html "$work/$tag-dups.html"
        cp "$work/$tag-dups.html" "$out/" 2>/dev/null && tidy "$out/$tag-dups.html" || true
        keep "$tag-dups-near-html" sk --db "$db" dups --normalized --html "$work/$tag-near.html"
        cp "$work/$tag-near.html" "$out/" 2>/dev/null && tidy "$out/$tag-near.html" || true
        # The levels asked about: the first few of each kind of group, and a source's boards.
        local ids
        ids=$( (cut -f2 "$out/$tag-dups.out" | sed -n '2p;5p;9p'; cut -f3 "$out/$tag-dups-similar.out" | sed -n '2p;7p'; \
                cut -f3 "$out/$tag-dups-normalized.out" | sed -n '2p') | grep -E '^[0-9A-F]{16}$' | sort -u || true)
        local first
        first=$(sed -n '2p' "$out/$tag-collections.out" | cut -f1 | sed "s#^DATA#$data#; s#^ROOT#$root#")
        local i=0 id
        for id in $ids "$first#1" "$first#2" "$first#3"; do
            i=$((i + 1))
            keep "$tag-show-$i" sk --db "$db" show "$id"
            keep "$tag-similar-$i" sk --db "$db" similar "$id"
            keep "$tag-similar-json-$i" sk --db "$db" similar "$id" --threshold 70 --json
        done
        keep "$tag-show-svg" sk --db "$db" show "$first#1" --svg "$work/$tag-show.svg"
        cp "$work/$tag-show.svg" "$out/" 2>/dev/null || true
        keep "$tag-show-missing" sk --db "$db" show 0000000000000000
        local f
        for f in all.sok unique.xsb solved.slc ordered.sok; do rm -f "$work/$tag-$f"; done
        keep "$tag-export" sk --db "$db" export --out "$work/$tag-all.sok"
        keep "$tag-export-unique" sk --db "$db" export --unique --out "$work/$tag-unique.xsb"
        keep "$tag-export-solved" sk --db "$db" export --solved --out "$work/$tag-solved.slc"
        keep "$tag-export-order" sk --db "$db" export --unique --order pushes --out "$work/$tag-ordered.sok"
        for f in all.sok unique.xsb solved.slc ordered.sok; do cp "$work/$tag-$f" "$out/" 2>/dev/null && tidy "$out/$tag-$f" || true; done
        web "$tag" "$db" "$ids" "$first"
    }
    web() { # TAG DB IDS FIRST
        local tag=$1 db=$2 ids=$3 first=$4
        pages "$tag" "$db" /api/v1/catalog /api/v1/sources "/api/v1/sources/1/levels" "/api/v1/sources/2/levels?page=2" \
                "/api/v1/levels?q=a" "/api/v1/levels?q=Holland" /api/v1/duplicates "/api/v1/duplicates?page=2" \
                /api/v1/near-duplicates "/api/v1/near-duplicates?by=walls" "/api/v1/near-duplicates?by=normalized&across=1" "/near-duplicates?by=walls" "/api/v1/levels/0000000000000000" \
                / /search?q=a /duplicates /near-duplicates /sources/1 /sources/1/1 /sources/1/2 \
                $(for id in $ids; do echo "/api/v1/levels/$id /levels/$id"; done)
    }
    # Serves DB and keeps each path's status line and body as TAG-web-N.
    pages() { # TAG DB PATH...
        local tag=$1 db=$2 port pid; shift 2
        port=$((20000 + RANDOM % 20000))
        java -jar "$jar" --db "$db" serve --port "$port" > "$work/serve.out" 2>&1 &
        pid=$!
        # up to five minutes: a busy machine starts a JVM slowly
        for _ in $(seq 1 600); do grep -q serving "$work/serve.out" && break; sleep 0.5; done
        local n=0 path
        for path in "$@"; do
            n=$((n + 1))
            curl -s -o "$out/$tag-web-$n.body" -w '%{http_code} %{content_type}\n' "http://127.0.0.1:$port$path" > "$out/$tag-web-$n.status" || true
            tidy "$out/$tag-web-$n.body"
            echo "$path" >> "$out/$tag-web-$n.status"
        done
        kill "$pid"; wait "$pid" 2>/dev/null || true
    }
    # Who made a level: docs/credits.md's three fixtures, the two commands and their pages.
    credits() { # DB
        local db=$1 res=src/test/resources/credits
        keep credits-import sk --db "$db" import "$res/dh-first.sok" "$res/compilation.xsb" "$res/republished.slc"
        keep credits sk --db "$db" credits
        keep credits-json sk --db "$db" credits --json
        keep credits-variants sk --db "$db" credits --variants
        keep credits-conflicts sk --db "$db" credits --conflicts-only
        keep credits-similar sk --db "$db" credits --similar 90
        keep credits-similar-json sk --db "$db" credits --similar 90 --json
        keep authors sk --db "$db" authors
        keep authors-json sk --db "$db" authors --json
        keep authors-suggest sk --db "$db" authors --suggest-aliases
        pages credits "$db" /credits "/credits?conflicts=1" /authors "/authors/David%20Holland" \
            /api/v1/credits /api/v1/authors "/api/v1/authors/David%20Holland"
    }
    # solve --catalog on one thread (one search at a time: the order is the claims'), a node
    # limit that ends every search before the hour's time limit, its seconds blanked; then where
    # the solving stands.
    solvecatalog() { # TAG DB
        local tag=$1 db=$2
        rm -f "$work/$tag-found.sok"
        keep "$tag-solve-catalog" sk --db "$db" solve --catalog --threads 1 --node-limit 3000 --time-limit 1h --limit 40 --out "$work/$tag-found.sok"
        awk -F'\t' -v OFS='\t' 'NR > 1 {$7 = "T"} {print}' "$out/$tag-solve-catalog.out" > "$out/t" && mv "$out/t" "$out/$tag-solve-catalog.out"
        cp "$work/$tag-found.sok" "$out/" 2>/dev/null && sed -i -E 's/^Time: .*/Time: T/' "$out/$tag-found.sok" || true
        keep "$tag-solve-catalog-again" sk --db "$db" solve --catalog --threads 1 --node-limit 3000 --time-limit 1h --limit 5
        awk -F'\t' -v OFS='\t' 'NR > 1 {$7 = "T"} {print}' "$out/$tag-solve-catalog-again.out" > "$out/t" && mv "$out/t" "$out/$tag-solve-catalog-again.out"
        keep "$tag-solve-status" sk --db "$db" solve --catalog --status
        keep "$tag-solve-status-json" sk --db "$db" solve --catalog --status --json
        keep "$tag-export-after-solve" sk --db "$db" export --solved --solutions all --out "$work/$tag-after-solve.sok"
        cp "$work/$tag-after-solve.sok" "$out/" 2>/dev/null && tidy "$out/$tag-after-solve.sok" \
            && sed -i -E 's/^Time: .*/Time: T/' "$out/$tag-after-solve.sok" || true
    }
    # No database.
    keep id-collections sk id collections
    keep id-boxoban sk id "$corpus"
    keep id-sets sk id "$data/sets" "$data/sok" "$data/xsokoban"
    keep verify-sok sk verify "$data/sok"
    keep verify-original sk verify "$data/sok/Original_and_Extra.sok" --json
    # One thread: with two, the searches of a level race and either may win. The node limit ends
    # each search, never the time limit (the default 10 s is reached on a busy machine, at a count
    # that depends on the load).
    keep solve-xsokoban sk solve --threads 1 --node-limit 20000 --time-limit 1h "$data/xsokoban/screen.1" "$data/xsokoban/screen.2" "$data/xsokoban/screen.3"
    keep solve-microban sk solve --threads 1 --node-limit 5000 --time-limit 1h --out "$work/microban-solved.sok" "$data/sets/soukoban/Microban_155.xsb"
    cp "$work/microban-solved.sok" "$out/" 2>/dev/null || true
    # The solutions as a solver's one-line-per-level file, for import-solutions below.
    tail -n +2 "$out/solve-microban.out" | cut -f9 > "$work/microban-solutions.txt"
    # A search's seconds are no answer: the column and the SOK's Time lines are blanked.
    for f in "$out"/solve-*.out; do awk -F'\t' -v OFS='\t' 'NR > 1 {$7 = "T"} {print}' "$f" > "$f.t" && mv "$f.t" "$f"; done
    sed -i -E 's/^Time: .*/Time: T/' "$out/microban-solved.sok"
    # Catalogs.
    catalog collections "$work/collections" collections
    credits "$work/credits"
    catalog sets "$work/sets" "$data/sets" "$data/sok/Original_and_Extra.sok" "$data/sok/mixed_collection.sok" "$data/xsokoban"
    keep sets-import-solutions sk --db "$work/sets" import-solutions "$data/sets/soukoban/Microban_155.xsb" "$work/microban-solutions.txt"
    keep sets-dups-after-solutions sk --db "$work/sets" dups
    keep sets-export-after-solutions sk --db "$work/sets" export --solved --solutions all --out "$work/sets-solved-all.sok"
    cp "$work/sets-solved-all.sok" "$out/" 2>/dev/null && tidy "$out/sets-solved-all.sok" || true
    keep sets-show-after-solutions sk --db "$work/sets" show "$data/sets/soukoban/Microban_155.xsb#1"
    solvecatalog sets "$work/sets"
    catalog boxoban "$work/boxoban" "$corpus"
    if [ -n "$pg" ]; then
        case "$pg" in *\?*) pgdb="$pg&currentSchema=$schema" ;; *) pgdb="$pg?currentSchema=$schema" ;; esac
        java -cp "$jar" bench/PgReset.java "$pg" "$schema"
        catalog boxoban-pg "$pgdb" "$corpus"
        solvecatalog boxoban-pg "$pgdb"
        # the schema shows in the masked URL the import prints
        sed -i "s#$pgdb#PGDB#g; s/currentSchema=$schema/currentSchema=SCHEMA/g" "$out"/boxoban-pg-*
    fi
    rm -rf "$work"
}

# Builds revision $1's jar in a worktree of its own and records its answers, unless done before.
recorded() { # REV -> prints the record's directory
    local sha dir tree
    sha=$(git rev-parse --short=12 "$1^{commit}")
    dir="$root/$sha-$files"
    if [ ! -f "$dir/done" ]; then
        tree="$root/tree-$sha"
        [ -d "$tree" ] || git worktree add -f --detach "$tree" "$sha" >/dev/null 2>&1
        (cd "$tree" && mvn -B -q -o -DskipTests package >&2)
        cp "$tree/target/sokodb.jar" "$root/$sha.jar"
        git worktree remove --force "$tree"
        record "$root/$sha.jar" "$dir" "sokodb_answers_$sha" >&2
        touch "$dir/done"
    fi
    echo "$dir"
}
if [ -n "${NEW:-}" ]; then
    # the two records at once: each has its own catalogs, schema and port
    recorded "$rev" > "$root/.base-dir" &
    first=$!
    sleep 60 # the first build's worktree made before the second's
    new=$(recorded "$NEW")
    wait "$first"
    base=$(cat "$root/.base-dir")
else
    base=$(recorded "$rev")
    mvn -B -q -o -DskipTests package
    new="$root/new"
    record "$PWD/target/sokodb.jar" "$new" sokodb_answers_tree
fi
# the version line a solution block carries names the build's commit: no answer
if diff -r -x done -I '^Solver: sokodb [0-9.]* ([0-9a-f]*)$' "$base" "$new" > "$root/diff.txt"; then
    echo "identical: $(ls "$new" | wc -l) files of answers of ${NEW:-the working tree} and $rev, Boxoban prefix of $files files${pg:+, H2 and PostgreSQL}"
else
    echo "DIFFERENT: ${NEW:-the working tree} and $rev: $root/diff.txt"; head -40 "$root/diff.txt"; exit 1
fi
