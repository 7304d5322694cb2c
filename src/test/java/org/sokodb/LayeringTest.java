package org.sokodb;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

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
 * near-duplicate measures) are kept free of it here, not by good intentions. The packages and
 * what each may use are {@link Packages}; a constant javac copied into a class is seen by
 * {@link SourceImportsTest}, which reads the imports.
 */
@AnalyzeClasses(packages = "org.sokodb", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringTest {
    /**
     * Of the database's package, what the command line and the web server may name besides the
     * door: where the catalog is, how reaching it fails, an H2 file's compaction, and a schema
     * upgrade about to run (said to the user while it takes its minutes).
     */
    private static final List<String> DATABASE_FACTS = List.of("org.sokodb.catalog.db.DatabaseLocation",
            "org.sokodb.catalog.db.CatalogException", "org.sokodb.catalog.db.Compaction",
            "org.sokodb.catalog.db.SchemaUpgrade");

    /** Catalog's methods for its own packages: the jdbi handle, the DAOs, transactions, connecting unrepaired. */
    private static final Set<String> CATALOG_INSIDE_METHODS = Set.of("handle", "dao", "work", "read", "dialect",
            "makeDurable", "connect");

    private static final String[] DATABASE = {"java.sql..", "javax.sql..", "org.jdbi..", "org.flywaydb..",
        "org.h2..", "org.postgresql.."};

    /**
     * Every class lives in a package of {@link Packages} (a new package gets its line there, and in the
     * manual's table, before it gets classes) and uses, of sokodb, its own package and the packages its
     * line names: exact packages, so a package's sub-package is never let in by its parent's line.
     */
    @ArchTest
    static final ArchRule everyPackageUsesOnlyThePackagesItMay = classes().that().resideInAPackage("org.sokodb..")
            .should(new ArchCondition<JavaClass>("live in a package and use only the packages its line in Packages names") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    String pkg = Packages.of(c.getPackageName());
                    if (!Packages.all().contains(pkg)) {
                        events.add(SimpleConditionEvent.violated(c, c.getName() + " is in " + pkg
                                + ", which is no package of Packages"));
                        return;
                    }
                    for (Dependency d : c.getDirectDependenciesFromSelf()) {
                        String target = d.getTargetClass().getPackageName();
                        if (target.startsWith("org.sokodb.") && !Packages.mayUse(pkg, Packages.of(target))) {
                            events.add(SimpleConditionEvent.violated(d, pkg + " may not use " + Packages.of(target)
                                    + ": " + d.getDescription()));
                        }
                    }
                }
            });

    @ArchTest
    static final ArchRule noPackageCycles = slices().matching("org.sokodb.(**)").should().beFreeOfCycles();

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

    /** Below the catalog nothing knows a database; above it, the command line and the web server neither. */
    @ArchTest
    static final ArchRule onlyTheCatalogKnowsTheDatabase = noClasses()
            .that().resideInAPackage("org.sokodb..").and().resideOutsideOfPackage("org.sokodb.catalog..")
            .should().dependOnClassesThat().resideInAnyPackage(DATABASE);

    /**
     * The command line and the web server use the catalog through its door alone: the door's
     * package, the faces it hands out, and the values the packages answer with (records, enums,
     * listeners), besides where the catalog is and how reaching it fails: never {@code Catalog},
     * a DAO or another class of a pkg.
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
            .collect(Collectors.toUnmodifiableSet());

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
}
