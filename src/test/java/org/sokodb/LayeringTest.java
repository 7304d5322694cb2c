package org.sokodb;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.Arrays;
import java.util.stream.Stream;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * Which package may use which (docs/architecture.md), checked on the compiled main classes.
 * Data flows one way — readers, board, identity, catalog, writers — and the parts that must
 * stay free of the database (the board, the readers, the solver, the generator, the
 * near-duplicate measures) are kept free of it here, not by good intentions. Rules for
 * packages that do not exist yet hold vacuously ({@code allowEmptyShould}).
 */
@AnalyzeClasses(packages = "org.sokodb", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {
    /** What "the database" means: JDBC, jdbi, Flyway and the drivers. */
    private static final String[] DATABASE = {"java.sql..", "javax.sql..", "org.jdbi..", "org.flywaydb..",
        "org.h2..", "org.postgresql.."};

    @ArchTest
    static final ArchRule boardUsesNothingOfSokodb = mayUseOnly("board");

    @ArchTest
    static final ArchRule formatUsesOnlyBoard = mayUseOnly("format", "board");

    @ArchTest
    static final ArchRule solutionUsesOnlyBoard = mayUseOnly("solution", "board");

    @ArchTest
    static final ArchRule identityUsesOnlyBoardAndFormat = mayUseOnly("identity", "board", "format");

    @ArchTest
    static final ArchRule renderUsesOnlyBoard = mayUseOnly("render", "board");

    /** The solver's rooms, each using only those below it: maze, then bounds and deadlock, then search, then fess. */
    @ArchTest
    static final ArchRule solverMazeUsesOnlyBoard = mayUseOnly("solver.maze", "board");

    @ArchTest
    static final ArchRule solverBoundsUseOnlyTheMaze = mayUseOnly("solver.bounds", "board", "solver.maze");

    @ArchTest
    static final ArchRule solverDeadlockChecksUseOnlyTheMaze = mayUseOnly("solver.deadlock", "board", "solver.maze");

    @ArchTest
    static final ArchRule solverSearchUsesTheRoomsBelowIt = mayUseOnly("solver.search", "board", "solution",
            "solver.maze", "solver.bounds", "solver.deadlock");

    @ArchTest
    static final ArchRule solverFessUsesTheEngineContractAndTheRoomsBelow = mayUseOnly("solver.fess", "board",
            "solution", "solver.search", "solver.maze", "solver.bounds", "solver.deadlock");

    @ArchTest
    static final ArchRule solverUsesOnlyBoardAndSolution = mayUseOnly("solver", "board", "solution");

    /** Connecting, engines and credentials stand alone: nothing of what a catalog holds. */
    @ArchTest
    static final ArchRule catalogDbUsesNothingElseOfSokodb = mayUseOnly("catalog.db");

    @ArchTest
    static final ArchRule readersAndBoardUseNoDatabase = noClasses()
            .that().resideInAnyPackage("org.sokodb.board..", "org.sokodb.format..", "org.sokodb.identity..",
                    "org.sokodb.solution..", "org.sokodb.verify..", "org.sokodb.render..")
            .should().dependOnClassesThat().resideInAnyPackage(DATABASE);

    /** The command line parses options, calls a use case and prints: SQL stays in the catalog. */
    @ArchTest
    static final ArchRule cliUsesNoJdbcJdbiOrFlyway = noClasses()
            .that().resideInAPackage("org.sokodb.cli..")
            .should().dependOnClassesThat().resideInAnyPackage(DATABASE);

    /** The solver, the generator and the near-duplicate measures work on boards alone. */
    @ArchTest
    static final ArchRule solverGeneratorSimilarUseNoDatabase = noClasses()
            .that().resideInAnyPackage("org.sokodb.solver..", "org.sokodb.generate..", "org.sokodb.similar..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    Stream.concat(Arrays.stream(DATABASE), Stream.of("org.sokodb.catalog..")).toArray(String[]::new))
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule noPackageCycles = slices().matching("org.sokodb.(**)").should().beFreeOfCycles();

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
