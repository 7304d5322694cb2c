package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code authors --suggest-aliases} on the Grigr and Holland sets of collections/soukoban with
 * src/test/resources/credits/pennames: three Grigr levels credited to "Evgeniy Grigoriev", and a
 * compiler credited with levels of David Holland, and of GRIGoRusha with Nakamiya, Lee J Haywood
 * and Kevin B. Reilly.
 */
class SuggestAliasesTest {
    static final String DIR = "src/test/resources/credits/pennames/";
    @TempDir
    static Path dir;
    static String db;

    @BeforeAll
    static void importTheSets() {
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", "collections/soukoban", DIR + "evgeniy.xsb", DIR + "compiler.xsb");
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void thePenNameIsSuggestedAndTheCompilerIsNoOnesAlias() throws IOException {
        Cli r = Cli.run("--db", db, "authors", "--suggest-aliases");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("# Evgeniy Grigoriev ~ GRIGoRusha: 3 levels credited to one by some copies and to the "
                + "other by others; apart: 0 of Evgeniy Grigoriev, 176 of GRIGoRusha; Evgeniy Grigoriev in " + DIR
                + "evgeniy.xsb; GRIGoRusha in collections/soukoban/Grigr2001_100.xsb",
                "Evgeniy Grigoriev\tGRIGoRusha"), r.out().lines().toList());
        assertTrue(!r.out().contains("Compiler"), r.out());
    }

    @Test
    void passedBackItSettlesTheConflictsAndLeavesTheCompilers() throws IOException {
        Path aliases = dir.resolve("suggested.tsv");
        Files.writeString(aliases, Cli.run("--db", db, "authors", "--suggest-aliases").out());
        Cli r = Cli.run("--db", db, "credits", "--conflicts-only", "--aliases", aliases.toString());
        assertEquals(0, r.code(), r.err());
        List<String> rows = r.out().lines().skip(1).toList();
        assertEquals(10, rows.size(), r.out());
        assertTrue(rows.stream().allMatch(l -> l.contains("against Carl Compiler (" + DIR + "compiler.xsb)")), r.out());
    }

    @Test
    void withoutItTheyAreConflictsSaidWhy() {
        Cli r = Cli.run("--db", db, "credits", "--conflicts-only");
        assertTrue(r.out().contains("\tGRIGoRusha (collections/soukoban/Grigr2001_100.xsb) against Evgeniy Grigoriev ("
                + DIR + "evgeniy.xsb)"), r.out());
    }
}
