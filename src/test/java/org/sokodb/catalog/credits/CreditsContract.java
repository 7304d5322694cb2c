package org.sokodb.catalog.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.IdsAsText;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorTally.AuthorRow;
import org.sokodb.credits.Ruling;

/**
 * Credits over the fixtures of {@code src/test/resources/credits} (their README gives every
 * group and why): each expected row written by hand from the files and the name rule of
 * docs/credits.md, on H2 ({@code CreditsH2Test}) and PostgreSQL ({@code CreditsPostgresTest}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class CreditsContract {
    static final String DIR = "src/test/resources/credits/";
    static final String FIRST = DIR + "dh-first.sok";
    static final String COMPILATION = DIR + "compilation.xsb";
    static final String REPUBLISHED = DIR + "republished.slc";

    static final String SPADE = "232B855BF81AE597";
    static final String NINEVAH = "1675BCC4DE4FBB7E";
    static final String CRISS_CROSS = "2A30DDAF3F710CFD";
    static final String BARDAK = "31A5995D36E810E7";
    static final String SCREEN_1 = "02D324FCF43C6CFD";
    static final String CAROUSEL = "3D86E3742839F7D8";
    static final String PATTERN = "037058787DEE7986";
    static final String PATTERNS = "22A3DF73EC7FF1CE";
    static final String BOXOBAN = "1422484C5434CC36";

    abstract DatabaseEngine engine();

    @TempDir
    static Path dir;
    Catalog catalog;
    Credits credits;

    @BeforeAll
    void importTheFixtures() {
        catalog = Fixtures.freshCatalog(engine(), dir);
        new Importer(catalog).importPaths(List.of(FIRST, COMPILATION, REPUBLISHED), new Fixtures.Recorder());
        credits = new Credits(catalog);
    }

    @AfterAll
    void close() {
        if (catalog != null) { // none when the engine is not there (PostgreSQL without SOKODB_TEST_PG_URL)
            catalog.close();
        }
    }

    /** A group's rows as "number ruling source#index [author] first date", one string a board. */
    static List<String> rows(List<CreditGroup> groups) {
        List<String> rows = new ArrayList<>();
        for (CreditGroup g : groups) {
            for (CreditCopy c : g.copies()) {
                rows.add(g.number() + " " + g.ruling().word() + " " + c.source().substring(DIR.length()) + "#"
                        + c.index() + " [" + c.author() + "] " + c.first().map(b -> b.word()).orElse("-") + " "
                        + c.date().map(Object::toString).orElse("-"));
            }
        }
        return rows;
    }

    static CreditFilter filter(Optional<String> source, Optional<String> author, boolean conflictsOnly) {
        return new CreditFilter(source, author, conflictsOnly, Optional.empty(), Aliases.NONE);
    }

    @Test
    void theGroupsWhoseCopiesDisagreeNumberedAsDupsNumbersThem() {
        assertEquals(List.of(
                "1 uncredited dh-first.sok#1 [David Holland] date 2001-05",
                "1 uncredited compilation.xsb#1 [david holland, 2001] - 2003",
                "1 uncredited republished.slc#1 [] - -",
                "3 conflict dh-first.sok#3 [David Holland] import -",
                "3 conflict compilation.xsb#3 [Someone Else] - 2003",
                "4 conflict dh-first.sok#4 [GRIGoRusha - Bardak #01] - 2005-06-07",
                "4 conflict compilation.xsb#4 [Evgeny Grigoriev] date 2003",
                "5 uncredited dh-first.sok#5 [] import -",
                "5 uncredited compilation.xsb#5 [Thinking Rabbit] - 2003"), rows(credits.groups(CreditFilter.ALL)));
    }

    @Test
    void eachCopyKnowsItsLevelAndHowItStandsToTheFirst() {
        CreditGroup spade = credits.groups(CreditFilter.ALL).get(0);
        assertEquals(SPADE, spade.uniqueId());
        assertEquals(List.of("same board", "rotated 90°", "mirrored"), spade.copies().stream().map(CreditCopy::relation).toList());
        assertEquals(List.of(List.of("David Holland"), List.of("david holland"), List.of()),
                spade.copies().stream().map(CreditCopy::names).toList());
        assertTrue(spade.copies().stream().allMatch(c -> c.uniqueId().equals(SPADE) && c.similarity().isEmpty()));
    }

    @Test
    void anAliasJoinsAPenName() {
        Aliases aliases = Aliases.parse("aliases", List.of("GRIGoRusha\tEvgeny Grigoriev"), p -> { });
        List<CreditGroup> groups = credits.groups(new CreditFilter(Optional.empty(), Optional.empty(), false,
                Optional.empty(), aliases));
        assertEquals(List.of(1, 3, 5), groups.stream().map(CreditGroup::number).toList());
    }

    @Test
    void conflictsOnly() {
        assertEquals(List.of(3, 4), numbers(filter(Optional.empty(), Optional.empty(), true)));
    }

    @Test
    void theGroupsWithACopyInASource() {
        assertEquals(List.of(1), numbers(filter(Optional.of(REPUBLISHED), Optional.empty(), false)));
        assertEquals(List.of(1, 3, 4, 5), numbers(filter(Optional.of(COMPILATION), Optional.empty(), false)));
        assertEquals(List.of(1, 3, 4, 5), numbers(filter(Optional.of("src/test/resources/credits"), Optional.empty(),
                false)));
        assertEquals(List.of(), numbers(filter(Optional.of(DIR + "dh-first"), Optional.empty(), false)));
    }

    @Test
    void theGroupsWhereAnAuthorIsOneOfTheAuthors() {
        assertEquals(List.of(3), numbers(filter(Optional.empty(), Optional.of("someone  ELSE."), false)));
        assertEquals(List.of(1, 3), numbers(filter(Optional.empty(), Optional.of("by David Holland"), false)));
        assertEquals(List.of(4), numbers(filter(Optional.empty(), Optional.of("GRIGoRusha"), false)));
        assertEquals(List.of(), numbers(filter(Optional.empty(), Optional.of("Mallory Thief"), false)));
        assertEquals(List.of(), numbers(filter(Optional.empty(), Optional.of("unknown"), false)));
    }

    @Test
    void nearCopiesCreditedToAnotherAuthor() {
        List<CreditGroup> groups = credits.groups(new CreditFilter(Optional.empty(), Optional.empty(), false,
                Optional.of(90.0), Aliases.NONE));
        assertEquals(List.of(1, 3, 4, 5, 9), groups.stream().map(CreditGroup::number).toList());
        CreditGroup near = groups.get(4);
        assertEquals(Ruling.NEAR, near.ruling());
        assertEquals(List.of("9 near dh-first.sok#8 [David Holland] import -", "9 near republished.slc#2 [Mallory Thief] - -"),
                rows(List.of(near)));
        assertEquals(List.of(PATTERN, PATTERNS), near.copies().stream().map(CreditCopy::uniqueId).toList());
        assertEquals(100.0, near.copies().get(0).similarity().orElseThrow());
        // 5 squares of about 290 differ: 98.3 % (as dups --similar 90 says)
        assertEquals("98.3", String.format(java.util.Locale.ROOT, "%.1f", near.copies().get(1).similarity().orElseThrow()));
        assertEquals(List.of(9), credits.groups(new CreditFilter(Optional.empty(), Optional.of("mallory thief"), false,
                Optional.of(90.0), Aliases.NONE)).stream().map(CreditGroup::number).toList());
        assertEquals(List.of(1, 3, 4, 5), credits.groups(new CreditFilter(Optional.empty(), Optional.empty(), false,
                Optional.of(99.0), Aliases.NONE)).stream().map(CreditGroup::number).toList());
    }

    @Test
    void theAuthors() {
        assertEquals(List.of(
                // D Holland is David Holland: the only full name of this catalog his initial can stand for
                new AuthorRow("David Holland", "davidholland", List.of("David Holland", "david holland", "D Holland",
                        "D. Holland"), 5, 2, 1, 1, List.of("David Holland = D Holland: an initial")),
                new AuthorRow("Dries De Clercq", "driesdeclercq", List.of("Dries De Clercq"), 1, 1, 0, 0),
                new AuthorRow("Evgeny Grigoriev", "evgenygrigoriev", List.of("Evgeny Grigoriev"), 1, 1, 1, 0),
                new AuthorRow("GRIGoRusha", "grigorusha", List.of("GRIGoRusha"), 2, 2, 1, 0),
                new AuthorRow("Mallory Thief", "mallorythief", List.of("Mallory Thief"), 1, 1, 0, 0),
                new AuthorRow("sokgen", "sokgen", List.of("sokgen"), 1, 2, 0, 0),
                new AuthorRow("Someone Else", "someoneelse", List.of("Someone Else"), 2, 1, 1, 0),
                new AuthorRow("Thinking Rabbit", "thinkingrabbit", List.of("Thinking Rabbit"), 1, 1, 0, 1)),
                credits.authors(Aliases.NONE));
    }

    @Test
    void anAliasMakesOneAuthor() {
        Aliases aliases = Aliases.parse("aliases", List.of("GRIGoRusha\tEvgeny Grigoriev"), p -> { });
        List<AuthorRow> rows = credits.authors(aliases);
        assertEquals(List.of(new AuthorRow("GRIGoRusha", "evgenygrigoriev", List.of("GRIGoRusha", "Evgeny Grigoriev"),
                2, 2, 0, 0, List.of("GRIGoRusha = Evgeny Grigoriev: the aliases file"))),
                rows.stream().filter(r -> r.author().equals("GRIGoRusha")).toList());
        assertEquals(7, rows.size());
    }

    @Test
    void anAuthorsPage() {
        AuthorPage page = credits.author("DAVID HOLLAND", Aliases.NONE, 1, 100).orElseThrow();
        assertEquals("David Holland", page.author().author());
        // Ninevah, "D Holland + sokgen" and "sokgen & D. Holland": D Holland is David Holland here
        assertEquals(List.of(SPADE, NINEVAH, CRISS_CROSS, CAROUSEL, PATTERN),
                page.levels().items().stream().map(AuthorLevel::uniqueId).toList());
        assertEquals(List.of(Optional.of(Ruling.UNCREDITED), Optional.empty(), Optional.of(Ruling.CONFLICT),
                Optional.empty(), Optional.empty()), page.levels().items().stream().map(AuthorLevel::ruling).toList());
        assertEquals(List.of("David Holland", "David Holland & Someone Else"),
                page.levels().items().get(3).copies().stream().map(CreditCopy::author).toList());
        assertEquals(Optional.empty(), credits.author("Nobody Here", Aliases.NONE, 1, 20));
        assertEquals(Optional.empty(), credits.author("unknown", Aliases.NONE, 1, 20));
    }

    @Test
    void aLevelsLine() {
        assertEquals(Optional.of(new LevelCredits(Ruling.CONFLICT, List.of(
                new LevelCredits.Credit(List.of("David Holland"), List.of(FIRST)),
                new LevelCredits.Credit(List.of("Someone Else"), List.of(COMPILATION))), List.of())),
                credits.level(CRISS_CROSS, Aliases.NONE));
        assertEquals(Optional.of(new LevelCredits(Ruling.UNCREDITED, List.of(
                new LevelCredits.Credit(List.of("David Holland"), List.of(FIRST, COMPILATION))), List.of(REPUBLISHED))),
                credits.level(SPADE, Aliases.NONE));
        assertEquals(Optional.empty(), credits.level(NINEVAH, Aliases.NONE));
        assertEquals(Optional.empty(), credits.level(BOXOBAN, Aliases.NONE));
        assertEquals(Optional.empty(), credits.level(PATTERNS, Aliases.NONE));
    }

    @Test
    void theAuthorOfTheFirstCopyThatNamesOne() {
        // dh-first, imported first, dates Spade (2001-05) and Bardak (2005-06-07) and no other level;
        // compilation's header dates all its levels 2003: Bardak's first credited copy is compilation's, by
        // date; the others' are dh-first's (by date for Spade, by import order for the rest)
        assertEquals(Map.of(SPADE, "David Holland", NINEVAH, "D Holland + sokgen", CRISS_CROSS, "David Holland",
                BARDAK, "Evgeny Grigoriev", SCREEN_1, "Thinking Rabbit", CAROUSEL, "David Holland",
                PATTERN, "David Holland", PATTERNS, "Mallory Thief"),
                credits.firstAuthors().of(List.of(SPADE, NINEVAH, CRISS_CROSS, BARDAK, SCREEN_1, CAROUSEL, PATTERN,
                        PATTERNS, BOXOBAN)));
    }

    @Test
    void aCatalogImportedBeforeTheSourcesCountedTheirAuthorsAnswersTheSame(@TempDir Path older) {
        DatabaseLocation location = Fixtures.freshLocation(engine(), older);
        try (Catalog c = TestCatalogs.open(location)) {
            new Importer(c).importPaths(List.of(FIRST, COMPILATION, REPUBLISHED), new Fixtures.Recorder());
            // the catalog as migration 14 found it: no count of the boards with an author field
            c.handle().execute("ALTER TABLE collection DROP COLUMN with_author");
            IdsAsText.takeBack(c.handle());
            c.handle().execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '14'");
        }
        try (Catalog c = TestCatalogs.open(location)) {
            Credits migrated = new Credits(c);
            assertEquals(List.of(1, 3, 4, 5), migrated.groups(CreditFilter.ALL).stream().map(CreditGroup::number).toList());
            assertEquals(credits.authors(Aliases.NONE), migrated.authors(Aliases.NONE));
        }
    }

    @Test
    void aCatalogWhoseSourcesNameNoOneHasNoCreditsAndNoAuthors(@TempDir Path boxoban) {
        try (Catalog c = Fixtures.freshCatalog(engine(), boxoban)) {
            new Importer(c).importPaths(List.of("collections/boxoban/medium/train/306.txt",
                    "collections/boxoban/medium/train/318.txt"), new Fixtures.Recorder());
            Credits none = new Credits(c);
            // the two files share a level (dups' group 2 of README's tour), and neither names an author
            assertEquals(List.of(), none.groups(CreditFilter.ALL));
            assertEquals(List.of(), none.authors(Aliases.NONE));
            assertEquals(Optional.empty(), none.level("115DE7EF0E650FD2", Aliases.NONE));
        }
    }

    private List<Integer> numbers(CreditFilter filter) {
        return credits.groups(filter).stream().map(CreditGroup::number).toList();
    }
}
