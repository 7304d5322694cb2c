package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;

/**
 * A read-only H2 catalog. H2 opens a file read-only when the process may not write it, and
 * then refuses every write as it does with {@code ACCESS_MODE_DATA=r} in the URL (error 90097):
 * the tests run as root, whom file permissions do not stop, so the URL setting stands in for
 * them; and where {@code chattr +i} works (root on a file system with the immutable flag), a
 * file that not even root may write, named by its path as a user names it.
 */
class ReadOnlyCatalogH2Test extends ReadOnlyCatalogContract {
    @Override
    String catalog(Path dir) {
        return dir.resolve("catalog").toString();
    }

    @Override
    String readOnly(String catalog) {
        return "jdbc:h2:file:" + Path.of(catalog).toAbsolutePath() + ";ACCESS_MODE_DATA=r";
    }

    @Override
    String shown(String readOnly) {
        return readOnly;
    }

    @Test
    void aFileNotEvenRootMayWriteIsNamedByItsPath() throws Exception {
        Path file = dir.resolve("immutable.mv.db");
        String db = dir.resolve("immutable").toString();
        Cli imported = Cli.run("--db", db, "import", TestData.shipped("xsokoban/screen.1").toString());
        assertEquals(0, imported.code(), imported.err());
        assumeTrue(chattr("+i", file), "chattr +i is not available here (needs root and a file system with the flag)");
        try {
            assumeTrue(!Files.isWritable(file), "the immutable flag does not stop this process");
            everyWriterIsRefused(db, file.toString());
        } finally {
            chattr("-i", file);
        }
    }

    private static boolean chattr(String flag, Path file) throws IOException, InterruptedException {
        try {
            Process p = new ProcessBuilder("chattr", flag, file.toString()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false; // no chattr
        }
    }
}
