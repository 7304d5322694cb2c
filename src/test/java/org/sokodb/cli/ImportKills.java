package org.sokodb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

/**
 * The crash harness: runs {@code sokodb import} on real Boxoban files, kills it with SIGKILL at
 * random moments, and after every kill checks the promise {@code import} makes — <em>a source
 * it has printed as imported is in the catalog whole, whatever happens next</em>:
 *
 * <ul>
 *   <li>the catalog opens, as every sokodb command opens it (its H2 settings, the repair of an
 *       interrupted import), in a JVM with assertions on, H2's own included;</li>
 *   <li>every source the killed run printed as imported (or as already there) is in it, and
 *       so is every source an earlier run on the same catalog printed;</li>
 *   <li>every source in it holds exactly the boards its file holds (counted without sokodb,
 *       {@link BoxobanBoards}), no level lacks a board, the duplicate groups match the boards
 *       ({@link CatalogCheck});</li>
 *   <li>the next run calls "already imported" exactly what the catalog held, and the run that
 *       is not killed ends with every source of the input in the catalog.</li>
 * </ul>
 *
 * <p>An episode is a fresh catalog imported into again and again, each run killed at a random
 * moment ({@link KillMoments}) — half of them a few milliseconds after a random source line (the moment a broken
 * promise shows), half a random time inside the import of a random source not yet held, as
 * long as a whole import took over it — until the kills wanted are made and a run is left to
 * end. Each kill is counted by where it found the run ({@link KillFigures#phases}). The check
 * reads a copy of the catalog file, so that the next run finds the file as the kill left it
 * and repairs it itself.
 *
 * <p>The catalogs are H2 files, or schemas of a PostgreSQL database ({@link KillCatalogs}).
 * {@code ImportKillsTest} and {@code ImportKillsPostgresTest} run a short version in every
 * build; {@code bench/crash.sh} the long one, each run a kill may come to through {@code ./sokodb}
 * as a user runs it, the one that ends an episode in its own JVM ({@link #main}; {@code CRASH_PG_URL}
 * for PostgreSQL).
 */
final class ImportKills {

    /** Episodes a planned scenario may take to make its kills: a run that ends before its kill takes one more. */
    static final int PLANNED_EPISODES = 5;

    private final List<String> sokodb;
    private final Path work;
    /** When each run is killed. */
    private final KillMoments moments;
    private final PrintStream log;
    /** Where the catalogs are: H2 files, or PostgreSQL schemas ({@link #on}). */
    private KillCatalogs catalogs = KillCatalogs.h2();
    /** Where a catalog that broke a promise is kept for study, as each run found and left it; empty: nowhere. */
    private java.util.Optional<Path> keep = java.util.Optional.empty();
    private final BoxobanBoards boards = new BoxobanBoards();
    /** How a whole import of each list of inputs went: scenarios on the same files share it. */
    private final Map<List<Path>, KillMoments.Timing> timings = new java.util.HashMap<>();
    private int episodes;
    private boolean lastRunHere;
    /** The failures of the current scenario's figures printed so far ({@link #tell}). */
    private int told;

    /**
     * @param sokodb the command that runs sokodb ({@code ./sokodb}, or {@code java -cp … Main})
     * @param work an empty directory for the catalogs
     * @param log where each kill is told in one line
     */
    ImportKills(List<String> sokodb, Path work, long seed, PrintStream log) {
        if (!org.h2.mvstore.MVStore.class.desiredAssertionStatus()) {
            throw new IllegalStateException("run the crash harness with assertions on, H2's included (java -ea)");
        }
        this.sokodb = List.copyOf(sokodb);
        this.work = work;
        this.moments = new KillMoments(seed);
        this.log = log;
    }

    /**
     * Keeps every catalog that broke a promise in {@code dir}: the file as the failing run
     * found it ({@code …-before.mv.db}) and as it left it ({@code …-after.mv.db}), named by
     * scenario, episode and run ({@code CRASH_KEEP_BROKEN} of {@code bench/crash.sh}).
     */
    ImportKills keepBroken(Path dir) {
        this.keep = java.util.Optional.of(dir);
        return this;
    }

    /** Makes each episode's last run, which no kill comes to, in this JVM ({@link KillRun#here}). */
    ImportKills lastRunHere() {
        this.lastRunHere = true;
        return this;
    }

    /** Keeps the catalogs in {@code catalogs} (PostgreSQL schemas) instead of H2 files. */
    ImportKills on(KillCatalogs where) {
        this.catalogs = where;
        return this;
    }

