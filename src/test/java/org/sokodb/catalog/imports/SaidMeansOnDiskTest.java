package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sokodb.Slow;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * The import's promise without a kill: at the moment the importer says a source is imported,
 * the catalog file on the disk — copied right then, as a kill would leave it, while the
 * import goes on — opens as sokodb opens it and holds that source whole, and every one said
 * before it. Real files of the repository: two Boxoban files, Holland, Grigr, five XSokoban
 * screens; the bulk load begins after the first Boxoban file. (Before durable commits, the
 * sources were said at their own end and committed every 20,000 boards, and H2 took the
 * commit to its file half a second later: the first copy held nothing.)
 */
@Slow
class SaidMeansOnDiskTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "durable every {0} ns")
    @CsvSource({"0", "1000000000000"})
    void everySourceSaidImportedIsInTheFileWhole(long durableEvery) {
        List<String> paths = new ArrayList<>(List.of(Fixtures.shipped("boxoban/medium/train"),
                Fixtures.shipped("soukoban/Holland_81.xsb"), Fixtures.shipped("soukoban/Grigr2002_40.xsb")));
        for (int i = 1; i <= 5; i++) {
            paths.add(Fixtures.shipped("xsokoban/screen." + i));
        }
        Path file = dir.resolve("catalog.mv.db");
        Map<String, Integer> said = new java.util.LinkedHashMap<>();
        List<String> checked = new ArrayList<>();
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).bulkFrom(1000).durableEvery(durableEvery).importPaths(paths, new Fixtures.Recorder() {
                @Override
                public void source(SourceReport report) {
                    super.source(report);
                    said.put(report.source(), report.counts().boards());
                    Map<String, Integer> onDisk = onDisk(file, dir.resolve("copy-" + said.size()));
                    for (Map.Entry<String, Integer> s : said.entrySet()) {
                        assertEquals(s.getValue(), onDisk.get(s.getKey()),
                                s.getKey() + " was said imported; on the disk when " + report.source() + " was said");
                    }
                    checked.add(report.source());
                }
            });
        }
        assertEquals(9, checked.size(), checked.toString());
        assertTrue(said.values().stream().mapToInt(Integer::intValue).sum() > 2100, said.toString());
    }

    /** Each source of the catalog file as it is on the disk now, and its boards stored. */
    private static Map<String, Integer> onDisk(Path file, Path copyBase) {
        try {
            Files.copy(file, Path.of(copyBase + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (Catalog copy = TestCatalogs.openExisting(DatabaseLocation.of(copyBase.toString()))) {
            Map<String, Integer> boards = new java.util.HashMap<>();
            copy.handle().createQuery("SELECT c.source, (SELECT COUNT(*) FROM occurrence o WHERE o.collection_id = c.id)"
                    + " FROM collection c").map((r, ctx) -> Map.entry(r.getString(1), r.getInt(2)))
                    .forEach(e -> boards.put(e.getKey(), e.getValue()));
            return boards;
        }
    }
}
