package org.sokodb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The packages of sokodb, each an exact package below {@code org.sokodb} (never a prefix: a
 * package below another is one of its own, with its own line here), and the packages each may
 * use besides its own: the table of docs/architecture.md. {@link LayeringTest} holds the
 * compiled classes to it, {@link SourceImportsTest} the source's imports (which also see the
 * constants javac copies into the classes that use them), {@link ArchitectureDocTest} the
 * manual's table.
 */
final class Packages {
    /** The catalog's packages: the core, its database, a package per feature, the door. */
    static final List<String> CATALOG = List.of("catalog", "catalog.db", "catalog.db.pg", "catalog.duplicates", "catalog.solutions",
            "catalog.sources", "catalog.near.listing", "catalog.near", "catalog.levels", "catalog.credits", "catalog.claims",
            "catalog.imports.bulk", "catalog.imports", "catalog.solving", "catalog.optimizing", "catalog.difficulty",
            "catalog.export",
            "catalog.front");

    /**
     * What the web server and its templates may use: the catalog's door, the feature packages
     * they ask (their answers only: {@code LayeringTest}), the values those answers are made of
     * (credits) and the pictures the web draws of their boards (render). Not where the catalog is
     * or what it is built on (the door's {@code CatalogAccess} opens it), nor a reader of sources.
     */
    private static final String WEB = "credits difficulty render catalog catalog.difficulty catalog.duplicates"
            + " catalog.solutions catalog.sources catalog.near catalog.levels catalog.credits catalog.front";

    /** Package → the packages it may use, from the ground floor up. */
    static final Map<String, Set<String>> MAY_USE = table(
            "board", "",
            "tables", "",
            "credits", "",
            "files", "",
            "catalog.db.migration", "",
            "catalog.db.pg", "",
            "catalog.db.release", "",
            "catalog.db.sql", "",
            "catalog.db", "files catalog.db.migration catalog.db.pg catalog.db.release catalog.db.sql",
            "format.source", "board files",
            "format.xsb", "format.source board",
            "format.pusher", "format.source board",
            "format", "format.source format.xsb format.pusher board",
            "replay", "board",
            "identity", "board format format.source",
            "verify", "board format format.source replay",
            "render", "board format.source",
            "near", "board identity",
            "solver.maze", "board",
            "solver.bounds", "board solver.maze",
            "solver.deadlock.freeze", "board solver.maze",
            "solver.deadlock", "board solver.maze solver.deadlock.freeze",
            "solver.deadlock.sets", "board solver.maze solver.deadlock solver.deadlock.freeze",
            "solver.search", "board replay solver.maze solver.bounds solver.deadlock solver.deadlock.freeze"
                    + " solver.deadlock.sets",
            "solver.fess", "board replay tables solver.maze solver.bounds solver.deadlock solver.deadlock.freeze"
                    + " solver.deadlock.sets solver.search",
            "solver.packing.plan", "board replay solver.maze solver.bounds solver.deadlock solver.deadlock.freeze"
                    + " solver.deadlock.sets solver.search solver.fess",
            "solver.packing", "board replay solver.maze solver.bounds solver.deadlock solver.deadlock.freeze"
                    + " solver.deadlock.sets solver.search",
            "solver", "board replay tables solver.maze solver.bounds solver.deadlock.sets solver.search solver.fess"
                    + " solver.packing solver.packing.plan",
            "difficulty", "board optimizer replay solver.bounds solver.deadlock solver.deadlock.freeze solver.maze",
            "generate", "board difficulty identity replay solver",
            "optimizer", "board replay solver.maze solver.bounds solver.deadlock solver.deadlock.freeze solver.search",
            "catalog", "catalog.db catalog.db.release board",
            "catalog.duplicates", "catalog board identity",
            "catalog.solutions", "catalog board format format.source identity replay verify",
            "catalog.sources", "catalog catalog.duplicates catalog.solutions difficulty format.source format.xsb identity",
            "catalog.near.listing", "catalog near",
            "catalog.near", "catalog catalog.duplicates catalog.near.listing near board identity",
            "catalog.levels", "catalog catalog.credits catalog.solutions catalog.sources credits format.source identity",
            "catalog.credits", "catalog credits near board identity",
            "catalog.claims", "catalog catalog.db catalog.solutions catalog.sources",
            "catalog.imports.bulk", "catalog catalog.db catalog.duplicates catalog.near catalog.near.listing catalog.solutions"
                    + " identity tables",
            "catalog.imports", "catalog catalog.db catalog.imports.bulk catalog.duplicates catalog.near catalog.near.listing"
                    + " catalog.solutions"
                    + " catalog.sources board format format.source identity near replay tables",
            "catalog.difficulty", "catalog catalog.claims catalog.db catalog.sources board difficulty replay",
            "catalog.solving", "catalog catalog.claims catalog.difficulty catalog.solutions catalog.sources board"
                    + " format.source replay solver",
            "catalog.optimizing", "catalog catalog.claims catalog.difficulty catalog.solutions board optimizer replay",
            "catalog.export", "catalog catalog.credits catalog.duplicates catalog.solutions board difficulty format.source"
                    + " format.xsb identity replay",
            "catalog.front", catalogBut("catalog.front") + " catalog.db.release",
            "cli.terminal", "catalog.db format format.source verify",
            "cli.options", "cli.terminal credits difficulty generate",
            "cli.output", "cli.terminal board difficulty format format.source format.xsb generate near optimizer render replay solver "
                    + catalogBut("catalog.db"),
            "web.draw", "difficulty catalog.difficulty",
            "web.plays", "catalog.difficulty",
            "web", "web.draw web.plays " + WEB,
            "web.pages.tag", "web web.draw " + WEB,
            "web.pages", "web web.draw web.pages.tag " + WEB,
            "cli", "cli.terminal cli.options cli.output web board credits difficulty format format.source format.xsb generate"
                    + " identity near optimizer replay solver verify catalog.db.release " + catalogBut(""));

    private Packages() {
    }

    /** Every package. */
    static Set<String> all() {
        return MAY_USE.keySet();
    }

    /** Whether a class of {@code pkg} may use one of {@code other}: its own package, or one its line names. */
    static boolean mayUse(String pkg, String other) {
        return pkg.equals(other) || MAY_USE.getOrDefault(pkg, Set.of()).contains(other);
    }

    /** The package of a class: its package below {@code org.sokodb}. */
    static String of(String packageName) {
        return packageName.equals("org.sokodb") ? "" : packageName.substring("org.sokodb.".length());
    }

    private static String catalogBut(String pkg) {
        return CATALOG.stream().filter(r -> !r.equals(pkg)).collect(Collectors.joining(" "));
    }

    private static Map<String, Set<String>> table(String... pairs) {
        Map<String, Set<String>> t = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            List<String> uses = new ArrayList<>(Arrays.asList(pairs[i + 1].split(" ")));
            uses.removeIf(String::isEmpty);
            t.put(pairs[i], Set.copyOf(uses));
        }
        return Collections.unmodifiableMap(t);
    }
}
