package org.sokodb.catalog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/** What the catalog tests share: a fresh catalog in a temp dir, and ids computed straight from files. */
public final class Fixtures {
    private Fixtures() {
    }

    public static Catalog freshCatalog(Path dir) {
        return freshCatalog(DatabaseEngine.H2, dir);
    }

    /**
     * A new, empty catalog: an H2 file in {@code dir}, or a schema of its own on the test
     * PostgreSQL server (the test is skipped, saying how to run it, when there is none).
     */
    public static Catalog freshCatalog(DatabaseEngine engine, Path dir) {
        return TestCatalogs.open(freshLocation(engine, dir));
    }

    public static DatabaseLocation freshLocation(DatabaseEngine engine, Path dir) {
        return switch (engine) {
            case H2 -> DatabaseLocation.of(dir.resolve("catalog").toString());
            case POSTGRESQL -> DatabaseLocation.of(org.sokodb.TestPostgres.freshSchema());
        };
    }

    /** Every board of the paths, read and identified without any database, keyed "source#index". */
    public static Map<String, IdentifiedLevel> read(List<String> paths) {
        Map<String, IdentifiedLevel> out = new LinkedHashMap<>();
        Identifier identifier = new Identifier();
        LevelSources.read(paths, new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                out.put(record.source() + "#" + record.index(), identifier.identify(record));
            }

            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        });
        return out;
    }

    /** A file of the shared test data (the test is skipped without it, see {@link org.sokodb.TestData}). */
    public static String path(String relative) {
        return org.sokodb.TestData.path(relative).toString();
    }

    /** The shared test data's Microban (155 levels, {@code sets/soukoban/Microban_155.xsb}; the test is skipped without it). */
    public static String microban() {
        return path("sets/soukoban/Microban_155.xsb");
    }

    /** The shared test data's Sasquatch (50 levels, {@code sets/soukoban/Sasquatch_50.xsb}; the test is skipped without it). */
    public static String sasquatch() {
        return path("sets/soukoban/Sasquatch_50.xsb");
    }

    /**
     * The shipped XSokoban screens 1 to {@code count} copied into {@code dir} (a line added to each,
     * so that their sources differ from the shipped ones); returns {@code dir}.
     */
    public static Path xsokobanCopies(Path dir, int count) throws IOException {
        Files.createDirectories(dir);
        for (int i = 1; i <= count; i++) {
            Path screen = Path.of(shipped("xsokoban/screen." + i));
            Files.writeString(dir.resolve("screen." + i), Files.readString(screen) + "\n");
        }
        return dir;
    }

    /** A file of the repository's {@code collections/}. */
    public static String shipped(String relative) {
        return org.sokodb.TestData.shipped(relative).toString();
    }

    /** An import listener that remembers everything it is told. */
    public static class Recorder implements ImportListener {
        public final List<SourceReport> reports = new ArrayList<>();
        public final List<String> problems = new ArrayList<>();
        public final List<String> notes = new ArrayList<>();

        @Override
        public void source(SourceReport report) {
            reports.add(report);
        }

        @Override
        public void problem(SourceLocation where, String reason) {
            problems.add(where.message(reason));
        }

        @Override
        public void note(String where, String message) {
            notes.add(where + ": " + message);
        }
    }

    public static List<DuplicateMember> dups(Catalog catalog, DuplicateFilter filter) {
        List<DuplicateMember> out = new ArrayList<>();
        new Duplicates(catalog).forEach(filter, out::add);
        return out;
    }

    /**
     * The shipped collections ({@code collections/}), and 12 XSokoban screens again under other
     * names (other bytes, the same boards: duplicates of every kind), in {@code dir}/in.
     */
    public static Path shippedWithCopies(Path dir) throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Path collections = Path.of(shipped("xsokoban")).getParent();
        try (var files = Files.walk(collections)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                Path to = in.resolve(collections.relativize(f).toString());
                Files.createDirectories(to.getParent());
                Files.copy(f, to);
            }
        }
        Path copies = Files.createDirectories(in.resolve("zz-copies"));
        for (int i = 1; i <= 12; i++) {
            Path screen = Path.of(shipped("xsokoban/screen." + i));
            Files.writeString(copies.resolve("screen." + i), Files.readString(screen) + "\n");
        }
        return in;
    }
}
