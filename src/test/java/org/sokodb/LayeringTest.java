package org.sokodb;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;

import org.sokodb.catalog.front.OpenCatalog;

/**
 * Which package may use which (docs/architecture.md), checked on the compiled main classes.
 * Data flows one way — readers, board, identity, catalog, writers — and the parts that must
 * stay free of the database (the board, the readers, the solver, the generator, the
 * near-duplicate measures) are kept free of it here, not by good intentions. Rules for
 * packages that do not exist yet hold vacuously ({@code allowEmptyShould}).
 */
@AnalyzeClasses(packages = "org.sokodb", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {
    /**
     * The catalog's packages, each with a rule below: the core, its database, the door, and a
     * room per feature (docs/architecture.md).
     */
    private static final List<String> CATALOG_ROOMS = List.of("catalog", "catalog.db", "catalog.front",
            "catalog.levels", "catalog.duplicates", "catalog.near", "catalog.solutions", "catalog.sources",
            "catalog.credits", "catalog.imports", "catalog.imports.bulk", "catalog.export", "catalog.claims",
            "catalog.solving", "catalog.optimizing");

    /**
     * Of the database's package, what the command line and the web server may name besides the
     * door: where the catalog is, how reaching it fails, and an H2 file's compaction.
     */
    private static final List<String> DATABASE_FACTS = List.of("org.sokodb.catalog.db.DatabaseLocation",
            "org.sokodb.catalog.db.CatalogException", "org.sokodb.catalog.db.Compaction");

    /** Catalog's methods for its own packages: the jdbi handle, the DAOs, transactions, connecting unrepaired. */
    private static final Set<String> CATALOG_INSIDE_METHODS = Set.of("handle", "dao", "work", "read", "dialect",
            "makeDurable", "connect");

    private static final String[] DATABASE = {"java.sql..", "javax.sql..", "org.jdbi..", "org.flywaydb..",
        "org.h2..", "org.postgresql.."};

    @ArchTest
    static final ArchRule boardUsesNothingOfSokodb = mayUseOnly("board");

    /** Primitive tables several rooms share (the bulk import's id maps, FESS's listed positions). */
    @ArchTest
    static final ArchRule tablesUseNothingOfSokodb = mayUseOnly("tables");

    @ArchTest
    static final ArchRule formatUsesOnlyBoard = mayUseOnly("format", "board");

    /** The rooms of format: the source plumbing at the bottom, the readers above it, the choice of reader on top. */
    @ArchTest
    static final ArchRule formatSourceUsesOnlyBoard = roomMayUseOnly("format.source", "board..");

    @ArchTest
    static final ArchRule formatXsbUsesTheSources = roomMayUseOnly("format.xsb", "format.source", "board..");

    @ArchTest
    static final ArchRule formatPusherUsesTheSources = roomMayUseOnly("format.pusher", "format.source", "board..");

    @ArchTest
    static final ArchRule formatPicksAmongItsReaders = roomMayUseOnly("format", "format.source", "format.xsb",
            "format.pusher", "board..");

    /** A new room of format gets its rule above before it gets classes. */
    @ArchTest
    static final ArchRule formatHasOnlyTheseRooms = classes()
            .that().resideInAPackage("org.sokodb.format..")
            .should().resideInAnyPackage("org.sokodb.format", "org.sokodb.format.source", "org.sokodb.format.xsb",
                    "org.sokodb.format.pusher")
            .as("format's classes live in format, format.source, format.xsb and format.pusher");

    @ArchTest
    static final ArchRule replayUsesOnlyBoard = mayUseOnly("replay", "board");

    @ArchTest
    static final ArchRule verifyReadsAndReplays = mayUseOnly("verify", "board", "format", "replay");

    @ArchTest
    static final ArchRule identityUsesOnlyBoardAndFormat = mayUseOnly("identity", "board", "format");

    /** Pictures and pages of boards; the pages written whole or not at all, as every file sokodb writes. */
    @ArchTest
    static final ArchRule renderUsesBoardsAndSafeFiles = mayUseOnly("render", "board", "format.source");

    /** Near duplicates, the measure: boards alone; its catalog side is the room {@code catalog.near}. */
    @ArchTest
    static final ArchRule nearMeasuresBoards = mayUseOnly("near", "board", "identity");

    /** Credits, the rule: names, verdicts, dates, the first copy; text alone. */
    @ArchTest
    static final ArchRule creditsUseNothingOfSokodb = mayUseOnly("credits");

    @ArchTest
    static final ArchRule generateUsesTheSolver = mayUseOnly("generate", "board", "identity", "replay", "solver");

    /** The solver's rooms, each using only those below it: maze, then bounds and deadlock, then search, then fess. */
    @ArchTest
    static final ArchRule solverMazeUsesOnlyBoard = mayUseOnly("solver.maze", "board");

    @ArchTest
    static final ArchRule solverBoundsUseOnlyTheMaze = mayUseOnly("solver.bounds", "board", "solver.maze");

    @ArchTest
    static final ArchRule solverDeadlockChecksUseOnlyTheMaze = mayUseOnly("solver.deadlock", "board", "solver.maze");

    @ArchTest
    static final ArchRule solverSearchUsesTheRoomsBelowIt = mayUseOnly("solver.search", "board", "replay",
            "solver.maze", "solver.bounds", "solver.deadlock");

    @ArchTest
    static final ArchRule solverFessUsesTheEngineContractAndTheRoomsBelow = mayUseOnly("solver.fess", "board",
            "replay", "solver.search", "solver.maze", "solver.bounds", "solver.deadlock", "tables");

    @ArchTest
    static final ArchRule solverUsesOnlyBoardAndSolution = mayUseOnly("solver", "board", "replay", "tables");

    /**
     * The optimizer stands beside the solver: the solver's maze, bounds, deadlock checks and
     * search tools, the solutions' replay; not the solver's face, FESS, the database or the catalog.
     */
    @ArchTest
    static final ArchRule optimizerUsesTheSolversRoomsBelowItsFace = roomMayUseOnly("optimizer", "board..",
            "replay..", "solver.maze", "solver.bounds", "solver.deadlock", "solver.search");

    /** A new room of the optimizer gets its rule above before it gets classes. */
    @ArchTest
    static final ArchRule optimizerHasOnlyItsOwnPackage = classes()
            .that().resideInAPackage("org.sokodb.optimizer..")
            .should().resideInAPackage("org.sokodb.optimizer")
            .as("the optimizer's classes live in org.sokodb.optimizer")
            .allowEmptyShould(true);

    /** Connecting, engines and credentials stand alone: nothing of what a catalog holds. */
    @ArchTest
    static final ArchRule catalogDbUsesNothingElseOfSokodb = roomMayUseOnly("catalog.db");

    /*
     * The catalog's rooms (docs/architecture.md), each rule naming exact packages. The core (the
     * open catalog, the level and occurrence tables, the rows every room shows) is the floor of
     * the features; the door, on top, is what the command line and the web server open.
     */

    @ArchTest
    static final ArchRule catalogCoreUsesOnlyTheDatabaseAndTheBoard = roomMayUseOnly("catalog", "catalog.db",
            "board");

    @ArchTest
    static final ArchRule catalogDuplicatesUseTheCore = roomMayUseOnly("catalog.duplicates", "catalog", "board",
            "identity");

    @ArchTest
    static final ArchRule catalogSolutionsUseTheCoreAndTheReplay = roomMayUseOnly("catalog.solutions", "catalog",
            "board", "format", "format.source", "identity", "replay", "verify");

    @ArchTest
    static final ArchRule catalogSourcesUseTheCore = roomMayUseOnly("catalog.sources", "catalog",
            "catalog.duplicates", "catalog.solutions", "identity");

    @ArchTest
    static final ArchRule catalogLevelsUseTheCoreSolutionsAndSources = roomMayUseOnly("catalog.levels", "catalog",
            "catalog.solutions", "catalog.sources", "format.source"); // format.source: WholeNumber, for SOURCE#INDEX

    @ArchTest
    static final ArchRule catalogNearUsesTheMeasureAndTheCore = roomMayUseOnly("catalog.near", "catalog",
            "catalog.duplicates", "near", "board", "identity");

    @ArchTest
    static final ArchRule catalogExportUsesTheCoreDuplicatesAndSolutions = roomMayUseOnly("catalog.export",
            "catalog", "catalog.credits", "catalog.duplicates", "catalog.solutions", "board", "format.source",
            "format.xsb", "identity", "replay");

    /** Credits in the catalog: the core's tables read through its own DAO, the rule below, the near-copy measure. */
    @ArchTest
    static final ArchRule catalogCreditsUseTheCoreTheRuleAndTheMeasure = roomMayUseOnly("catalog.credits", "catalog",
            "credits", "near", "board", "identity");

    /** What {@code solve --catalog} and {@code optimize --catalog} share: claims on groups, the searches' pool. */
    @ArchTest
    static final ArchRule catalogClaimsUseTheCore = roomMayUseOnly("catalog.claims", "catalog", "catalog.db",
            "catalog.solutions", "catalog.sources");

    @ArchTest
    static final ArchRule catalogSolvingUsesTheClaimsAndTheSolver = roomMayUseOnly("catalog.solving", "catalog",
            "catalog.claims", "catalog.solutions", "catalog.sources", "board", "format.source", "replay", "solver");

    @ArchTest
    static final ArchRule catalogOptimizingUsesTheClaimsAndTheOptimizer = roomMayUseOnly("catalog.optimizing",
            "catalog", "catalog.claims", "catalog.solutions", "board", "optimizer", "replay");

    @ArchTest
    static final ArchRule catalogBulkLoadUsesTheCore = roomMayUseOnly("catalog.imports.bulk", "catalog",
            "catalog.db", "catalog.duplicates", "catalog.solutions", "identity", "tables");

    @ArchTest
    static final ArchRule catalogImportsUseTheRoomsTheyFill = roomMayUseOnly("catalog.imports", "catalog",
            "catalog.db", "catalog.imports.bulk", "catalog.duplicates", "catalog.near", "catalog.solutions",
            "catalog.sources", "board", "format", "format.source", "identity", "near", "replay");

    /** The door opens a catalog and hands out the rooms' faces: nothing else. */
    @ArchTest
    static final ArchRule catalogFrontUsesTheRoomsItOpens = roomMayUseOnly("catalog.front",
            CATALOG_ROOMS.stream().filter(r -> !r.equals("catalog.front")).toArray(String[]::new));

    /** A new room of the catalog gets its rule above before it gets classes. */
    @ArchTest
    static final ArchRule catalogHasOnlyTheseRooms = classes()
            .that().resideInAPackage("org.sokodb.catalog..")
            .should().resideInAnyPackage(CATALOG_ROOMS.stream().map(r -> "org.sokodb." + r).toArray(String[]::new))
            .as("the catalog's classes live in its rooms " + CATALOG_ROOMS);

    /**
     * Above the catalog, nobody reaches a table: the DAOs and the connection's handle stay
     * inside the catalog, so no SQL or jdbi reaches a caller.
     */
    @ArchTest
    static final ArchRule theCatalogsDaosStayInside = noClasses()
            .that().resideInAPackage("org.sokodb..").and().resideOutsideOfPackage("org.sokodb.catalog..")
            .should().dependOnClassesThat(DescribedPredicate.describe("a DAO of the catalog",
                    (JavaClass c) -> inCatalog(c) && outermost(c).getSimpleName().endsWith("Dao")));

    @ArchTest
    static final ArchRule theCatalogsHandleStaysInside = noClasses()
            .that().resideInAPackage("org.sokodb..").and().resideOutsideOfPackage("org.sokodb.catalog..")
            .should().callMethodWhere(DescribedPredicate.describe("a call of Catalog." + CATALOG_INSIDE_METHODS,
                    (JavaMethodCall call) -> call.getTargetOwner().getName().equals("org.sokodb.catalog.Catalog")
                            && CATALOG_INSIDE_METHODS.contains(call.getName())));

    @ArchTest
    static final ArchRule readersAndBoardUseNoDatabase = noClasses()
            .that().resideInAnyPackage("org.sokodb.board..", "org.sokodb.format..", "org.sokodb.identity..",
                    "org.sokodb.replay..", "org.sokodb.verify..", "org.sokodb.render..", "org.sokodb.near")
            .should().dependOnClassesThat().resideInAnyPackage(DATABASE);

    /** The command line's toolkit knows no command; of the rest only the failures it turns into exit codes. */
    @ArchTest
    static final ArchRule cliTerminalUsesOnlyFormatAndCatalogFailures = roomMayUseOnly("cli.terminal", "format..",
            "catalog.db", "verify..");

    /** What commands write besides their table: built on the toolkit, knowing no command. */
    @ArchTest
    static final ArchRule cliOutputUsesTheToolkitAndWhatItDraws = roomMayUseOnly("cli.output", Stream.concat(
            Stream.of("cli.terminal", "board..", "format..", "generate..", "optimizer..", "render..", "near",
                    "replay..", "solver.."),
            CATALOG_ROOMS.stream().filter(r -> !r.equals("catalog.db"))).toArray(String[]::new));

    /**
     * The command line and the web server use the catalog through its door alone: the door's
     * package, the faces it hands out, and the values the rooms answer with (records, enums,
     * listeners), besides where the catalog is and how reaching it fails: never {@code Catalog},
     * a DAO or another class of a room.
     */
    @ArchTest
    static final ArchRule cliAndWebUseTheCatalogThroughItsDoor = noClasses()
            .that().resideInAnyPackage("org.sokodb.cli", "org.sokodb.cli.terminal", "org.sokodb.cli.output",
                    "org.sokodb.cli.options", "org.sokodb.web")
            .should().dependOnClassesThat(DescribedPredicate.describe("are of the catalog, behind its door",
                    (JavaClass c) -> inCatalog(c) && !passesTheDoor(c)));

    /** Whether a class of the catalog may be named above it ({@link #cliAndWebUseTheCatalogThroughItsDoor}). */
    private static boolean passesTheDoor(JavaClass c) {
        JavaClass top = outermost(c);
        if (c.getPackageName().equals("org.sokodb.catalog.front") || DATABASE_FACTS.contains(top.getName())
                || FACES.contains(top.getName())) {
            return true;
        }
        boolean value = c.isEnum() || c.isInterface()
                || c.getRawSuperclass().map(s -> s.getName().equals("java.lang.Record")).orElse(false);
        return value && !top.getSimpleName().endsWith("Dao") && !c.getPackageName().equals("org.sokodb.catalog.db");
    }

    /** What the door hands out: the return types of {@code OpenCatalog}'s methods. */
    private static final Set<String> FACES = Arrays.stream(OpenCatalog.class.getMethods())
            .map(m -> m.getReturnType().getName()).filter(n -> n.startsWith("org.sokodb.catalog."))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private static boolean inCatalog(JavaClass c) {
        return c.getPackageName().equals("org.sokodb.catalog") || c.getPackageName().startsWith("org.sokodb.catalog.");
    }

    private static JavaClass outermost(JavaClass c) {
        JavaClass top = c;
        while (top.getEnclosingClass().isPresent()) {
            top = top.getEnclosingClass().get();
        }
        return top;
    }

    /**
     * A command ({@code cli.…Command}) uses no other command: what two commands share is a
     * mixin, an option class of {@code cli.options}, a writer of {@code cli.output} or a use case
     * below the door, not another command's statics. ({@code Main} lists them all and each may
     * name it as its parent.)
     */
    @ArchTest
    static final ArchRule noCommandUsesAnother = classes()
            .that(isCommand())
            .should(new ArchCondition<JavaClass>("use no other command") {
                @Override
                public void check(JavaClass command, ConditionEvents events) {
                    for (Dependency d : command.getDirectDependenciesFromSelf()) {
                        JavaClass target = d.getTargetClass();
                        JavaClass outer = target.getEnclosingClass().orElse(target);
                        if (isCommand().test(outer) && !outer.equals(command)) {
                            events.add(SimpleConditionEvent.violated(d, d.getDescription()));
                        }
                    }
                }
            });

    /** A subcommand's class: {@code org.sokodb.cli.NameCommand}. */
    private static DescribedPredicate<JavaClass> isCommand() {
        return DescribedPredicate.describe("are commands", (JavaClass c) -> c.getPackageName().equals("org.sokodb.cli")
                && c.getSimpleName().endsWith("Command") && !c.isNestedClass());
    }

    /** Option groups and values several commands share, knowing no command. */
    @ArchTest
    static final ArchRule cliOptionsKnowNoCommand = roomMayUseOnly("cli.options", "generate..", "cli.terminal",
            "credits");

    /** A new room of the command line gets its rule above before it gets classes. */
    @ArchTest
    static final ArchRule cliHasOnlyTheseRooms = classes()
            .that().resideInAPackage("org.sokodb.cli..")
            .should().resideInAnyPackage("org.sokodb.cli", "org.sokodb.cli.terminal", "org.sokodb.cli.output",
                    "org.sokodb.cli.options")
            .as("the command line's classes live in cli, cli.terminal, cli.output and cli.options");

    /** The command line parses options, calls a use case and prints: SQL stays in the catalog. */
    @ArchTest
    static final ArchRule cliUsesNoJdbcJdbiOrFlyway = noClasses()
            .that().resideInAPackage("org.sokodb.cli..")
            .should().dependOnClassesThat().resideInAnyPackage(DATABASE);

    /**
     * The web catalog reads and writes the catalog through its use-case classes, as the command
     * line does: no SQL, JDBC, jdbi or Flyway in it.
     */
    @ArchTest
    static final ArchRule webUsesNoDatabase = noClasses()
            .that().resideInAPackage("org.sokodb.web..")
            .should().dependOnClassesThat().resideInAnyPackage(DATABASE)
            .allowEmptyShould(true);

    /** The web catalog sits on top: the command line starts it, it uses nothing of the command line. */
    @ArchTest
    static final ArchRule webUsesTheUseCasesNotTheCommandLine = mayUseOnly("web", "board", "format", "identity",
            "replay", "near", "render", "catalog", "credits");

    /** The solver, the generator and the near-duplicate measures work on boards alone. */
    @ArchTest
    static final ArchRule solverGeneratorNearMeasuresUseNoDatabase = noClasses()
            .that().resideInAnyPackage("org.sokodb.solver..", "org.sokodb.optimizer..", "org.sokodb.generate..",
                    "org.sokodb.near")
            .should().dependOnClassesThat().resideInAnyPackage(
                    Stream.concat(Arrays.stream(DATABASE), Stream.of("org.sokodb.catalog..")).toArray(String[]::new))
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule noPackageCycles = slices().matching("org.sokodb.(**)").should().beFreeOfCycles();

    /**
     * Classes of exactly {@code org.sokodb.ROOM} use, of sokodb, only their own package and the
     * {@code allowed} ones: {@code "catalog"} is that package alone, {@code "board.."} the package
     * with every package below it.
     */
    private static ArchRule roomMayUseOnly(String room, String... allowed) {
        String[] own = Stream.concat(Stream.of(room), Arrays.stream(allowed))
                .map(p -> "org.sokodb." + p).toArray(String[]::new);
        return noClasses()
                .that().resideInAPackage("org.sokodb." + room)
                .should().dependOnClassesThat(resideInAPackage("org.sokodb..").and(not(resideInAnyPackage(own))))
                .as("org.sokodb." + room + " uses only " + String.join(", ", allowed) + " of sokodb")
                .allowEmptyShould(true);
    }

    /**
     * Classes of {@code org.sokodb.PACKAGE} (and below) use, of sokodb, only their own package and
     * the {@code allowed} ones (each with what is below it).
     */
    private static ArchRule mayUseOnly(String pkg, String... allowed) {
        String[] own = Stream.concat(Stream.of(pkg), Arrays.stream(allowed))
                .map(p -> "org.sokodb." + p + "..").toArray(String[]::new);
        return noClasses()
                .that().resideInAPackage("org.sokodb." + pkg + "..")
                .should().dependOnClassesThat(resideInAPackage("org.sokodb..").and(not(resideInAnyPackage(own))))
                .as("org.sokodb." + pkg + " uses " + (allowed.length == 0 ? "nothing else of sokodb"
                        : "only " + String.join(", ", allowed) + " of sokodb"))
                .allowEmptyShould(true);
    }
}