    /** Runs episodes of {@code scenario} until it has killed {@code scenario.kills()} imports. */
    KillFigures run(KillScenario scenario) throws IOException, InterruptedException {
        KillFigures figures = new KillFigures();
        Set<String> expected = sourcesOf(scenario.inputs());
        if (!scenario.plan().isEmpty()) {
            log.printf("%s: %d sources, kills planned %s%n", scenario.name(), expected.size(), scenario.plan());
            told = 0;
            // a run that ended before its kill ends the episode: the next begins with the kill not yet made
            for (int episode = 1; figures.kills < scenario.kills() && episode <= PLANNED_EPISODES; episode++) {
                episode(scenario, expected, null, figures);
            }
            log.printf("%s: %d of %d planned kills made; %s%n", scenario.name(), figures.kills,
                    scenario.plan().size(), figures);
            return figures;
        }
        KillMoments.Timing timing = timings.get(scenario.inputs());
        if (timing == null) {
            timing = calibrate(scenario);
            timings.put(scenario.inputs(), timing);
        }
        log.printf("%s: %d sources, a whole import %d ms, its first source line at %d ms%n", scenario.name(),
                expected.size(), timing.millis(), timing.lineMillis(1));
        told = 0;
        while (figures.kills < scenario.kills()) {
            episode(scenario, expected, timing, figures);
        }
        log.printf("%s: %s; %s%n", scenario.name(), figures, figures.measured().cpu());
        return figures;
    }

    /** A whole import of the scenario's inputs, timed: kills are drawn against it. */
    private KillMoments.Timing calibrate(KillScenario scenario) throws IOException, InterruptedException {
        Path catalog = Files.createDirectories(work.resolve(scenario.name() + "-whole")).resolve("catalog");
        catalogs.prepare(catalog);
        KillRun run = KillRun.start(sokodb, catalogs.db(catalog), catalog, scenario.options(), scenario.inputs());
        int exit = run.finish();
        if (exit != 0) {
            throw new IllegalStateException(scenario.name() + ": a whole import failed (exit " + exit + "): "
                    + run.stderrTail());
        }
        KillMoments.Timing timing = new KillMoments.Timing(run.millis(), run.sourceLineMillis());
        moments.opened(timing.lineMillis(1));
        catalogs.delete(catalog);
        return timing;
    }

    private void episode(KillScenario scenario, Set<String> expected, KillMoments.Timing timing, KillFigures figures)
            throws IOException, InterruptedException {
        Path dir = Files.createDirectories(work.resolve(scenario.name() + "-" + ++episodes));
        Path catalog = dir.resolve("catalog");
        catalogs.prepare(catalog);
        Set<String> held = Set.of();
        // a catalog that holds every source is killed while it opens once an episode, then left to end it
        boolean wholeOpenKilled = false;
        for (int attempt = 1; ; attempt++) {
            // once the kills wanted are made (or after very many), the run is left to finish
            KillRun.Moment moment = !scenario.plan().isEmpty()
                    ? (figures.kills < scenario.plan().size() ? scenario.plan().get(figures.kills) : KillRun.Moment.never())
                    : figures.kills >= scenario.kills() || attempt > 200 || wholeOpenKilled
                    ? KillRun.Moment.never()
                    : moments.moment(timing, held.size(), expected.size());
            Path before = Path.of(catalog + "-before.mv.db");
            if (keep.isPresent() && Files.exists(Path.of(catalog + ".mv.db"))) {
                Files.copy(Path.of(catalog + ".mv.db"), before, StandardCopyOption.REPLACE_EXISTING);
            }
            int brokenBefore = figures.broken();
            KillRun run = lastRunHere && moment.millis() < 0
                    ? KillRun.here(catalogs.db(catalog), catalog, scenario.options(), scenario.inputs())
                    : KillRun.start(sokodb, catalogs.db(catalog), catalog, scenario.options(), scenario.inputs());
            boolean killed = run.killAt(moment);
            int exit;
            try {
                exit = run.finish();
            } catch (AssertionError hang) {
                figures.otherFailures++;
                figures.fail(scenario.name() + " episode " + episodes + ": " + hang.getMessage());
                tell(figures);
                keep(scenario.name() + "-" + episodes + "-run" + attempt, before, catalog);
                Files.deleteIfExists(before);
                catalogs.delete(catalog);
                return;
            }
            figures.runs++;
            KillRun.Printed printed = run.printed();
            run.sourceLineMillis().stream().findFirst().ifPresent(moments::opened);
            String where = scenario.name() + " episode " + episodes + " run " + attempt + " ("
                    + (killed ? "killed " + moment + ", " + KillMoments.phase(printed, held.size(), expected.size())
                            : "ended, exit " + exit) + ", " + run.millis() + " ms)";
            checkOutput(where, printed, held, figures);
            if (killed) {
                figures.kills++;
                figures.hit(KillMoments.phase(printed, held.size(), expected.size()));
                wholeOpenKilled = held.size() >= expected.size();
            } else if (exit != 0) {
                figures.otherFailures++;
                figures.fail(where + ": failed: " + run.stderrTail());
            }
            Map<String, Integer> stored = check(where, catalog, figures);
            if (figures.broken() > brokenBefore) {
                keep(scenario.name() + "-" + episodes + "-run" + attempt, before, catalog);
            }
            Files.deleteIfExists(before);
            if (stored == null) {
                tell(figures);
                catalogs.delete(catalog);
                return; // the catalog did not open: this episode cannot go on
            }
            Set<String> now = stored.keySet();
            if (killed) {
                List<String> said = new ArrayList<>(printed.imported());
                said.addAll(printed.already());
                figures.printedChecked += said.size();
                for (String source : said) {
                    if (!now.contains(source)) {
                        figures.printedLost++;
                        figures.fail(where + ": lost " + source + ", printed by the killed run");
                    }
                }
            }
            // what the catalog held before this run was there after a kill already: it must stay
            figures.earlierChecked += held.size();
            for (String source : held) {
                if (!now.contains(source)) {
                    figures.earlierLost++;
                    figures.fail(where + ": lost " + source + ", in the catalog before this run");
                }
            }
            log.printf("%s: %d lines, catalog holds %d sources; so far %d kills, %d printed sources checked, %d broken; %s%n",
                    where, printed.lines().size(), now.size(), figures.kills, figures.printedChecked, figures.broken(),
                    figures.measured().cpu());
            tell(figures);
            held = now;
            if (!killed) {
                if (!now.equals(expected)) {
                    figures.otherFailures++;
                    figures.fail(where + ": ended without every source: missing " + missing(expected, now));
                }
                catalogs.delete(catalog);
                return;
            }
        }
    }

