package org.sokodb.catalog.db.release;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.h2.tools.Recover;
import org.h2.tools.RunScript;

/**
 * What the user of a catalog H2 would open at an older state than its header names can do next
 * (the refusal, {@code catalog.db.H2SortLeftovers}): the newer state is not to be had, and the
 * older one can be made into a new catalog with H2's own tools.
 *
 * <p>H2's recovery tool ({@link Recover}) reads the file as H2 opens it, in recovery mode: it
 * takes the same older version H2 takes (on files made to be refused, a newer chunk's footer
 * overwritten or a live chunk's: docs/catalog.md), and writes that state as SQL beside the file,
 * without writing into the file. H2's {@link RunScript} makes a new file of that SQL, which every
 * command opens (copied into the running release's own first: H2's tools leave no release mark).
 * The file refused stays as it is for whoever looks into it.
 */
public final class OlderStateRecovery {
    /** What the shell takes as it is: anything else is quoted. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private OlderStateRecovery() {
    }

    /**
     * The two command lines that make a new catalog of the state H2 takes from {@code mvFile}:
     * H2's recovery tool, then its script runner into {@link #olderCatalog}.
     */
    public static List<List<String>> commands(Path mvFile) {
        Path dir = mvFile.toAbsolutePath().getParent();
        String name = mvFile.getFileName().toString().replaceFirst("\\.mv\\.db$", "");
        String java = ProcessHandle.current().info().command().orElse("java");
        String jar = h2Jar();
        return List.of(
                List.of(java, "-cp", jar, Recover.class.getName(), "-dir", dir.toString(), "-db", name),
                List.of(java, "-cp", jar, RunScript.class.getName(), "-url", "jdbc:h2:" + olderCatalog(mvFile),
                        "-script", dir.resolve(name + ".h2.sql").toString()));
    }

    /**
     * The new catalog {@link #commands} make, beside {@code mvFile} (as {@code --db} names it):
     * {@code NAME-older}, or {@code NAME-older-2} and on when such a file is there already.
     */
    public static Path olderCatalog(Path mvFile) {
        Path dir = mvFile.toAbsolutePath().getParent();
        String name = mvFile.getFileName().toString().replaceFirst("\\.mv\\.db$", "") + "-older";
        Path base = dir.resolve(name);
        for (int n = 2; Files.exists(Path.of(base + ".mv.db")); n++) {
            base = dir.resolve(name + "-" + n);
        }
        return base;
    }

    /** What to do next, said after the refusal of {@code mvFile}, which H2 opens at version {@code opened}. */
    public static String advice(Path mvFile, long opened) {
        return "the newer state cannot be read back (H2's recovery tool takes version " + opened + " too); keep"
                + " this file as it is, and make a new catalog of version " + opened + "'s state beside it with H2's"
                + " own tools: " + madeWith(mvFile);
    }

    /**
     * The command lines of {@link #commands} as the shell takes them, and the new catalog they make:
     * what ends the advice after a refusal of {@code mvFile}.
     */
    public static String madeWith(Path mvFile) {
        List<List<String>> commands = commands(mvFile);
        return shell(commands.get(0)) + " && " + shell(commands.get(1)) + ", then --db "
                + quote(olderCatalog(mvFile).toString()) + " (or import the sources again into a new catalog)";
    }

    private static String shell(List<String> command) {
        return String.join(" ", command.stream().map(OlderStateRecovery::quote).toList());
    }

    private static String quote(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    /** The jar H2's tools are in: sokodb's own, or H2's beside it. */
    private static String h2Jar() {
        try {
            return Path.of(Recover.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException | RuntimeException e) {
            return "sokodb.jar";
        }
    }
}
