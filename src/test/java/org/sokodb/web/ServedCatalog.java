package org.sokodb.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.TestData;
import org.sokodb.TestPostgres;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.ImportSummary;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.catalog.solutions.SolutionOutcome;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.LevelIdentity;

/**
 * A catalog for the web tests, served twice: read-only and with --allow-write. It holds the
 * shipped XSokoban screens and Holland set, and a small file written here: a one-row level,
 * its mirror image (one duplicate group), a two-box level left unsolved for the write tests,
 * a board that is not a level, and a title full of HTML.
 */
final class ServedCatalog implements AutoCloseable {
    static final String TINY = "########\n#@ $  .#\n########\n";
    static final String TINY_SOLUTION = "rRRR";
    static final String MIRROR = "########\n#.  $ @#\n########\n";
    static final String MIRROR_TITLE = "<b>Mirror & \"quote\" 'it'</b>";
    static final String TWO_BOXES = "#######\n#@ $ .#\n#  $ .#\n#######\n";
    static final String TWO_BOXES_SOLUTION = "rRRlldRR";
    static final String XSOKOBAN_1 = "collections/xsokoban/screen.1";

    final DatabaseLocation location;
    final WebServer readOnly;
    final WebServer writable;
    final ImportSummary imported;
    final String small;
    final String tinyExactId;
    final String mirrorExactId;
    final String twoBoxesExactId;

    ServedCatalog(DatabaseEngine engine, Path dir) {
        location = switch (engine) {
            case H2 -> DatabaseLocation.of(dir.resolve("catalog").toString());
            case POSTGRESQL -> DatabaseLocation.of(TestPostgres.freshSchema());
        };
        small = dir.resolve("small.xsb").toString();
        write(Path.of(small), "Title: tiny\n" + TINY + "\nTitle: " + MIRROR_TITLE + "\nAuthor: A & B\n" + MIRROR
                + "\nTitle: two boxes\n" + TWO_BOXES + "\nTitle: open\n####\n#@ $.\n####\n");
        tinyExactId = exactId(TINY);
        mirrorExactId = exactId(MIRROR);
        twoBoxesExactId = exactId(TWO_BOXES);
        try (OpenCatalog c = OpenCatalog.open(location)) {
            imported = c.imports().importPaths(List.of(TestData.shipped("xsokoban").toString(),
                    TestData.shipped("soukoban/Holland_81.xsb").toString(), small), new Quiet());
            SolutionOutcome o = c.solutionSubmission().submit(tinyExactId, TINY_SOLUTION, "test", "");
            if (!(o instanceof SolutionOutcome.Stored)) {
                throw new IllegalStateException("the tiny level's solution was not stored: " + o);
            }
        }
        readOnly = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, false));
        writable = WebServer.start(CatalogAccess.of(location), new ServeSettings("127.0.0.1", 0, true));
    }

    static String exactId(String board) {
        try {
            return new LevelIdentity().of(Board.parse(board.lines().toList())).exactId();
        } catch (BoardException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    RawHttp http() {
        return new RawHttp(readOnly.port());
    }

    RawHttp writer() {
        return new RawHttp(writable.port());
    }

    @Override
    public void close() {
        readOnly.close();
        writable.close();
    }

    /** Import without output; a problem with a shipped file fails the setup. */
    static final class Quiet implements ImportListener {
        final List<String> problems = new ArrayList<>();

        @Override
        public void source(SourceReport report) {
        }

        @Override
        public void problem(SourceLocation where, String reason) {
            problems.add(where.message(reason));
        }

        @Override
        public void note(String where, String message) {
        }
    }
}
