package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ResultPage;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorTally;
import org.sokodb.credits.Ruling;

/**
 * Credits, the face of the package (docs/credits.md): who made a level, as every copy of it says,
 * for {@code credits}, {@code authors}, the web's {@code /credits}, {@code /authors/NAME} and a
 * level page's line. Each answer is read in one snapshot.
 */
public final class Credits {
    private final Catalog catalog;

    public Credits(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * {@code credits}: every Unique-Id group whose copies disagree about who made the level, in
     * {@code dups}' order and numbered as it numbers them; with {@code --similar P} then the
     * groups of near copies credited to different authors, largest first, numbered on after
     * the last of {@code dups}' groups.
     */
    public List<CreditGroup> groups(CreditFilter filter) {
        return catalog.read("listing credits", () -> {
            CreditDao dao = catalog.dao(CreditDao.class);
            CreditedBoards credited = CreditedBoards.read(dao, new CreditedBoards.Names());
            if (credited.isEmpty()) {
                return List.<CreditGroup>of();
            }
            CreditFilter persons = filter.withAliases(credited.persons(filter.aliases()));
            Judging judging = new Judging(dao, credited.names(), persons.aliases());
            CreditReading read = new CreditReading(dao, credited, persons, judging);
            List<CreditGroup> groups = new ArrayList<>(new CreditGroups(read).list());
            if (filter.similar().isPresent()) {
                int after = dao.ranks().size();
                groups.addAll(new NearCredits(read).list(after + 1));
            }
            return groups;
        });
    }

    /** The groups of {@link #groups}, a page of {@code size} at a time (page 1 first). */
    public ResultPage<CreditGroup> page(CreditFilter filter, int page, int size) {
        List<CreditGroup> all = groups(filter);
        long from = Math.min(all.size(), ResultPage.offset(page, size));
        return ResultPage.of(all.subList((int) from, (int) Math.min(all.size(), from + size + 1)), page, size);
    }

    /** {@code authors}: one row per person some board credits, by name. */
    public List<AuthorTally.AuthorRow> authors(Aliases aliases) {
        return catalog.read("listing authors", () -> {
            return new AuthorRoll(catalog.dao(CreditDao.class), aliases).rows();
        });
    }

    /**
     * {@code authors --suggest-aliases}: the pairs of people the data implies are one (docs/credits.md),
     * each as an aliases file's lines, its evidence in a comment first.
     */
    public List<String> suggestedAliases(Aliases aliases) {
        return catalog.read("suggesting aliases", () -> {
            return new AuthorRoll(catalog.dao(CreditDao.class), aliases).suggestedAliases();
        });
    }

    /** Whether some board credits the person {@code name} names (by the name rule, aliases applied). */
    public boolean knowsAuthor(String name, Aliases aliases) {
        return catalog.read("finding the author " + name, () -> {
            return new AuthorRoll(catalog.dao(CreditDao.class), aliases).knows(name);
        });
    }

    /**
     * An author's page: the person {@code name} names (a person's key, else a name read by the
     * name rule), and page {@code page} of their levels, {@code size} a page, with every copy;
     * empty when no board credits them.
     */
    public Optional<AuthorPage> author(String name, Aliases aliases, int page, int size) {
        return catalog.read("reading the author " + name, () -> {
            return new AuthorRoll(catalog.dao(CreditDao.class), aliases).page(name, page, size);
        });
    }

    /** What the copies of the level {@code uniqueId} say of who made it, when they disagree; empty when they agree. */
    public Optional<LevelCredits> level(String uniqueId, Aliases aliases) {
        return catalog.read("reading the credits of " + uniqueId, () -> {
            CreditDao dao = catalog.dao(CreditDao.class);
            // the level's copies first (an index's few rows), the catalog's sources only then (a
            // walk of them all): most levels are on one board, or on boards that name no one
            List<CreditDao.Copy> copies = dao.copies(new String[] {uniqueId});
            if (copies.size() < 2 || copies.stream().allMatch(c -> c.author().isEmpty())
                    || dao.sourcesWithAuthors() == 0) {
                return Optional.<LevelCredits>empty();
            }
            CreditedBoards.Names names = new CreditedBoards.Names();
            // the persons are the whole catalog's: a pen name stated in one set holds in all
            // (the sources with an author field counted above: no need to count them again)
            Judging judging = new Judging(dao, names, CreditedBoards.of(dao.credited(), names).persons(aliases));
            Optional<Ruling> ruling = copies.size() < 2 ? Optional.empty() : judging.ruling(copies);
            return ruling.filter(v -> v != Ruling.VARIANT).map(v -> line(v, copies, judging, names));
        });
    }

    /** The credits of a level's copies, each different credit once with its sources. */
    private static LevelCredits line(Ruling ruling, List<CreditDao.Copy> copies, Judging judging,
            CreditedBoards.Names names) {
        Map<Set<String>, List<String>> spelled = new LinkedHashMap<>();
        Map<Set<String>, Set<String>> sources = new LinkedHashMap<>();
        Set<String> uncredited = new LinkedHashSet<>();
        for (CreditDao.Copy c : copies) {
            Set<String> people = judging.people(c);
            if (people.isEmpty()) {
                uncredited.add(c.source());
                continue;
            }
            spelled.putIfAbsent(people, names.of(c).stream().map(n -> n.spelling()).toList());
            sources.computeIfAbsent(people, k -> new LinkedHashSet<>()).add(c.source());
        }
        List<LevelCredits.Credit> credits = new ArrayList<>();
        spelled.forEach((people, spelling) -> credits.add(new LevelCredits.Credit(spelling,
                new ArrayList<>(sources.get(people)))));
        return new LevelCredits(ruling, credits, new ArrayList<>(uncredited));
    }

    /** What {@code export --credit first} asks: the author of each level's first copy that names one. */
    public FirstAuthors firstAuthors() {
        return catalog.read("reading credited boards", () -> FirstAuthors.read(catalog));
    }
}
