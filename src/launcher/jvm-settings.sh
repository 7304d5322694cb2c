# The JVM settings of every sokodb command, for both launchers: `./sokodb` in a checkout and
# `bin/sokodb` in a release (src/launcher/sokodb, which finds this file in its lib/). Sourced,
# never run; the one place these settings live.
#
# The settings (measured; docs/performance.md), before $SOKODB_JAVA_OPTS, which wins:
# - the parallel collector for every command: these are batch runs, throughput counts and
#   pauses do not (import of 100k Boxoban levels: 18.8 s with G1, 15.7 s);
# - the quick catalog queries (dups, show, collections, stats, credits, authors) last a second or two, where
#   the optimising compiler only competes with them for the cores: they run with C1 alone
#   (dups on the Boxoban catalog: 2.5–3.7 s → 1.8 s with the archive below; stats, which
#   reads counters and row counts, no board: 1.3–1.4 s → 0.8–1.0 s with other work running);
# - a class-data archive of sokodb's own classes (AppCDS), made once per build, on the first
#   run after it: loading the jar's classes from it saves ≈ 0.5 s of start-up;
# - a heap per command instead of the JVM's default (a quarter of the machine's memory),
#   which let `import` grow to 3.5 GB and `id` to 1.6 GB only because the collector had
#   space to put off its work: 256 MiB for the quick queries, 512 MiB for the commands that
#   stream a corpus or a catalog through (import, id, export: space for the largest one
#   measured, Boxoban's 1.5M levels), solve and generate a heap sized for their search
#   tables (1 GiB or --memory; docs/solver.md), optimize 768 MiB, whose two thirds are its
#   tables, so that the whole process stays within 1 GiB (a larger --memory gets solve's
#   space for it; docs/optimizer.md), and dups --similar, the one command that
#   keeps the whole catalog's levels in memory (as packed windows), 1600 MiB, or 60 % of a
#   smaller machine's memory; it says before it starts when its catalog needs more. A user
#   raises them with SOKODB_JAVA_OPTS=-Xmx… (a later -Xmx wins).

# solve's heap: its search tables may take two thirds of it (SolveCommand.memoryCap), so a
# --memory SIZE of more than the default 1 GiB gets 1.75 × SIZE (the parallel collector keeps
# a survivor space out of what the JVM reports as its heap) and space for the rest; an
# unreadable SIZE leaves the default, and sokodb itself says what is wrong with it
sokodb_solve_heap_mib() {
    sokodb_search_heap_mib 1700 "$@"
}

# optimize's heap: 768 MiB, of which the default --memory takes two thirds (MemoryCap), so that
# the whole process, the JVM's own memory included, stays within 1 GiB; a --memory SIZE that
# needs more gets 1.75 × SIZE + 300 MiB, as solve's
sokodb_optimize_heap_mib() {
    sokodb_search_heap_mib 768 "$@"
}

# sokodb_search_heap_mib LEAST ARG…: 1.75 × the --memory SIZE among ARG… + 300 MiB, at least LEAST
sokodb_search_heap_mib() {
    local least=$1 size="" next=0 arg
    shift
    for arg in "$@"; do
        if [ "$next" = 1 ]; then size=$arg; next=0; continue; fi
        case "$arg" in
            --memory) next=1 ;;
            --memory=*) size=${arg#--memory=} ;;
        esac
    done
    echo "$size" | awk -v least="$least" '
        { v = tolower($0); sub(/b$/, "", v); unit = 1 / 1048576
          if (v ~ /k$/) { unit = 1 / 1024; sub(/k$/, "", v) }
          else if (v ~ /m$/) { unit = 1; sub(/m$/, "", v) }
          else if (v ~ /g$/) { unit = 1024; sub(/g$/, "", v) }
          if (v ~ /^[0-9]+(\.[0-9]+)?$/) { mib = v * unit * 1.75 + 300; if (mib > least) { printf "%d\n", mib; exit } } }
        END { if (mib <= least) print least }'
}

# dups --similar keeps every level's packed windows (100 bytes a level), one band's keys (320
# bytes a level) and the pairs found: about 1.1 GiB for the 1.5M Boxoban levels, which the
# command computes and checks before it starts (docs/similar.md); 1600 MiB, or 60 % of the
# memory of a machine with less than 2.6 GiB
sokodb_similar_heap_mib() {
    local share
    share=$(awk '/^MemTotal:/ { printf "%d\n", $2 / 1024 * 0.6 }' /proc/meminfo 2>/dev/null || true)
    if [ -n "$share" ] && [ "$share" -lt 1600 ]; then echo "$share"; else echo 1600; fi
}