    /** Writes a short harness's report to the file {@code -Dsokodb.crash.log} names, when it names one. */
    static void keepLog(String report) throws IOException {
        String file = System.getProperty("sokodb.crash.log");
        if (file != null && !file.isBlank()) {
            Files.writeString(Path.of(file), report + "\n", java.nio.charset.StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        }
    }

    /** Copies the catalog as the run found it and as it left it to the keep directory, if any. */
    private void keep(String name, Path before, Path catalog) throws IOException {
        if (keep.isEmpty()) {
            return;
        }
        Files.createDirectories(keep.get());
        if (Files.exists(before)) {
            Files.copy(before, keep.get().resolve(name + "-before.mv.db"), StandardCopyOption.REPLACE_EXISTING);
        }
        log.println("  kept: " + (Files.exists(before) ? keep.get().resolve(name + "-before.mv.db") + ", " : "")
                + catalogs.keep(catalog, keep.get(), name + "-after"));
    }

    /**
     * Prints the broken promises not told yet, as they are found: a long run stopped early
     * still says what it saw.
     */
    private void tell(KillFigures figures) {
        for (; told < figures.failures.size(); told++) {
            log.println("  broken: " + figures.failures.get(told));
        }
    }

    /** Lines a run printed against the catalog it began with: "already imported" for exactly what it held. */
    private static void checkOutput(String where, KillRun.Printed printed, Set<String> held, KillFigures figures) {
        for (String source : printed.imported()) {
            if (held.contains(source)) {
                figures.otherFailures++;
                figures.fail(where + ": imported a second time: " + source);
            }
        }
        for (String source : printed.already()) {
            if (!held.contains(source)) {
                figures.otherFailures++;
                figures.fail(where + ": said already imported, yet not in the catalog before: " + source);
            }
        }
    }

    /**
     * Opens a copy of the catalog as sokodb does and checks it; every source in it must hold
     * its file's boards. Null when it did not open (counted).
     */
    private Map<String, Integer> check(String where, Path catalog, KillFigures figures) {
        Map<String, Integer> stored;
        try {
            stored = catalogs.boards(catalog);
        } catch (RuntimeException | AssertionError e) {
            figures.unopened++;
            figures.fail(where + ": the catalog does not open or is not whole: " + e);
            e.printStackTrace(log);
            return null;
        }
        for (Map.Entry<String, Integer> s : stored.entrySet()) {
            int whole = boards.of(s.getKey());
            if (s.getValue() != whole) {
                figures.partial++;
                figures.fail(where + ": " + s.getKey() + " holds " + s.getValue() + " boards of " + whole);
            }
        }
        return stored;
    }

    /** The sources {@code import} makes of the inputs: each level file of a directory, each level entry of a zip. */
    private Set<String> sourcesOf(List<Path> inputs) throws IOException {
        Set<String> sources = new TreeSet<>();
        for (Path input : inputs) {
            if (Files.isDirectory(input)) {
                try (Stream<Path> files = Files.list(input)) {
                    files.forEach(f -> sources.add(input + "/" + f.getFileName()));
                }
            } else {
                try (ZipFile z = new ZipFile(input.toFile())) {
                    z.stream().filter(e -> !e.isDirectory()).map(e -> input + "!/" + e.getName())
                            .filter(name -> boards.of(name) > 0).forEach(sources::add);
                }
            }
        }
        return sources;
    }

    private static String missing(Set<String> expected, Collection<String> now) {
        Set<String> missing = new TreeSet<>(expected);
        missing.removeAll(now);
        Set<String> extra = new HashSet<>(now);
        extra.removeAll(expected);
        return missing.size() + " " + missing.stream().limit(5).toList() + (extra.isEmpty() ? "" : ", extra " + extra);
    }

    /**
     * {@code ImportKills WORK BOXOBAN_ZIP SEED SCENARIO:KILLS… -- SOKODB_COMMAND…}: the long run
     * ({@code bench/crash.sh}). Scenarios: {@code plain}, {@code bulk}, {@code bulk0} (a
     * directory of 40 Boxoban files, never / by default / from the first board a bulk load),
     * {@code zip} (the same 40 in a zip), {@code small} (2 files), {@code large} (the whole
     * Boxoban zip, 1.5 million levels). Prints each kill, then the figures; exit 1 when any
     * promise was broken.
     */
    public static void main(String[] args) throws Exception {
        int dash = List.of(args).indexOf("--");
        Path work = Path.of(args[0]).toAbsolutePath();
        Path zip = Path.of(args[1]).toAbsolutePath();
        long seed = Long.parseLong(args[2]);
        List<String> sokodb = List.of(args).subList(dash + 1, args.length);
        Files.createDirectories(work);
        Path dir40 = BoxobanBoards.directory(zip, 40, work.resolve("input/boxoban-40"));
        Path dir2 = BoxobanBoards.directory(zip, 2, work.resolve("input/boxoban-2"));
        Path zip40 = BoxobanBoards.zip(zip, 40, work.resolve("input/boxoban-40.zip"));
        Map<String, KillScenario> known = new LinkedHashMap<>();
        known.put("plain", new KillScenario("plain", List.of(dir40), List.of("--bulk-from", "1000000000"), 0));
        known.put("bulk", new KillScenario("bulk", List.of(dir40), List.of(), 0));
        known.put("bulk0", new KillScenario("bulk0", List.of(dir40), List.of("--bulk-from", "0"), 0));
        known.put("zip", new KillScenario("zip", List.of(zip40), List.of(), 0));
        known.put("small", new KillScenario("small", List.of(dir2), List.of(), 0));
        known.put("large", new KillScenario("large", List.of(zip), List.of(), 0));
        // the run that ends an episode, which no kill comes to, in this JVM: no JVM started for it
        ImportKills harness = new ImportKills(sokodb, work, seed, System.out).lastRunHere();
        String pg = System.getenv("CRASH_PG_URL");
        if (pg != null && !pg.isBlank()) {
            harness.on(KillCatalogs.postgres(pg.strip()));
        }
        String keepDir = System.getenv("CRASH_KEEP_BROKEN");
        if (keepDir != null && !keepDir.isEmpty()) {
            harness.keepBroken(Path.of(keepDir).toAbsolutePath());
        }
        KillFigures total = new KillFigures();
        for (String arg : List.of(args).subList(3, dash)) {
            String[] s = arg.split(":");
            KillScenario base = known.get(s[0]);
            if (base == null) {
                throw new IllegalArgumentException("no scenario " + s[0] + "; known: " + known.keySet());
            }
            total.add(harness.run(new KillScenario(base.name(), base.inputs(), base.options(), Integer.parseInt(s[1]))));
        }
        System.out.println("total: " + total + "; " + total.cpu());
        total.failures.forEach(f -> System.out.println("  " + f));
        System.exit(total.broken() == 0 ? 0 : 1);
    }
}
