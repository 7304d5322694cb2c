package org.sokodb;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import org.sokodb.catalog.front.OpenCatalog;

/**
 * Which package may use which (docs/architecture.md), checked on the compiled main classes.
 * Data flows one way — readers, board, identity, catalog, writers — and the parts that must
 * stay free of the database (the board, the readers, the solver, the generator, the
 * near-duplicate measures) are kept free of it here, not by good intentions. The packages and
 * what each may use are {@link Packages}; a constant javac copied into a class is seen by
 * {@link SourceImportsTest}, which reads the imports.
 */
class LayeringTest {
    /** Each rule below, on the main classes (ArchRules). */
    @TestFactory
    Stream<DynamicTest> rules() {
        return ArchRules.of(LayeringTest.class);
    }

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
     * package, and of each feature package its answers ({@link #ANSWERS}: the face the door hands
     * out and what its questions take and answer with), besides where the catalog is and how
     * reaching it fails: never {@code Catalog}, a DAO or another part of a package.
     */
    @ArchTest
    static final ArchRule cliAndWebUseTheCatalogThroughItsDoor = noClasses()
            .that().resideInAnyPackage("org.sokodb.cli", "org.sokodb.cli.terminal", "org.sokodb.cli.output",
                    "org.sokodb.cli.options", "org.sokodb.web", "org.sokodb.web.pages", "org.sokodb.web.pages.tag")
            .should().dependOnClassesThat(DescribedPredicate.describe("are of the catalog, behind its door",
                    (JavaClass c) -> inCatalog(c) && !passesTheDoor(c)));

    /**
     * Whether a class of the catalog may be named above it ({@link #cliAndWebUseTheCatalogThroughItsDoor}):
     * the door's package, where the catalog is and how reaching it fails, and a feature package's
     * answers ({@link #ANSWERS}), never its parts. A lambda's or an anonymous class's of an
     * answer counts as the answer.
     */
    private static boolean passesTheDoor(JavaClass c) {
        return c.getPackageName().equals("org.sokodb.catalog.front") || DATABASE_FACTS.contains(outermost(c).getName())
                || ANSWERS.contains(c.getName()) || c.isAnonymousClass() && ANSWERS.contains(outermost(c).getName());
    }

    /**
     * A feature package's answers: what the door hands out (the faces, the return types of
     * {@code OpenCatalog}'s methods) and every class of the catalog their public methods,
     * constructors and constants name, as results or as what they take, and so on through the
     * answers' own (a record's components, a sealed type's kinds, a listener's calls, the public
     * classes declared in an answer, such as a listener's {@code Passing}). A class of
     * the catalog that no face names is a part of its package: the web and the command line do not
     * see it.
     */
    static final Set<String> ANSWERS = answers();

    private static Set<String> answers() {
        Set<String> seen = new HashSet<>();
        Set<Type> met = new HashSet<>(); // a type variable's bound may name it again (T extends Comparable<T>)
        Deque<Type> todo = new ArrayDeque<>();
        named(OpenCatalog.class, todo);
        while (!todo.isEmpty()) {
            Type t = todo.pop();
            if (!met.add(t)) {
                continue;
            }
            if (t instanceof ParameterizedType p) {
                todo.push(p.getRawType());
                todo.addAll(Arrays.asList(p.getActualTypeArguments()));
            } else if (t instanceof WildcardType w) {
                todo.addAll(Arrays.asList(w.getUpperBounds()));
                todo.addAll(Arrays.asList(w.getLowerBounds()));
            } else if (t instanceof GenericArrayType a) {
                todo.push(a.getGenericComponentType());
            } else if (t instanceof TypeVariable<?> v) {
                todo.addAll(Arrays.asList(v.getBounds()));
            } else if (t instanceof Class<?> c) {
                if (c.isArray()) {
                    todo.push(c.getComponentType());
                } else if (c.getName().startsWith("org.sokodb.catalog.") && seen.add(c.getName())) {
                    named(c, todo);
                }
            }
        }
        return Set.copyOf(seen);
    }

    /** The types {@code c}'s public face names, pushed on {@code todo}. */
    private static void named(Class<?> c, Deque<Type> todo) {
        for (Method m : c.getMethods()) {
            todo.push(m.getGenericReturnType());
            todo.addAll(Arrays.asList(m.getGenericParameterTypes()));
        }
        for (Constructor<?> k : c.getConstructors()) {
            todo.addAll(Arrays.asList(k.getGenericParameterTypes()));
        }
        for (Field f : c.getFields()) {
            todo.push(f.getGenericType());
        }
        if (c.isSealed()) {
            todo.addAll(Arrays.asList(c.getPermittedSubclasses()));
        }
        todo.addAll(Arrays.asList(c.getClasses())); // its public member classes: a listener's Passing
        todo.addAll(Arrays.asList(c.getGenericInterfaces()));
    }

    /**
     * The packages of sokodb the web server and its templates use besides their own: the
     * catalog's door, the feature packages they ask, and what their answers are made of
     * (credits, difficulty) or drawn with (boards as SVG). It was 18 when the web did catalog work itself
     * (grouping near duplicates, identifying a pasted board, measuring a near copy against the
     * level asked about), 12 while it also read its numbers with a source reader's type and
     * named where the catalog is and how the database fails (docs/architecture.md says why
     * neither is the web's), 10 before difficulty (its catalog package and its ratings); a new
     * one is a question to ask of a feature's face instead. {@link Packages} names them.
     */
    static final int WEB_PACKAGES = 12;

    @ArchTest
    static final ArchRule theWebUsesFewPackages = classes().that().resideInAPackage("org.sokodb.web..")
            .should(new ArchCondition<JavaClass>("use at most " + WEB_PACKAGES + " packages of sokodb besides the web's") {
                private final Set<String> used = new TreeSet<>();

                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    for (Dependency d : c.getDirectDependenciesFromSelf()) {
                        String target = d.getTargetClass().getPackageName();
                        if (target.startsWith("org.sokodb.") && !target.startsWith("org.sokodb.web")) {
                            used.add(Packages.of(target));
                        }
                    }
                }

                @Override
                public void finish(ConditionEvents events) {
                    if (used.size() > WEB_PACKAGES) {
                        events.add(SimpleConditionEvent.violated(used, "web uses " + used.size() + " packages, more than "
                                + WEB_PACKAGES + ": " + used));
                    }
                }
            });

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
