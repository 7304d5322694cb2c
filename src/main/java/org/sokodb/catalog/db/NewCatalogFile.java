package org.sokodb.catalog.db;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.function.Consumer;

import org.sokodb.catalog.db.release.H2Release;
import org.sokodb.files.FileFailures;

/**
 * Creates an embedded catalog file whole or not at all. H2 cannot roll back DDL, and it writes
 * committed changes to disk every half second: a process killed while Flyway creates the
 * tables could leave a file with half a schema, which no later run can migrate. So a new
 * catalog is built under a temporary name ({@code name.creating-PID.mv.db}) and linked into
 * place only when complete; a kill leaves no catalog, or a whole one, and at worst a temporary
 * file that the next creation removes once its process is gone.
 */
final class NewCatalogFile {
    private static final String CREATING = ".creating-";
    private static final String H2_SUFFIX = ".mv.db";

    private NewCatalogFile() {
    }

    /**
     * Makes sure the catalog file of {@code location} exists with its schema.
     *
     * @param migrate creates the schema in the database at the JDBC URL it is given
     */
    public static void createIfMissing(DatabaseLocation location, Consumer<String> migrate) {
        Path base = location.embeddedBase();
        Path file = Path.of(base + H2_SUFFIX);
        removeAbandoned(base);
        if (Files.exists(file)) {
            return;
        }
        Path temp = Path.of(base + CREATING + ProcessHandle.current().pid());
        Path tempFile = Path.of(temp + H2_SUFFIX);
        try {
            // sokodb's own settings, as for every file it opens: H2's default compaction when the
            // last connection closes could lose what it compacts in H2 2.3.232 (h2database#4247; not shown fixed since)
            migrate.accept(DatabaseLocation.h2Url(temp));
            markRelease(DatabaseLocation.h2Url(temp));
            link(tempFile, file);
            syncDirectory(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new CatalogException("cannot create catalog " + location.shown() + ": "
                    + FileFailures.reason(e), MaskedException.of(e, location));
        } finally {
            deleteQuietly(tempFile);
            deleteQuietly(Path.of(temp + ".trace.db"));
        }
    }

    /**
     * Marks the new file as the running H2 release's ({@code H2Release}): a later release copies
     * it into its own before writing into it ({@code ReleaseCopy}), and this one never does.
     */
    private static void markRelease(String url) throws IOException {
        try (Connection connection = DriverManager.getConnection(url)) {
            H2Release.markRunning(connection);
        } catch (SQLException e) {
            throw new IOException("cannot mark the new file with its H2 release: " + e.getMessage(), e);
        }
    }

    /** Puts the finished file in place, unless another process has just done the same (its file is used). */
    private static void link(Path tempFile, Path file) throws IOException {
        try {
            Files.createLink(file, tempFile);
        } catch (FileAlreadyExistsException e) {
            // two first imports at once: the other one's catalog is as good as this one
        } catch (UnsupportedOperationException | IOException e) {
            if (Files.exists(file)) {
                return;
            }
            // a file system without hard links: a rename is atomic too, and fails if a file appeared meanwhile
            try {
                Files.move(tempFile, file);
            } catch (FileAlreadyExistsException other) {
                // as above
            }
        }
    }

    /**
     * Syncs the directory, so that the new name survives a power cut as the file's bytes do
     * (H2 synced those); a file system that cannot sync a directory keeps the name as it can.
     */
    private static void syncDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir,
                StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException e) {
            // see above
        }
    }

    /** Temporary files of creations whose process was killed. */
    private static void removeAbandoned(Path base) {
        Path dir = base.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return;
        }
        String prefix = base.getFileName() + CREATING;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, glob(prefix) + "*" + H2_SUFFIX)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                String pid = name.substring(prefix.length(), name.length() - H2_SUFFIX.length());
                if (pid.chars().allMatch(Character::isDigit) && !pid.isEmpty()
                        && ProcessHandle.of(Long.parseLong(pid)).isEmpty()) {
                    deleteQuietly(f);
                    deleteQuietly(dir.resolve(prefix + pid + ".trace.db"));
                }
            }
        } catch (IOException | RuntimeException e) {
            // tidying only: a file left behind costs nothing but space
        }
    }

    /** {@code s} as a glob that matches only itself. */
    private static String glob(String s) {
        return s.replaceAll("([\\\\*?\\[\\]{}])", "\\\\$1");
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // see removeAbandoned
        }
    }
}
