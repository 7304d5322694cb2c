package org.sokodb.cli.terminal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.regex.Pattern;

import picocli.CommandLine;

/**
 * {@code sokodb --version}: the version and, when the build ran in a Git checkout, its commit,
 * both written by the build into {@code version.properties} beside this class (pom.xml: the
 * filtered resources of {@code src/main/build-info}).
 */
public final class Version implements CommandLine.IVersionProvider {
    /** An abbreviated commit id; anything else (no Git, no checkout: a source archive) is left out. */
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{7,40}");

    @Override
    public String[] getVersion() {
        Properties build = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                build.load(in);
            }
        } catch (IOException e) {
            // unreadable inside the jar: said as a build without a version
        }
        return new String[] {line(build.getProperty("version"), build.getProperty("commit"))};
    }

    /**
     * {@code sokodb 0.1.0 (abc1234)}, or {@code sokodb 0.1.0} without a commit; classes that
     * no build filtered (an IDE's own compile) say so instead of a version.
     */
    static String line(String version, String commit) {
        boolean known = version != null && !version.isBlank() && !version.startsWith("${");
        return "sokodb " + (known ? version : "(development build)")
                + (commit != null && COMMIT.matcher(commit).matches() ? " (" + commit + ")" : "");
    }
}
