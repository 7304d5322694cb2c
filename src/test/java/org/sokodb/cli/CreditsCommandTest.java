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
 * {@code credits}, {@code authors} and {@code export --credit first} on the fixtures of
 * {@code src/test/resources/credits} (their README gives every group): the rows written by hand.
 */
class CreditsCommandTest {
    static final String DIR = "src/test/resources/credits/";
    @TempDir
    static Path dir;
    static String db;

    @BeforeAll
    static void importTheFixtures() {
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", DIR + "dh-first.sok", DIR + "compilation.xsb", DIR + "republished.slc");
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void theGroupsAsTsv() {
        Cli r = Cli.run("--db", db, "credits");
        assertEquals(0, r.code(), r.err());
        String spade = "\tDavid Holland (" + DIR + "dh-first.sok, " + DIR + "compilation.xsb); no author (" + DIR
                + "republished.slc)";
        String crissCross = "\tDavid Holland (" + DIR + "dh-first.sok) against Someone Else (" + DIR + "compilation.xsb)";
        String bardak = "\tGRIGoRusha (" + DIR + "dh-first.sok) against Evgeny Grigoriev (" + DIR + "compilation.xsb)";
        String screen1 = "\tThinking Rabbit (" + DIR + "compilation.xsb); no author (" + DIR + "dh-first.sok)";
        assertEquals(List.of("group\tunique_id\tverdict\tsource\tindex\ttitle\tauthor\tfirst\twhy",
                "1\t232B855BF81AE597\tuncredited\t" + DIR + "dh-first.sok\t1\tSpade\tDavid Holland\tdate" + spade,
                "1\t232B855BF81AE597\tuncredited\t" + DIR + "compilation.xsb\t1\tSpade\tdavid holland, 2001\t" + spade,
                "1\t232B855BF81AE597\tuncredited\t" + DIR + "republished.slc\t1\tSpade\t\t" + spade,
                "3\t2A30DDAF3F710CFD\tconflict\t" + DIR + "dh-first.sok\t3\tCrissCross\tDavid Holland\timport" + crissCross,
                "3\t2A30DDAF3F710CFD\tconflict\t" + DIR + "compilation.xsb\t3\tCriss Cross\tSomeone Else\t" + crissCross,
                "4\t31A5995D36E810E7\tconflict\t" + DIR + "dh-first.sok\t4\tBardak #01\tGRIGoRusha - Bardak #01\t" + bardak,
                "4\t31A5995D36E810E7\tconflict\t" + DIR + "compilation.xsb\t4\tBardak\tEvgeny Grigoriev\tdate" + bardak,
                "5\t02D324FCF43C6CFD\tuncredited\t" + DIR + "dh-first.sok\t5\tXSokoban 1\t\timport" + screen1,
                "5\t02D324FCF43C6CFD\tuncredited\t" + DIR + "compilation.xsb\t5\tScreen 1\tThinking Rabbit\t" + screen1),
                r.out().lines().toList());
    }

    @Test
    void theSameAsJson() {
        Cli r = Cli.run("--db", db, "credits", "--conflicts-only", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("[{\"group\":3,\"unique_id\":\"2A30DDAF3F710CFD\",\"verdict\":\"conflict\",\"source\":\""
                + DIR + "dh-first.sok\",\"index\":3,\"title\":\"CrissCross\",\"author\":\"David Holland\","
                + "\"first\":\"import\",\"why\":\"David Holland (" + DIR + "dh-first.sok) against Someone Else (" + DIR
                + "compilation.xsb)\"}"), r.out());
        assertEquals(4, r.out().lines().filter(l -> l.contains("{\"group\":")).count());
    }

    @Test
    void nearCopiesWithTheirSimilarity() {
        Cli r = Cli.run("--db", db, "credits", "--similar", "90", "--author", "mallory thief");
        assertEquals(0, r.code(), r.err());
        String why = "\tDavid Holland (" + DIR + "dh-first.sok) against Mallory Thief (" + DIR + "republished.slc)";
        assertEquals(List.of("group\tunique_id\tverdict\tsource\tindex\ttitle\tauthor\tfirst\twhy\tsimilarity",
                "9\t037058787DEE7986\tnear\t" + DIR + "dh-first.sok\t8\tPattern-oster\tDavid Holland\timport" + why + "\t100.0",
                "9\t22A3DF73EC7FF1CE\tnear\t" + DIR + "republished.slc\t2\tPatterns\tMallory Thief\t" + why + "\t98.3"),
                r.out().lines().toList());
    }

    @Test
    void aSourceAnAuthorAndAliases() throws IOException {
        assertEquals(List.of("1"), groups(Cli.run("--db", db, "credits", "--source", DIR + "republished.slc")));
        assertEquals(List.of("3"), groups(Cli.run("--db", db, "credits", "--author", "SOMEONE ELSE")));
        Path aliases = dir.resolve("aliases.tsv");
        Files.writeString(aliases, "# pen names\nGRIGoRusha\tEvgeny Grigoriev\n");
        assertEquals(List.of("1", "3", "5"), groups(Cli.run("--db", db, "credits", "--aliases", aliases.toString())));
    }

    @Test
    void aBadAliasLineIsSaidAndTheRestUsed() throws IOException {
        Path aliases = dir.resolve("bad-aliases.tsv");
        Files.writeString(aliases, "GRIGoRusha Evgeny Grigoriev\nGRIGoRusha\tEvgeny Grigoriev\n");
        Cli r = Cli.run("--db", db, "credits", "--aliases", aliases.toString());
        assertEquals(1, r.code());
        assertEquals(aliases + ":1: expected a name, a tab and another name of the same person\n", r.err());
        assertEquals(List.of("1", "3", "5"), groups(r));
    }

    @Test
    void anUnreadableAliasFileStopsTheCommand() {
        Cli r = Cli.run("--db", db, "authors", "--aliases", dir.resolve("none.tsv").toString());
        assertEquals(1, r.code(), "rejected input, not a command that could not run");
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("sokodb: cannot read aliases from " + dir.resolve("none.tsv") + ": no such file"),
                r.err());
    }

