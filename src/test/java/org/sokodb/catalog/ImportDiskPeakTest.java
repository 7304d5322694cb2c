package org.sokodb.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.catalog.db.Compaction;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.sources.Inventory;

/**
 * The disk an H2 bulk load takes, by file sizes alone: a real import of Boxoban files into a
 * fresh file (a bulk load from its 5,000th board, the similarity index filled), the catalog's
 * folder summed every few milliseconds through the import and the compaction after it
 * (docs/import-cost.md, Disk). On 100 files, side by side: main's build 4.46 times the final
 * file, this one 2.60.
 */
@Slow
class ImportDiskPeakTest {
    private static final int FILES = 40;

    @TempDir
    Path dir;

    @Test
    void aBulkLoadLeavesItsFileMostlyLiveAndTheDiskUnderItsBound() throws Exception {
        Path files = boxobanFiles(Files.createDirectory(dir.resolve("files")));
        Path home = Files.createDirectory(dir.resolve("catalog"));
        AtomicLong peak = new AtomicLong();
        AtomicBoolean running = new AtomicBoolean(true);
        Thread sampler = new Thread(() -> {
            while (running.get()) {
                peak.accumulateAndGet(folderBytes(home), Math::max);
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sampler.start();
        long loadPeak;
        Compaction.Sparse left;
        try (Catalog catalog = Fixtures.freshCatalog(home)) {
            new Importer(catalog).fillingSimilarityIndex().importPaths(List.of(files.toString()),
                    new Fixtures.Recorder());
            assertEquals(FILES * 1000L, new Inventory(catalog).compute().boards());
            loadPeak = peak.get();
            left = catalog.sparseFile(new Compaction.Rule(0, 101, 0), 0).orElseThrow();
            catalog.compact();
        } finally {
            running.set(false);
            sampler.join();
        }
        long compacted = Files.size(home.resolve("catalog.mv.db"));
        System.out.printf("disk: load %,d, before the compaction %,d (%d%% live), peak %,d, compacted %,d%n", loadPeak,
                left.bytes(), left.livePercent(), peak.get(), compacted);
        // the chunks rewritten after durable commits: the load leaves its file mostly live (main before: 49 % on 100
        // files, 57 % on 300; 72-78 % with the rewrites on H2 2.3.232, their aim 90 %). On 2.5.252, whose own
        // compaction in the background is off, these 40 files were left 65-75 % live alone and 55-61 % beside other
        // work: the bound keeps the rewrites' gain over the 49 % without them, not a share only a quiet machine gives
        assertTrue(left.livePercent() >= 50, left.toString());
        // pages compressed as written: the file the compaction copies stays well under main's before (its peak 4.46
        // times the final file on 100 files). How large it gets depends on when H2's writer stores its chunks, so on
        // the machine's load: 1.47-1.57 times the copy run alone, 2.11 beside the other test classes (peak about 3.1);
        // the bounds leave room for a busier machine (issue 84 asks a peak of 2)
        assertTrue(left.bytes() <= 5 * compacted / 2, left + " against " + compacted + " compacted");
        assertTrue(peak.get() <= 4 * compacted, "peak " + peak.get() + " against " + compacted + " compacted");
    }

    private static long folderBytes(Path home) {
        try (Stream<Path> all = Files.list(home)) {
            return all.mapToLong(p -> p.toFile().length()).sum();
        } catch (IOException e) {
            return 0;
        }
    }

    private static Path boxobanFiles(Path to) throws IOException {
        TestData.boxobanTrainFiles(to, FILES);
        return to;
    }
}
