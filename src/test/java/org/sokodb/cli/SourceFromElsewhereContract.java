package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.TestZips;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.credits.Aliases;

/**
 * Issue 85, item 2: sources imported under names relative to a folder W (in W: {@code import
 * slc/lib/assets/levels arch.zip}), then named from another directory, here the tests' own:
 * every spelling of the same path finds them for {@code show}, {@code dups --source},
 * {@code export --source} and {@code credits --source}: W written out whole, relative from
 * here, with {@code ./} and {@code ..} in it, through a symbolic link, a directory with and
 * without its slash, an entry of a zip archive, and a copy of the file elsewhere (its bytes).
 * A spelling of nothing imported is still "no source". The import runs in W, a process of its
 * own: the working directory of this one cannot change.
 */
abstract class SourceFromElsewhereContract {
    @TempDir
    Path dir;

    /** A new, empty catalog for one test. */
    abstract String catalog(Path dir);

    private Path w;
    private String db;

    private void importedInW() throws Exception {
        db = catalog(dir);
        w = Files.createDirectories(dir.resolve("W"));
        Path levels = Files.createDirectories(w.resolve("slc/lib/assets/levels"));
        Files.copy(TestData.shipped("soukoban/Grigr2002_40.xsb"), levels.resolve("Original.xsb"));
        Files.copy(TestData.shipped("xsokoban/screen.2"), levels.resolve("Other.xsb"));
        TestZips.create().text("a/b.sok", Files.readString(TestData.shipped("xsokoban/screen.3"),
                StandardCharsets.UTF_8)).write(w.resolve("arch.zip"));
        Files.createSymbolicLink(w.resolve("link"), w.resolve("slc/lib"));
        List<String> command = TestJvm.sokodb("-Xshare:auto");
        command.addAll(List.of("--db", db, "import", "slc/lib/assets/levels", "arch.zip"));
        ProcessBuilder builder = new ProcessBuilder(command).directory(w.toFile()).redirectErrorStream(true);
        builder.environment().remove("SOKODB_DB");
        Process p = builder.start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), said);
        assertEquals(0, p.exitValue(), said);
        Cli collections = Cli.run("--db", db, "collections");
        assertEquals(Set.of("slc/lib/assets/levels/Original.xsb", "slc/lib/assets/levels/Other.xsb", "arch.zip!/a/b.sok"),
                collections.out().lines().skip(1).map(l -> l.split("\t")[0]).collect(Collectors.toSet()),
                "stored as given in W");
    }

    private Cli run(String... args) {
        List<String> all = new ArrayList<>(List.of("--db", db));
        all.addAll(List.of(args));
        return Cli.run(all.toArray(new String[0]));
    }

    /** What {@code export --source source} writes, but the header line that names what was asked for. */
    private String exported(String source) throws IOException {
        Path out = dir.resolve("export.xsb");
        Files.deleteIfExists(out);
        Cli r = run("export", "--source", source, "--out", out.toString());
        assertEquals(0, r.code(), "export --source " + source + ": " + r.err());
        return Files.readString(out, StandardCharsets.UTF_8).replaceFirst("; Exported from [^\n]*\n", "");
    }

    /** {@code path} relative to the directory the tests run in. */
    private static String fromHere(Path path) {
        return Path.of("").toAbsolutePath().relativize(path).toString();
    }

    @Test
    void everySpellingFromAnotherDirectoryFindsTheSource() throws Exception {
        importedInW();
        Path file = w.resolve("slc/lib/assets/levels/Original.xsb");
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere")).resolve("renamed.xsb");
        Files.copy(file, elsewhere);
        String stored = "slc/lib/assets/levels/Original.xsb";
        for (String spelling : List.of(file.toString(), fromHere(file), w + "/slc/lib/../lib/./assets/levels/Original.xsb",
                w + "//slc/lib/assets/levels/Original.xsb", w.resolve("link/assets/levels/Original.xsb").toString(),
                elsewhere.toString())) {
            Cli show = run("show", spelling + "#2");
            assertEquals(0, show.code(), spelling + ": " + show.err());
            assertTrue(show.out().contains(stored), spelling + ": " + show.out());
        }
        Path levels = w.resolve("slc/lib/assets/levels");
        String exported = exported("slc/lib/assets/levels");
        String exportedFile = exported(stored);
        for (String spelling : List.of(levels.toString(), levels + "/", fromHere(levels) + "/", w + "/./slc/lib/assets/levels",
                w.resolve("link/assets/levels") + "/", w.resolve("slc").toString(), file.toString())) {
            // dups and credits take the same resolution: asked of two spellings, export of every one
            for (String command : spelling.equals(levels + "/") || spelling.contains("link") ? List.of("dups", "credits")
                    : List.<String>of()) {
                Cli r = run(command, "--source", spelling);
                assertEquals(0, r.code(), command + " --source " + spelling + ": " + r.err());
            }
            assertEquals(spelling.equals(file.toString()) ? exportedFile : exported, exported(spelling),
                    spelling + ": exports what the stored name does");
        }
        for (String spelling : List.of(w + "/arch.zip!/a/b.sok", fromHere(w) + "/arch.zip!/a/b.sok")) {
            Cli show = run("show", spelling + "#1");
            assertEquals(0, show.code(), spelling + ": " + show.err());
            assertEquals(0, run("dups", "--source", spelling).code(), spelling);
        }
        assertEquals(exported("arch.zip"), exported(w + "/arch.zip"));

        // the web's /levels/SOURCE#INDEX takes the name written otherwise as a path, and reads no file
        try (OpenCatalog c = OpenCatalog.openForReading(DatabaseLocation.of(db))) {
            for (String spelling : List.of("./slc/lib/assets/levels/Original.xsb", "slc/lib/../lib/assets//levels/Original.xsb",
                    "./arch.zip!/a/./b.sok")) {
                assertTrue(c.levels().page(spelling, spelling.contains("zip") ? 1 : 2, Aliases.NONE).isPresent(), spelling);
            }
            assertTrue(c.levels().page(file.toString(), 2, Aliases.NONE).isEmpty(), "no disk: a path from W is no name");
        }

        // a spelling of nothing imported is still "no source"
        for (String spelling : List.of(w.resolve("slc/nothing").toString(), w.resolve("slc/lib/assets/levels/Nothing.xsb")
                .toString(), w + "/arch.zip!/a/nothing.sok")) {
            Cli r = run("dups", "--source", spelling);
            assertEquals(1, r.code(), spelling + ": " + r.out());
            assertEquals("sokodb: no source '" + spelling + "' in the catalog (see 'sokodb collections')\n",
                    r.err().replace("\r", ""));
        }
    }
}
