package org.sokodb.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.front.work.ImportListener;
import org.sokodb.catalog.front.work.SourceReport;
import org.sokodb.cli.options.StrategyNames;
import org.sokodb.cli.options.Threads;
import org.sokodb.cli.output.GenerateProgress;
import org.sokodb.cli.output.GenerateSummary;
import org.sokodb.cli.output.GeneratedFile;
import org.sokodb.cli.output.ImportLines;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.DurationOption;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.Seconds;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.cli.terminal.Version;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.generate.BoxSelection;
import org.sokodb.generate.GeneratedLevel;
import org.sokodb.generate.GenerationRequest;
import org.sokodb.generate.GenerationResult;
import org.sokodb.generate.Generator;
import org.sokodb.generate.GoalPlacement;
import org.sokodb.generate.KnownLevels;
import org.sokodb.generate.Preset;
import org.sokodb.generate.PullStrategy;
import org.sokodb.generate.PushStrategy;
import org.sokodb.generate.RoomParameters;
import org.sokodb.generate.RouteStrategy;
import org.sokodb.generate.Strategies;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;

/** {@code sokodb generate}: new levels, solved, new to the catalog, best first. */
@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Generate new levels: carve a room by pushing boxes, pull them away from their goals "
                + "(the two-stage method of Wu's 'An Efficient Approach of Sokoban Level Generation'), keep what "
                + "the solver solves and neither this run nor the catalog already has (rotations, mirrors and "
                + "moved men are copies), best first by box lines, then box changes.",
            "Columns: index title unique_id width height boxes moves pushes box_lines box_changes seconds. "
                + "The levels with their solutions go to --out; what was thrown away, and why, to stderr.",
            "The same seed and options give the same levels (same sokodb version, and no candidate at a time "
                + "limit).",
            "Exit 0 all levels made, 1 fewer than --count (a time or candidate limit ended the run), 2 usage, "
                + "3 could not run."})
final class GenerateCommand implements Callable<Integer> {
    private static final Pattern SIZE = Pattern.compile("(\\d{1,4})x(\\d{1,4})");

    @Option(names = "--size", paramLabel = "WxH", description = "Level size, outer wall included (default: ${DEFAULT-VALUE})")
    String size = "8x8";

    @Option(names = "--boxes", paramLabel = "N", description = "Boxes per level (default: ${DEFAULT-VALUE})")
    int boxes = 3;

    @Option(names = "--count", paramLabel = "K", description = "Levels to keep (default: ${DEFAULT-VALUE})")
    int count = 10;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of every random choice (default: a random one, "
            + "said on stderr)")
    Long seed;

    @Option(names = "--preset", paramLabel = "S1..S9", description = "The seed paper's strategy sets: "
            + "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); the four options below change one part of it")
    Preset preset = Preset.S9;

    @Option(names = "--box-selection", paramLabel = "HOW", converter = StrategyNames.Boxes.class,
            completionCandidates = StrategyNames.Boxes.class, description = "Which box moves next: "
                    + "${COMPLETION-CANDIDATES}")
    BoxSelection boxSelection;

    @Option(names = "--push", paramLabel = "HOW", converter = StrategyNames.Pushes.class,
            completionCandidates = StrategyNames.Pushes.class, description = "Forward push direction: "
                    + "${COMPLETION-CANDIDATES}")
    PushStrategy push;

    @Option(names = "--pull", paramLabel = "HOW", converter = StrategyNames.Pulls.class,
            completionCandidates = StrategyNames.Pulls.class, description = "Backward pull direction: "
                    + "${COMPLETION-CANDIDATES}")
    PullStrategy pull;

    @Option(names = "--route", paramLabel = "HOW", converter = StrategyNames.Routes.class,
            completionCandidates = StrategyNames.Routes.class, description = "How the man's route is carved: "
                    + "${COMPLETION-CANDIDATES}")
    RouteStrategy route;

