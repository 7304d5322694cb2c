package org.sokodb.cli.options;

import java.io.PrintWriter;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.sokodb.cli.terminal.DurationOption;
import org.sokodb.difficulty.Band;
import org.sokodb.generate.BoxSelection;
import org.sokodb.generate.GenerationRequest;
import org.sokodb.generate.GoalPlacement;
import org.sokodb.generate.Preset;
import org.sokodb.generate.PullStrategy;
import org.sokodb.generate.PushStrategy;
import org.sokodb.generate.RoomParameters;
import org.sokodb.generate.RouteStrategy;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * What {@code generate} makes, as options: the room, the strategies, the budgets and the
 * seed, checked and turned into the generator's {@link GenerationRequest}.
 */
public final class GenerationOptions {
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

    @Option(names = "--band", paramLabel = "B", description = "Keep only levels whose difficulty is in band B: "
            + "easy, medium, hard or very-hard (repeatable; a level of another band is thrown away and the run "
            + "goes on until --count are kept)")
    List<String> bandNames = new ArrayList<>();

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "best", description = "How the kept levels are "
            + "ranked, one of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). best: most box lines, then box "
            + "changes, then pushes; difficulty: the difficulty estimate, easy first (docs/difficulty.md)")
    GenerationRequest.Order order;

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

    private int width;
    private int height;
    private final Set<Band> bands = EnumSet.noneOf(Band.class);

    /**
     * Checks the options as usage errors of {@code command}, before anything is said or made.
     */
    public void check(CommandLine command) {
        Matcher m = SIZE.matcher(size.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new ParameterException(command, "--size must be WIDTHxHEIGHT, e.g. 8x8, not '" + size + "'");
        }
        width = Integer.parseInt(m.group(1));
        height = Integer.parseInt(m.group(2));
        RoomParameters.problem(width, height, boxes, forward, backward).ifPresent(p -> {
            throw new ParameterException(command, p);
        });
        if (count < 1) {
            throw new ParameterException(command, "--count must be at least 1, not " + count);
        }
        Threads.check(command, threads);
        if (maxCandidates != null && maxCandidates < 1) {
            throw new ParameterException(command, "--max-candidates must be at least 1, not " + maxCandidates);
        }
        for (String b : bandNames) {
            Band band = Band.parse(b).orElseThrow(() -> new ParameterException(command,
                    "--band takes easy, medium, hard or very-hard, not " + b));
            if (band == Band.UNRATED) {
                throw new ParameterException(command, "--band unrated keeps nothing: every generated level is "
                        + "solved, so every one is rated");
            }
            bands.add(band);
        }
    }

    /** The run the options ask for ({@link #check} first); a seed not given is drawn and said on {@code err}. */
    public GenerationRequest request(PrintWriter err) {
        long s = seed != null ? seed : new SecureRandom().nextLong() & Long.MAX_VALUE;
        if (seed == null) {
            err.println("sokodb: seed " + s + " (give --seed " + s + " to make these levels again)");
        }
        RoomParameters room = new RoomParameters(width, height, boxes, forward, backward,
                preset.strategies().with(Optional.ofNullable(boxSelection), Optional.ofNullable(push),
                        Optional.ofNullable(pull), Optional.ofNullable(route)), goals);
        return new GenerationRequest(room, s, count, minBoxLines, timeLimit, candidateTimeLimit,
                maxCandidates != null ? maxCandidates : GenerationRequest.defaultMaxCandidates(count), threads, bands,
                order);
    }
}
