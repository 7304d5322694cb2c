package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.RunsAlone;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.format.source.SourceLocation;

/**
 * Issue 8, security: the embedded H2 catalog listens on no port and runs no server while it is
 * open and importing. It compares the listening sockets of the whole process before and after,
 * so it runs with nothing beside it ({@link RunsAlone}): beside the other classes, a web server
 * test's port, opened or closed meanwhile, made it fail in CI.
 */
@RunsAlone
class EmbeddedCatalogListensOnNoPortTest {
    @TempDir
    Path dir;

    private Path oneLevel() throws IOException {
        return Files.writeString(dir.resolve("one.xsb"), "#####\n#@$.#\n#####\n", StandardCharsets.UTF_8);
    }

    @Test
    void theEmbeddedCatalogListensOnNoPortAndRunsNoServer() throws Exception {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("quiet").toString());
        assertTrue(location.url().startsWith("jdbc:h2:file:"), location.url());
        assertFalse(location.url().toUpperCase().contains("AUTO_SERVER"), location.url());
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "Linux /proc");

        // the check itself sees a listening socket of this process
        try (ServerSocket probe = new ServerSocket(0)) {
            assertFalse(listeningSocketsOfThisProcess().isEmpty(), "the probe must be seen");
        }
        Set<Long> listeningBefore = listeningSocketsOfThisProcess();
        try (Catalog catalog = TestCatalogs.open(location)) {
            new Importer(catalog).importPaths(List.of(oneLevel().toString()), new ImportListener() {
                @Override
                public void source(SourceReport report) {
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                }

                @Override
                public void note(String where, String message) {
                }
            });
            assertEquals(listeningBefore, listeningSocketsOfThisProcess(), "H2 must not listen while the catalog is open");
            for (Thread t : Thread.getAllStackTraces().keySet()) {
                assertFalse(t.getName().startsWith("H2 TCP") || t.getName().startsWith("H2 Console")
                        || t.getName().startsWith("H2 PG"), t.getName());
            }
        }
    }

    /** Socket inodes of this process that /proc/net/tcp{,6} lists as listening. */
    private static Set<Long> listeningSocketsOfThisProcess() throws IOException {
        Set<Long> mine = new HashSet<>();
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        mine.add(Long.parseLong(target.substring(8, target.length() - 1)));
                    }
                } catch (IOException gone) {
                    // closed while listed
                }
            }
        }
        Set<Long> listening = new HashSet<>();
        for (String table : List.of("/proc/self/net/tcp", "/proc/self/net/tcp6")) {
            Path p = Path.of(table);
            if (!Files.exists(p)) {
                continue;
            }
            List<String> lines = Files.readAllLines(p); // read once: other processes' sockets come and go
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.trim().split("\\s+");
                if (f.length > 9 && f[3].equals("0A") && mine.contains(Long.parseLong(f[9]))) {
                    listening.add(Long.parseLong(f[9]));
                }
            }
        }
        return listening;
    }
}