    @Option(names = "--goals", paramLabel = "WHERE", converter = StrategyNames.Goals.class,
            completionCandidates = StrategyNames.Goals.class, description = "carved: the goals are where the "
                    + "forward stage leaves the boxes (default); start: where the boxes began (docs/generator.md)")
    GoalPlacement goals = GoalPlacement.CARVED;

    @Option(names = "--forward", paramLabel = "N", description = "Forward iterations (default: ${DEFAULT-VALUE})")
    int forward = RoomParameters.DEFAULT_FORWARD;

    @Option(names = "--backward", paramLabel = "N", description = "Backward iterations (default: ${DEFAULT-VALUE})")
    int backward = RoomParameters.DEFAULT_BACKWARD;

    @Option(names = "--min-box-lines", paramLabel = "N", description = "Keep only levels whose solution has at least "
            + "N box lines (default: ${DEFAULT-VALUE})")
    int minBoxLines = 0;

    @Option(names = "--time-limit", paramLabel = "TIME", converter = DurationOption.class,
            description = "The whole run stops after this, with what it kept (default: 10m)")
    Duration timeLimit = Duration.ofMinutes(10);

    @Option(names = "--candidate-time-limit", paramLabel = "TIME", converter = DurationOption.class,
            description = "What the solver may spend on one candidate (default: 10s)")
    Duration candidateTimeLimit = Duration.ofSeconds(10);

    @Option(names = "--max-candidates", paramLabel = "N", description = "The run stops after this many candidates "
            + "(default: 2000 per level asked for, at least 10000)")
    Long maxCandidates;

