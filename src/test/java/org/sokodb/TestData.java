package org.sokodb;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.opentest4j.TestAbortedException;

/**
 * The real published level data the tests read. Two places:
 *
 * <ul>
 * <li>{@link #shipped}: the freely licensed levels in the repository's {@code collections/}
 *     folder (XSokoban's 90 screens, Grigr, Holland, two Boxoban files): always there.
 * <li>{@link #path}: the shared data folder, {@code ../shared/data} beside the checkout or
 *     wherever {@code -Dsokodb.data=DIR} points: the Boxoban zip, the sets that may not be
 *     redistributed, the SOK fixtures, {@code pusher.exe}. A clone on its own has no such
 *     folder; a test that asks for it is then skipped (aborted), and the build prints one
 *     line saying how many were skipped and how to run them ({@link SharedDataSummary}).
 *     With {@code SOKODB_REQUIRE_DATA} set in the environment (CI sets it) a missing folder
 *     fails the test instead, so CI cannot pass without running them.
 * </ul>
 *
 * <p>A test class that reads the shared data in a static field must carry {@link SharedData}:
 * the class is then skipped before the field is computed. Tests that ask inside their
 * methods need nothing more than this class. docs/testing.md says more.
 */
public final class TestData {
    /** The start of every skip reason this class gives: {@link SharedDataSummary} counts them. */
    public static final String SKIPPED = "needs the shared test data";
    /** The environment variable that turns a missing data folder into a failure. */
    public static final String REQUIRE = "SOKODB_REQUIRE_DATA";

    private TestData() {
    }

    /** The shared data folder; aborts the calling test (or fails it, see {@link #REQUIRE}) when absent. */
    public static Path root() {
        Path root = configuredRoot();
        if (!Files.isDirectory(root)) {
            String why = SKIPPED + ", not found at " + root.toAbsolutePath().normalize();
            if (required()) {
                throw new IllegalStateException(why + ", and " + REQUIRE + " is set");
            }
            throw new TestAbortedException(why);
        }
        return root;
    }

    /** A path inside the shared data folder, e.g. {@code TestData.path("sets/soukoban/Microban_155.xsb")}. */
    public static Path path(String relative) {
        return root().resolve(relative);
    }

    /**
     * The first {@code count} files of the Boxoban zip's {@code medium/train} (1,000 levels each),
     * by name, copied into {@code to} under their own names ({@code 000.txt}, …); the files written.
     */
    public static List<Path> boxobanTrainFiles(Path to, int count) throws IOException {
        List<Path> files = new ArrayList<>();
        try (ZipFile zip = new ZipFile(path("boxoban-levels.zip").toFile())) {
            List<? extends ZipEntry> entries = zip.stream()
                    .filter(e -> e.getName().matches("boxoban/medium/train/\\d+\\.txt"))
                    .sorted(Comparator.comparing(ZipEntry::getName)).limit(count).toList();
            for (ZipEntry e : entries) {
                Path file = to.resolve(e.getName().substring(e.getName().lastIndexOf('/') + 1));
                try (InputStream in = zip.getInputStream(e)) {
                    Files.copy(in, file);
                }
                files.add(file);
            }
        }
        return files;
    }

    /**
     * A file of the shared design docs beside the data folder ({@code ../shared/docs}), such as
     * YASS's XSokoban solutions; aborts the calling test (or fails it, see {@link #REQUIRE}) when
     * the data folder or the file is absent.
     */
    public static Path sharedDoc(String name) {
        Path file = root().resolveSibling("docs").resolve(name);
        if (!Files.isRegularFile(file)) {
            String why = SKIPPED + ", not found at " + file.toAbsolutePath().normalize();
            if (required()) {
                throw new IllegalStateException(why + ", and " + REQUIRE + " is set");
            }
            throw new TestAbortedException(why);
        }
        return file;
    }

    /**
     * A path inside the repository's {@code collections/} folder, e.g.
     * {@code TestData.shipped("xsokoban/screen.1")}; it must exist.
     */
    public static Path shipped(String relative) {
        Path path = Path.of("collections").resolve(relative);
        if (!Files.exists(path)) {
            throw new IllegalStateException("not in the repository: " + path.toAbsolutePath().normalize());
        }
        return path;
    }

    /** True when the shared data folder is there. */
    public static boolean present() {
        return Files.isDirectory(configuredRoot());
    }

    static boolean required() {
        String value = System.getenv(REQUIRE);
        return value != null && !value.isEmpty() && !value.equals("0");
    }

    static Path configuredRoot() {
        return Path.of(System.getProperty("sokodb.data", "../shared/data"));
    }
}
