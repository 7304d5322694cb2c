package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;

/**
 * Three sokodb importers import the shared text data into one PostgreSQL catalog at the same
 * time: one the odd files of the sorted list, one the even files, one every file backwards
 * (so that it races both of the others for every source). The catalog must come out as one
 * H2 import of all the files in order does.
 *
 * <p>The importers run on threads of this JVM ({@link CliInThread}), each its own
 * {@code import} with its own connections: what makes imports into one PostgreSQL catalog take
 * turns is the server's, an advisory lock held per session ({@code PostgresDao}), so three
 * sessions race as three processes' would, and a JVM's start, which was most of what each
 * process cost, is not what is tested ({@code ConcurrentImportTest} starts processes, since on
 * H2 the file's lock is the process's).
 *
 * <p>What is compared, and why not more: which boards are duplicates of which is a fact of
 * the boards, so the rows of {@code dups} must be the same, byte for byte, once the two
 * columns that depend on import order are set aside: {@code group} (groups are numbered by
 * size, then by the first import of a member) and {@code relation} (each board is described
 * against its group's first row, the one imported first). The same holds for the catalog's
 * totals in {@code stats}. Per-source counts such as {@code new_levels} name the source that
 * happened to bring a level in first, so only their sum is compared.
 */
@AlongsideOnPostgres
class PostgresConcurrentImportTest {
    @TempDir
    Path dir;

    @Test
    void threeImportersAtOnceGiveWhatOneImportGives() throws Exception {
        String url = TestPostgres.freshSchema();
        List<String> files = files("xsokoban", "sets", "sok");
        List<String> odd = new ArrayList<>();
        List<String> even = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            (i % 2 == 0 ? odd : even).add(files.get(i));
        }
        List<String> backwards = new ArrayList<>(files);
        Collections.reverse(backwards);

        List<CliInThread> importers = new ArrayList<>();
        for (List<String> part : List.of(odd, even, backwards)) {
            List<String> args = new ArrayList<>(List.of("--db", url, "import"));
            args.addAll(part);
            importers.add(CliInThread.start(args.toArray(new String[0])));
        }
        List<String> imported = new ArrayList<>();
        for (CliInThread importer : importers) {
            int code = importer.finishWithin(5);
            String err = String.join("\n", importer.err());
            // 1: some files hold rejected boards or no level at all; never 3 (could not run)
            assertTrue(code <= 1, "exit " + code + ": " + err);
            assertFalse(err.contains("not imported") || err.contains("internal error"), err);
            importer.out().stream().filter(l -> l.contains(": ") && !l.contains(": already imported as ")
                    && !l.startsWith("total: ")).map(l -> l.substring(0, l.indexOf(": "))).forEach(imported::add);
        }
        assertEquals(imported.stream().distinct().count(), imported.size(), "a source imported twice: " + imported);

        String h2 = dir.resolve("alone").toString();
        List<String> importAll = new ArrayList<>(List.of("--db", h2, "import"));
        importAll.addAll(files);
        Cli alone = Cli.run(importAll.toArray(new String[0]));
        assertTrue(alone.code() <= 1, alone.err());
        assertEquals(imported.size(), alone.out().lines().filter(l -> !l.startsWith("total: ")).count());

        Cli dupsTogether = Cli.run("--db", url, "dups");
        Cli dupsAlone = Cli.run("--db", h2, "dups");
        assertEquals(0, dupsTogether.code(), dupsTogether.err());
        assertEquals(0, dupsAlone.code(), dupsAlone.err());
        assertTrue(dupsAlone.out().lines().count() > 500, "the shared data holds many duplicates");
        assertEquals(withoutOrderColumns(dupsAlone.out()), withoutOrderColumns(dupsTogether.out()));
        assertGroupsNumberedBySize(dupsTogether.out());

        Cli statsTogether = Cli.run("--db", url, "stats");
        Cli statsAlone = Cli.run("--db", h2, "stats");
        assertEquals(totals(statsAlone.out()), totals(statsTogether.out()));
        assertEquals(sumOfNewLevels(Cli.run("--db", h2, "collections").out()),
                sumOfNewLevels(Cli.run("--db", url, "collections").out()));
    }

    /** Every regular file under the shared data folders, in sorted order. */
    private static List<String> files(String... folders) throws IOException {
        List<String> out = new ArrayList<>();
        for (String folder : folders) {
            try (Stream<Path> walk = Files.walk(TestData.path(folder))) {
                walk.filter(Files::isRegularFile).map(Path::toString).forEach(out::add);
            }
        }
        Collections.sort(out);
        return out;
    }

    /** The {@code dups} rows without {@code group} and {@code relation}, sorted. */
    private static List<String> withoutOrderColumns(String tsv) {
        return tsv.lines().skip(1).map(l -> {
            String[] c = l.split("\t", -1);
            return String.join("\t", List.of(c).subList(1, 6));
        }).sorted().toList();
    }

    /** Groups are numbered 1, 2, … with no size growing along the way, and a group is whole. */
    private static void assertGroupsNumberedBySize(String tsv) {
        int group = 0;
        int size = 0;
        int previousSize = Integer.MAX_VALUE;
        for (String line : tsv.lines().skip(1).toList()) {
            int g = Integer.parseInt(line.substring(0, line.indexOf('\t')));
            if (g != group) {
                assertEquals(group + 1, g, line);
                assertTrue(size <= previousSize, "groups out of size order at " + line);
                previousSize = group == 0 ? Integer.MAX_VALUE : size;
                group = g;
                size = 0;
            }
            size++;
        }
    }

    /** The totals of {@code stats}: its whole output, one header line and one row. */
    private static String totals(String stats) {
        assertEquals(2, stats.lines().count(), stats);
        return stats;
    }

    private static long sumOfNewLevels(String collections) {
        return collections.lines().skip(1).mapToLong(l -> Long.parseLong(l.split("\t")[2])).sum();
    }
}