    @Option(names = "--threads", paramLabel = "N", description = "Candidates solved side by side; the levels "
            + "kept are the same for any N (default: one per core)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "FILE", description = "Write the kept levels and their solutions here (SOK)")
    Path out;

    @Option(names = "--force", description = "Replace FILE when it exists")
    boolean force;

    @Option(names = "--import", description = "Store the kept levels in the catalog as source generated/DATE-SEED")
    boolean store;

    @Option(names = "--json", description = "Write a JSON array instead of TSV")
    boolean json;

    @ParentCommand
    Main main;

    @Mixin
    CommandStreams streams;

    @Override
    public Integer call() {
        PrintWriter err = streams.err();
        GenerationRequest request = request(err);
        if (out != null) {
            OutputFile.check(out, force, "generated.sok");
        }
        GenerationResult result;
        try (OpenCatalog catalog = catalog(err).orElse(null)) {
            KnownLevels known = catalog == null ? KnownLevels.NONE : catalog.queries()::hasUniqueId;
            try (Progress progress = Progress.start(main.terminal(), err, "generating")) {
                result = new Generator(request, known, new GenerateProgress(progress, request.count())).run();
            }
            GeneratedFile file = new GeneratedFile(request, new Version().getVersion()[0]);
            Optional<Path> written = result.levels().isEmpty() || (out == null && !store) ? Optional.empty()
                    : Optional.of(file.writeKept(result.levels(), Optional.ofNullable(out), force));
            print(streams.out(), file, result);
            try {
                if (store && catalog != null && written.isPresent()) {
                    store(catalog, written.get(), sourceName(request), err);
                }
            } finally {
                if (out == null && written.isPresent()) {
                    GeneratedFile.deleteTemporary(written.get());
                }
            }
        }
        if (out != null && result.levels().isEmpty()) {
            err.println("sokodb: no level kept: " + out + " was not written");
        }
        GenerateSummary.print(err, request, result);
        return result.levels().size() < request.count() ? ExitCodes.REJECTED : ExitCodes.OK;
    }

    private GenerationRequest request(PrintWriter err) {
        Matcher m = SIZE.matcher(size.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw usage("--size must be WIDTHxHEIGHT, e.g. 8x8, not '" + size + "'");
        }
        int width = Integer.parseInt(m.group(1));
        int height = Integer.parseInt(m.group(2));
        RoomParameters.problem(width, height, boxes, forward, backward).ifPresent(p -> {
            throw usage(p);
        });
        if (count < 1) {
            throw usage("--count must be at least 1, not " + count);
        }
        Threads.check(streams.commandLine(), threads);
        if (maxCandidates != null && maxCandidates < 1) {
            throw usage("--max-candidates must be at least 1, not " + maxCandidates);
        }
        if (out == null && !store) {
            err.println("sokodb: no --out and no --import: the levels are listed, not kept anywhere");
        }
        long s = seed != null ? seed : new SecureRandom().nextLong() & Long.MAX_VALUE;
        if (seed == null) {
            err.println("sokodb: seed " + s + " (give --seed " + s + " to make these levels again)");
        }
        Strategies base = preset.strategies();
        Strategies strategies = new Strategies(boxSelection != null ? boxSelection : base.boxSelection(),
                push != null ? push : base.push(), pull != null ? pull : base.pull(),
                route != null ? route : base.route());
        RoomParameters room = new RoomParameters(width, height, boxes, forward, backward, strategies, goals);
        return new GenerationRequest(room, s, count, minBoxLines, timeLimit, candidateTimeLimit,
                maxCandidates != null ? maxCandidates : GenerationRequest.defaultMaxCandidates(count), threads);
    }

    /**
     * The catalog to check against: the one --db names (created for --import), or none when
     * there is no catalog file yet, said once.
     */
    private Optional<OpenCatalog> catalog(PrintWriter err) {
        DatabaseLocation location;
        try {
            location = DatabaseLocation.of(main.database());
        } catch (IllegalArgumentException e) {
            throw new CommandFailedException(e.getMessage());
        }
        if (!store && location.embeddedFile()
                && !Files.exists(Path.of(location.embeddedBase() + ".mv.db"))) {
            err.println("sokodb: no catalog at " + location.shown() + ": the levels are checked against each "
                    + "other only");
            return Optional.empty();
        }
        return Optional.of(store ? CatalogAccess.open(main) : CatalogAccess.openExisting(main));
    }

    private void print(PrintWriter stdout, GeneratedFile file, GenerationResult result) {
        try (TableWriter table = TableWriter.create(stdout, json, "index", "title", "unique_id", "width", "height",
                "boxes", "moves", "pushes", "box_lines", "box_changes", "seconds")) {
            int index = 0;
            for (GeneratedLevel l : result.levels()) {
                var m = l.solution().metrics();
                table.row(++index, file.title(l), l.ids().uniqueId(), l.board().width(), l.board().height(),
                        l.board().boxCount(), m.moves(), m.pushes(), m.boxLines(), m.boxChanges(),
                        Seconds.of(l.time()));
            }
        }
    }

    /**
     * {@code --import}: the written levels go into the catalog as a new source, as {@code import}
     * stores any, and each source's line is said as {@code import} says it.
     */
    private static void store(OpenCatalog catalog, Path file, String name, PrintWriter err) {
        Problems problems = new Problems(err);
        catalog.writes().importAsNewSource(file, name, new ImportListener.Passing() {
            @Override
            public Diagnostics diagnostics() {
                return problems;
            }

            @Override
            public void source(SourceReport report) {
                err.println("sokodb: imported " + ImportLines.source(report));
            }
        });
        if (problems.count() > 0) {
            // every level was solved and replayed before it was written: a rejection here is a bug
            throw new CommandFailedException("the catalog refused " + problems.count()
                    + " of the generated levels (said above)");
        }
    }

    /** {@code generated/2026-11-22-42}: the day (UTC) and the seed. */
    static String sourceName(GenerationRequest request) {
        return "generated/" + LocalDate.now(ZoneOffset.UTC) + "-" + request.seed();
    }

    private ParameterException usage(String message) {
        return new ParameterException(streams.commandLine(), message);
    }
}