# sokodb_jvm_settings ARG…: the settings for the command the arguments name, into the array
# sokodb_jvm
sokodb_jvm_settings() {
    sokodb_jvm=(-XX:+UseParallelGC)
    # the command is the first argument that is not a global option (--db takes a value)
    local command="" skip=0 arg
    for arg in "$@"; do
        if [ "$skip" = 1 ]; then skip=0; continue; fi
        case "$arg" in
            --db) skip=1 ;;
            -*) ;;
            *) command=$arg; break ;;
        esac
    done
    if [ "$command" = dups ] && [[ " $* " == *" --similar"* ]]; then
        command=dups-similar
    fi
    if [ "$command" = credits ] && [[ " $* " == *" --similar"* ]]; then
        command=credits-similar
    fi
    case "$command" in
        # credits and authors read the boards that name an author and their groups (docs/credits.md)
        dups|show|collections|stats|credits|authors) sokodb_jvm+=(-XX:TieredStopAtLevel=1 -Xmx256m) ;;
        # similar ID: a second's scan of the packed levels, where C2's compiler threads only take
        # the two cores from it (Boxoban catalog, nothing else running: 0.89-0.99 s -> 0.79-0.83 s for a level
        # with 55 near copies, 1.6-1.9 s -> 1.36-1.42 s for one with 6,455; the one-time fill of
        # the packed levels after an import is slower, 14.5 s -> 21.6 s; docs/similar.md)
        similar) sokodb_jvm+=(-XX:TieredStopAtLevel=1 -Xmx512m) ;;
        dups-similar) sokodb_jvm+=(-Xmx"$(sokodb_similar_heap_mib)"m) ;;
        # credits --similar: the pairs search of dups --similar over the levels some board credits
        credits-similar) sokodb_jvm+=(-Xmx512m) ;;
        # serve: pages of at most 200 boards, one near-copy search at a time (the packed levels of
        # 1.5 million Boxoban levels and 16,637 matches), the near-duplicate groups of at most 25,000
        # levels; H2's cache is a quarter of it. Peak RSS on the Boxoban catalog under bench/web.sh:
        # 682 MiB with 512 MiB (docs/web.md). A thread's priority given to the system, the lowest
        # as nice 19: the searches that walk every board run on threads of the lowest priority,
        # so that they take what the level pages leave of the cores (docs/web.md, "What one
        # request may cost"). Lowering a thread's priority needs no permission, but the JVM warns
        # at every start of a user who is not root that raising one may: serve has the JVM's own
        # warnings off (-XX:-PrintWarnings), so that a user sees sokodb's lines only
        serve) sokodb_jvm+=(-Xmx256m -XX:ThreadPriorityPolicy=1 -XX:JavaPriority1_To_OSPriority=19 -XX:-PrintWarnings) ;;
        # the search tables (--memory, default 1 GiB; generate: 256 MiB per candidate solved at
        # once, one per core) plus space for the rest, under 2 GiB in all
        solve|generate) sokodb_jvm+=(-Xmx"$(sokodb_solve_heap_mib "$@")"m) ;;
        # optimize: its tables in two thirds of 768 MiB, unless --memory asks for more (docs/optimizer.md)
        optimize) sokodb_jvm+=(-Xmx"$(sokodb_optimize_heap_mib "$@")"m) ;;
        *) sokodb_jvm+=(-Xmx512m) ;;
    esac
}

# sokodb_launch JAVA JAR ARCHIVE ARG…: runs sokodb with its settings. The class-data archive
# ARCHIVE is made first when it is missing or older than JAR and its directory may be written:
# by one short run that loads most of what any command does (a one-level file imported into a
# fresh catalog), written aside and moved into place, so a run that races this one never sees
# half an archive. Any failure there only costs the speed-up.
sokodb_launch() {
    local java=$1 jar=$2 archive=$3 train
    shift 3
    sokodb_jvm_settings "$@"
    if [ -w "$(dirname "$archive")" ] && { [ ! -f "$archive" ] || [ "$jar" -nt "$archive" ]; }; then
        echo "sokodb: preparing a faster start for this build (once, a few seconds) …" >&2
        # the training run's files beside the archive, so that the move below is a rename
        if train=$(mktemp -d "$(dirname "$archive")/.sokodb-train.XXXXXX" 2>/dev/null); then
            printf '#####\n#@$.#\n#####\n' > "$train/one.xsb"
            "$java" -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -XX:ArchiveClassesAtExit="$train/sokodb.jsa" \
                -Xlog:cds=off -Xlog:cds+dynamic=off -jar "$jar" --db "$train/catalog" import "$train/one.xsb" \
                >/dev/null 2>&1 || true
            [ -f "$train/sokodb.jsa" ] && mv -f "$train/sokodb.jsa" "$archive" 2>/dev/null || true
            rm -rf "$train"
        fi
    fi
    if [ -f "$archive" ]; then
        # an archive this JVM cannot use is ignored quietly (-Xshare:auto is the default)
        sokodb_jvm+=(-XX:SharedArchiveFile="$archive" -Xlog:cds=off -Xlog:cds+dynamic=off)
    fi
    # Under the C (or POSIX) locale the JVM takes arguments and file names for ASCII, and a
    # path holding any other letter could not be named: the C locale in UTF-8 instead. (What
    # sokodb prints is UTF-8 in every locale.)
    case "${LC_ALL:-${LC_CTYPE:-${LANG:-}}}" in
        ""|C|POSIX) export LC_ALL=C.UTF-8 ;;
    esac
    exec "$java" "${sokodb_jvm[@]}" ${SOKODB_JAVA_OPTS:-} -jar "$jar" "$@"
}