    @Test
    void anAuthorNamingNoOneOrNoOneCreditedIsAnErrorAsAnUnknownSourceIs() {
        for (String noOne : List.of("unknown", "", "  ", "(c) 1999")) {
            Cli r = Cli.run("--db", db, "credits", "--author", noOne);
            assertEquals(1, r.code(), noOne);
            assertEquals("", r.out());
            assertEquals("sokodb: --author '" + noOne + "' names no one by the name rule of docs/credits.md\n", r.err());
        }
        Cli r = Cli.run("--db", db, "credits", "--author", "Nobody Here");
        assertEquals(1, r.code());
        assertEquals("sokodb: no board in the catalog credits 'Nobody Here' (see 'sokodb authors')\n", r.err());
    }

    @Test
    void anUnknownSourceOrABadPercentage() {
        Cli r = Cli.run("--db", db, "credits", "--source", DIR + "nothing.xsb");
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("sokodb: no source '" + DIR + "nothing.xsb' in the catalog"), r.err());
        assertEquals(2, Cli.run("--db", db, "credits", "--similar", "0").code());
        assertEquals(2, Cli.run("--db", db, "credits", "--similar", "101").code());
    }

    @Test
    void theAuthors() {
        Cli r = Cli.run("--db", db, "authors");
        assertEquals(0, r.code(), r.err());
        // D Holland (and D. Holland) is David Holland: the only full name his initial can stand for here
        assertEquals(List.of("author\tspellings\tlevels\tsources\tcredited_elsewhere_to_others\tcopied_uncredited"
                        + "\tlearned",
                "David Holland\t4\t5\t2\t1\t1\tDavid Holland = D Holland: an initial",
                "Dries De Clercq\t1\t1\t1\t0\t0\t",
                "Evgeny Grigoriev\t1\t1\t1\t1\t0\t",
                "GRIGoRusha\t1\t2\t2\t1\t0\t",
                "Mallory Thief\t1\t1\t1\t0\t0\t",
                "sokgen\t1\t1\t2\t0\t0\t",
                "Someone Else\t1\t2\t1\t1\t0\t",
                "Thinking Rabbit\t1\t1\t1\t0\t1\t"), r.out().lines().toList());
    }

    @Test
    void theAuthorsAsJson() {
        Cli r = Cli.run("--db", db, "authors", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("[{\"author\":\"David Holland\",\"spellings\":4,\"levels\":5,\"sources\":2,"
                + "\"credited_elsewhere_to_others\":1,\"copied_uncredited\":1,\"learned\":\"David Holland = D Holland: an "
                + "initial\"}"), r.out());
        assertEquals(8, r.out().lines().filter(l -> l.contains("{\"author\":")).count());
    }

    @Test
    void exportWithTheFirstCopysAuthor() throws IOException {
        Path out = dir.resolve("first.xsb");
        Cli r = Cli.run("--db", db, "export", "--unique", "--credit", "first", "--source", DIR + "dh-first.sok",
                "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        // dh-first's levels in order, each with the author of its first copy that names one: dh-first's, imported
        // first, but for Bardak, which dh-first dates 2005-06-07 and compilation.xsb (its header) 2003, and XSokoban 1,
        // which only compilation.xsb credits
        assertEquals(List.of("Author: David Holland", "Author: D Holland + sokgen", "Author: David Holland",
                "Author: Evgeny Grigoriev", "Author: Thinking Rabbit", "Author: Dries De Clercq and GRIGoRusha",
                "Author: David Holland", "Author: David Holland"),
                Files.readAllLines(out).stream().filter(l -> l.contains("Author:")).toList());
        Path own = dir.resolve("own.xsb");
        assertEquals(0, Cli.run("--db", db, "export", "--unique", "--source", DIR + "dh-first.sok", "--out",
                own.toString()).code());
        assertEquals(7, Files.readAllLines(own).stream().filter(l -> l.contains("Author:")).count());
    }

    private static List<String> groups(Cli r) {
        return r.out().lines().skip(1).map(l -> l.split("\t")[0]).distinct().toList();
    }
}
