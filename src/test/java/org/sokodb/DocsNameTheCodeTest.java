package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The manual names what is there: every class or package of sokodb that README.md and
 * docs/ name — {@code `org.sokodb.replay.Replay`}, {@code `catalog.claims.CatalogSolver`},
 * {@code replay/SolutionOrder}, a bare {@code `CatalogWrites`} — exists in that package,
 * and every path into the repository ({@code src/…}, {@code bench/…}, {@code docs/…},
 * {@code migrations/…}, {@code collections/…}) is a file. So a class moved or renamed
 * without its pages fails the build. The journal (docs/journal/, history) keeps names that are
 * gone, each marked in a bracket "[Gone since: …]" that names it.
 */
class DocsNameTheCodeTest {
    /** Classes of other projects (the JDK, JUnit, picocli, Maven plugins, SLC's XML) that pages name. */
    private static final Set<String> OTHER_PROJECTS = Set.of("LevelCollection", "SokobanLev", "ByteBuffer",
            "TestAbortedException", "ExceptionInInitializerError", "AutoComplete", "AppendingTransformer",
            "ApacheNoticeResourceTransformer", "SplittableRandom");
    /** First folders of a path that is data, a catalog's source name or a file outside the code, not a package. */
    private static final Set<String> NOT_PACKAGES = Set.of("src", "bench", "collections", "sets", "sok", "xsokoban",
            "pusher", "docs", "migrations", "boxoban", "generated", "journal");
    private static final Path JOURNAL = Path.of("docs", "journal");

    private static final Pattern TICKED = Pattern.compile("`([^`\\s]+)`");
    private static final Pattern SLASHED = Pattern.compile("(?<![\\w/.-])((?:[a-z][a-z0-9]*/)+)([A-Z]\\w*)");
    private static final Pattern PATH = Pattern.compile(
            "(?<![\\w/.])((?:src|bench|docs|migrations|collections)/[\\w/.…*-]+)");
    private static final Pattern SEGMENT = Pattern.compile("[a-z][a-z0-9]*");
    private static final Pattern TYPE = Pattern.compile("[A-Z]\\w*");
    private static final Pattern CAMEL = Pattern.compile("[A-Z][a-z0-9]+[A-Z]\\w*");
    private static final Pattern DECLARED = Pattern.compile("\\b(?:class|interface|record|enum)\\s+([A-Z]\\w*)");

    /** Each type's simple name and the packages (below org.sokodb) that declare one of that name. */
    private final Map<String, Set<String>> types = new HashMap<>();
    private final Set<String> packages = new HashSet<>();

    @Test
    void everyNameInTheManualIsInTheCode() throws IOException {
        for (String tree : List.of("src/main/java/org/sokodb", "src/test/java/org/sokodb")) {
            Path root = Path.of(tree);
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String pkg = root.relativize(f.getParent()).toString().replace('/', '.');
                    packages.add(pkg);
                    Matcher m = DECLARED.matcher(Files.readString(f));
                    while (m.find()) {
                        types.computeIfAbsent(m.group(1), k -> new HashSet<>()).add(pkg);
                    }
                }
            }
        }
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> wrong = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page);
            String text = String.join("\n", lines);
            for (int i = 0; i < lines.size(); i++) {
                for (String problem : problems(lines.get(i))) {
                    if (!(page.startsWith(JOURNAL) && markedGone(text, problem))) {
                        wrong.add(page + ":" + (i + 1) + ": " + problem);
                    }
                }
            }
        }
        assertEquals("", String.join("\n", wrong), "names in the manual that the code does not have");
    }

    /** The names of one line that are not in the code, each as "name: why". */
    private List<String> problems(String line) {
        List<String> found = new ArrayList<>();
        Matcher t = TICKED.matcher(line);
        while (t.find()) {
            String name = t.group(1).replaceAll("\\(.*", "");
            qualified(name.startsWith("org.sokodb.") ? name.substring("org.sokodb.".length()) : name,
                    name.startsWith("org.sokodb."), '.', found);
        }
        Matcher s = SLASHED.matcher(line);
        while (s.find()) {
            if (!NOT_PACKAGES.contains(s.group(1).substring(0, s.group(1).indexOf('/')))) {
                qualified(s.group(1) + s.group(2), true, '/', found);
            }
        }
        Matcher p = PATH.matcher(line);
        while (p.find()) {
            String path = p.group(1).replaceAll("\\.$", "");
            if (!path.contains("…") && !path.contains("*") && !path.startsWith("bench/out") && !Files.exists(Path.of(path))) {
                found.add(path + ": no such file");
            }
        }
        return found;
    }

    /** {@code a.b.Type.member} (or {@code a/b/Type}): the package exists and declares the type. */
    private void qualified(String name, boolean surelyCode, char separator, List<String> found) {
        String[] parts = name.split(Pattern.quote(String.valueOf(separator)));
        int i = 0;
        while (i < parts.length && SEGMENT.matcher(parts[i]).matches()) {
            i++;
        }
        String pkg = String.join(".", java.util.Arrays.copyOf(parts, i));
        String type = i < parts.length ? parts[i] : "";
        boolean typed = TYPE.matcher(type).matches();
        if (pkg.startsWith("java.") || pkg.startsWith("javax.")) {
            return;
        }
        if (surelyCode || (!pkg.isEmpty() && typed)) {
            if (!pkg.isEmpty() && !packages.contains(pkg)) {
                found.add(name + ": no package " + pkg);
            } else if (typed && !OTHER_PROJECTS.contains(type) && !types.containsKey(type)) {
                found.add(name + ": no type " + type);
            } else if (typed && !pkg.isEmpty() && !OTHER_PROJECTS.contains(type) && !types.get(type).contains(pkg)) {
                found.add(name + ": " + type + " is not in " + pkg + " but in " + types.get(type));
            }
        } else if (pkg.isEmpty() && CAMEL.matcher(type).matches() && !OTHER_PROJECTS.contains(type)
                && !types.containsKey(type)) {
            found.add(name + ": no type " + type);
        }
    }

    /** Whether the journal's page says in a "[Gone since: …]" bracket that the name of this problem is gone. */
    private static boolean markedGone(String text, String problem) {
        String name = problem.substring(0, problem.indexOf(':'));
        Matcher bracket = Pattern.compile("\\[Gone since:[^\\]]*\\]").matcher(text);
        while (bracket.find()) {
            if (bracket.group().contains("`" + name + "`")) {
                return true;
            }
        }
        return false;
    }
}
