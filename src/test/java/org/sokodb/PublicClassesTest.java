package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;

import org.junit.jupiter.api.Test;

/**
 * A class is public only when Java needs it to be: a file of another package uses it — the
 * code, the page templates, the tests, the benchmarks — by a call the compiled classes show,
 * or by its name in the source (a constant javac copies into the class that uses it leaves no
 * trace in that class). Every other class is package-private, so that a package shows its
 * neighbours only what they use (docs/architecture.md). A few stay public for what reaches them
 * by reflection; they are named here. The page templates jte compiles ({@code web.pages}) are
 * jte's own.
 */
@Slow
class PublicClassesTest {
    /**
     * Public for what reaches them by reflection: the jar's entry point, and what jdbi builds
     * rows into ({@code @RegisterConstructorMapper}) or binds the methods of ({@code @BindMethods}),
     * and the row mappers it makes itself ({@code @RegisterRowMapper}: jdbi's own class calls their
     * constructor, which a package-private class would refuse it).
     */
    private static final Set<String> REFLECTED = Set.of("org.sokodb.cli.Main", "org.sokodb.catalog.solving.SolveTask",
            "org.sokodb.catalog.sources.SearchBinding", "org.sokodb.catalog.near.LevelBoards",
            "org.sokodb.catalog.near.listing.ListedBoards", "org.sokodb.catalog.near.listing.PlacedBoards");
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+);", Pattern.MULTILINE);

    @Test
    void noClassIsPublicThatNoOtherPackageUses() throws IOException {
        Set<String> used = new HashSet<>();
        List<JavaClass> publicOnes = new ArrayList<>();
        for (JavaClass c : importAll()) {
            for (Dependency d : c.getDirectDependenciesToSelf()) {
                if (!d.getOriginClass().getPackageName().equals(c.getPackageName())) {
                    used.add(outermost(c).getName());
                }
            }
            boolean main = c.getSource().map(s -> s.getUri().toString().contains("/target/classes/")).orElse(false);
            if (main && c.isTopLevelClass() && c.getModifiers().contains(JavaModifier.PUBLIC)
                    && !c.getPackageName().startsWith("org.sokodb.web.pages") && !REFLECTED.contains(c.getName())) {
                publicOnes.add(c);
            }
        }
        List<String[]> sources = sources();
        List<String> needless = new ArrayList<>();
        for (JavaClass c : publicOnes) {
            Pattern named = Pattern.compile("(?<![\\w.])" + Pattern.quote(c.getName()) + "(?!\\w)");
            // the pattern, which looks behind at every character of a file, only in a file the name is in
            if (!used.contains(c.getName()) && sources.stream().noneMatch(s -> !s[0].equals(c.getPackageName())
                    && s[1].contains(c.getName()) && named.matcher(s[1]).find())) {
                needless.add(c.getName());
            }
        }
        needless.sort(null);
        assertEquals(List.of(), needless, "public classes no other package uses: make them package-private");
    }

    /** sokodb's classes, main and test, without the classes they use elsewhere (not needed here, and slow to read). */
    private static JavaClasses importAll() {
        ArchConfiguration config = ArchConfiguration.get();
        boolean resolve = config.resolveMissingDependenciesFromClassPath();
        config.setResolveMissingDependenciesFromClassPath(false);
        try {
            return new ClassFileImporter().importPackages("org.sokodb");
        } finally {
            config.setResolveMissingDependenciesFromClassPath(resolve);
        }
    }

    /** Each source file's package (none for a template) and text. */
    private static List<String[]> sources() throws IOException {
        List<String[]> out = new ArrayList<>();
        for (String tree : List.of("src/main/java", "src/test/java", "src/main/jte", "bench")) {
            try (Stream<Path> files = Files.walk(Path.of(tree))) {
                for (Path f : files.filter(p -> p.toString().matches(".*\\.(java|jte)")).toList()) {
                    String text = Files.readString(f);
                    Matcher m = PACKAGE.matcher(text);
                    out.add(new String[] {m.find() ? m.group(1) : "", text});
                }
            }
        }
        return out;
    }

    private static JavaClass outermost(JavaClass c) {
        JavaClass top = c;
        while (top.getEnclosingClass().isPresent()) {
            top = top.getEnclosingClass().get();
        }
        return top;
    }
}
