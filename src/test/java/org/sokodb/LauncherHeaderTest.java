package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * The header of the launchers' JVM settings ({@code src/launcher/jvm-settings.sh}, which
 * {@code ./sokodb} and a release's {@code bin/sokodb} both run with) says which heap each
 * command gets: every heap the settings set is named there, so the header cannot go on
 * promising what the settings no longer do.
 */
class LauncherHeaderTest {

    @Test
    void everyHeapTheLauncherSetsIsInItsHeader() throws IOException {
        String script = Files.readString(Path.of("src/launcher/jvm-settings.sh"), StandardCharsets.UTF_8);
        int body = script.indexOf("\nsokodb_");
        String header = script.substring(0, body);
        String code = script.substring(body);
        Matcher fixed = Pattern.compile("-Xmx(\\d+)m").matcher(code);
        int found = 0;
        while (fixed.find()) {
            found++;
            assertTrue(header.contains(fixed.group(1) + " MiB"), "the header names the " + fixed.group(1) + " MiB heap");
        }
        Matcher share = Pattern.compile("MaxRAMPercentage=(\\d+)").matcher(code);
        while (share.find()) {
            found++;
            assertTrue(header.contains(share.group(1) + " %"), "the header names the heap of " + share.group(1)
                    + " % of the machine's memory");
        }
        assertTrue(found >= 3, "the script sets heaps: " + found);
    }
}
