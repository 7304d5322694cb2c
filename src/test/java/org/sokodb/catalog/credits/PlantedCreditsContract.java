package org.sokodb.catalog.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorTally.AuthorRow;

/**
 * Copies planted among the real collections of the shared data (XSokoban's screens, the text
 * sets, the SOK files): {@code src/test/resources/credits/planted} republishes levels of
 * Holland, Grigr and XSokoban under other names, with none, with other spellings of the same
 * names, turned and mirrored, in SOK, in XSB under a header's author and in SLC (its README
 * says which is which). {@code credits} finds exactly the planted copies that disagree, and
 * among the real files no conflict but the four they hold. Every expected row is written by
 * hand from the files and the rule of docs/credits.md. On H2 ({@code PlantedCreditsH2Test})
 * and PostgreSQL ({@code PlantedCreditsPostgresTest}).
 */
@SharedData
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlantedCreditsContract {
    static final String PLANTED = "src/test/resources/credits/planted";

    abstract DatabaseEngine engine();

    @TempDir
    static Path dir;
    Catalog catalog;
    Credits credits;

    @BeforeAll
    void importTheRealFilesThenThePlantedOnes() {
        catalog = Fixtures.freshCatalog(engine(), dir);
        new Importer(catalog).importPaths(List.of(TestData.path("xsokoban").toString(),
                TestData.path("sets").toString(), TestData.path("sok").toString()), new Fixtures.Recorder());
        new Importer(catalog).importPaths(List.of(PLANTED + "/planted.sok", PLANTED + "/planted-header.xsb",
                PLANTED + "/planted.slc"), new Fixtures.Recorder());
        credits = new Credits(catalog);
    }

    @AfterAll
    void close() {
        if (catalog != null) { // none when the engine or the data is not there
            catalog.close();
        }
    }

    /** Each group as "UNIQUE-ID ruling: file#index [author] first | …", files by their names. */
    static List<String> groups(List<CreditGroup> groups) {
        List<String> out = new ArrayList<>();
        for (CreditGroup g : groups) {
            StringBuilder sb = new StringBuilder(g.uniqueId() + " " + g.ruling().word() + ":");
            for (CreditCopy c : g.copies()) {
                sb.append(g.copies().get(0) == c ? " " : " | ").append(Path.of(c.source()).getFileName()).append('#')
                        .append(c.index()).append(" [").append(c.author()).append("] ")
                        .append(c.first().map(b -> b.word()).orElse("-"));
            }
            out.add(sb.toString());
        }
        return out;
    }

    private List<String> listed(Optional<String> source, boolean conflictsOnly, Optional<Double> similar,
            Optional<String> author) {
        return groups(credits.groups(new CreditFilter(source, author, conflictsOnly, similar, Aliases.NONE)));
    }

    @Test
    void everyPlantedCopyThatDisagreesAndNoOther() {
        // not listed, as their names agree with the real copies': Maelstrom 2 ("by DAVID  holland <…>, 2001-05"),
        // Wanderer ("GRIGoRusha & Dries De Clercq"), Gantel ("Mottled" of "Mottled and GRIGoRusha"), Maelstrom 3
        // ("David Holland & Mallory Thief"), Pereprig (its own "grigorusha" over the header's), Triple Shelf
        // ("GRIGORUSHA" over the collection's); Maelstrom 6 walled is another level
        assertEquals(List.of(
                "160EE654BA9D6D43 uncredited: screen.20#1 [] import | Original.xsb#20 [] - | XSokoban_90.xsb#20 [] -"
                        + " | planted-header.xsb#2 [Eve Forger] -",
                "55EBBA9E315B7A01 uncredited: Grigr2001_100.xsb#3 [GRIGoRusha - Zigzag #03] import"
                        + " | planted.sok#2 [] -",
                "B062DFE7B6F0D78A conflict: Grigr2001_100.xsb#5 [GRIGoRusha - updown #05] import"
                        + " | planted.slc#1 [Mallory Thief] -",
                "079683976F45252C conflict: Grigr2002_40.xsb#1 [GRIGoRusha] import"
                        + " | planted.sok#7 [Mallory Thief and Eve Forger] -",
                "0175E3CC9923B9AD uncredited: Grigr2002_40.xsb#2 [GRIGoRusha] import | planted.slc#4 [] -",
                "0A9FC0489B7899C5 uncredited: Holland_81.xsb#58 [] import | planted-header.xsb#4 [Eve Forger] -",
                "3691EF614B838209 conflict: Holland_81.xsb#61 [David Holland] import | planted.sok#1 [Mallory Thief] -",
                "06D68BB7A29B7A6A conflict: Holland_81.xsb#64 [David Holland] import"
                        + " | planted-header.xsb#1 [Eve Forger] -",
                "1376396AF1D40EE4 conflict: Holland_81.xsb#65 [David Holland] import"
                        + " | planted.slc#3 [Eve Forger] -"),
                listed(Optional.of(PLANTED), false, Optional.empty(), Optional.empty()));
    }

    @Test
    void theRealFilesConflictOnlyWhereTheySayDifferentNames() {
        List<String> conflicts = listed(Optional.empty(), true, Optional.empty(), Optional.empty()).stream()
                .map(g -> g.substring(0, 16)).toList();
        // the real files name no different people: XSokoban's first screen is "author name" (a placeholder,
        // no one) in Original_and_Extra.sok and Thinking Rabbit in two other SOK files; three levels du Peloux's
        // set credits to "Evgeny Grigoriev (GRIGoRusha) et Aymeric du Peloux", which states GRIGoRusha is Evgeny
        // Grigoriev, and GrigrSpecial to "Aymeric du Peloux and GRIGoRusha": the same two people. The five
        // planted conflicts remain
        assertEquals(List.of("B062DFE7B6F0D78A", "079683976F45252C", "3691EF614B838209", "06D68BB7A29B7A6A", "1376396AF1D40EE4"),
                conflicts);
    }

    @Test
    void aNearCopyUnderAnotherName() {
        List<String> near = listed(Optional.of(PLANTED), false, Optional.of(90.0), Optional.of("Mallory Thief"))
                .stream().filter(g -> g.contains(" near:")).toList();
        // Maelstrom Collection #6 with one square walled in
        assertEquals(List.of("36A694EEBF2D088D near: Holland_81.xsb#66 [David Holland] import"
                + " | planted.sok#8 [Mallory Thief] -"), near);
    }

    @Test
    void theNamesPlanted() {
        List<AuthorRow> rows = credits.authors(Aliases.NONE);
        // Mallory Thief: Maelstrom 1, 3 (beside David Holland: agrees), 6 walled (a level of its own), Double
        // choice, updown; Eve Forger: Double choice, Maelstrom 4, screen 20 and cossack2 (whose other copies name
        // no one), Maelstrom 5
        assertEquals(List.of(new AuthorRow("Eve Forger", "eveforger", List.of("Eve Forger"), 5, 3, 3, 2),
                new AuthorRow("Mallory Thief", "mallorythief", List.of("Mallory Thief"), 5, 2, 3, 0)),
                rows.stream().filter(r -> r.person().equals("eveforger") || r.person().equals("mallorythief")).toList());
    }
}
