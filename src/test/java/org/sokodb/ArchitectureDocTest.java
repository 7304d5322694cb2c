package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * What docs/architecture.md claims, held against the code: its table of packages is
 * {@link Packages}, package for package, with what each may use; every package its "to change X, open
 * Y" table sends a reader to (a name below one of sokodb's packages) is a package of {@link Packages}; and each rule
 * it states names the test that holds it
 * ({@link DocsNameTheCodeTest} checks that those tests, and the classes it names, exist).
 */
class ArchitectureDocTest {
    private static final Path DOC = Path.of("docs/architecture.md");
    private static final Pattern TICKED = Pattern.compile("`([^`]+)`");
    private static final Pattern PACKAGE_LIKE = Pattern.compile("[a-z][a-z0-9]*(\\.[a-z][a-z0-9]*)*");

    @Test
    void theTableOfPackagesIsTheTestsOwn() throws IOException {
        Map<String, Set<String>> table = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (List<String> row : table("| package | what it is | may use (of sokodb) |")) {
            List<String> pkg = ticked(row.get(0));
            if (pkg.size() != 1) {
                wrong.add("a row names " + pkg.size() + " packages: " + row.get(0));
                continue;
            }
            table.put(pkg.get(0), new TreeSet<>(ticked(row.get(2))));
        }
        assertEquals(new TreeSet<>(Packages.all()), new TreeSet<>(table.keySet()), "the packages of the table");
        table.forEach((pkg, uses) -> {
            if (!uses.equals(new TreeSet<>(Packages.MAY_USE.get(pkg)))) {
                wrong.add(pkg + " may use " + new TreeSet<>(Packages.MAY_USE.get(pkg)) + ", the table says " + uses);
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyPackageTheChangesTableOpensExists() throws IOException {
        List<String> missing = new ArrayList<>();
        for (List<String> row : table("| to change … | open |")) {
            for (String t : ticked(row.get(1))) {
                if (PACKAGE_LIKE.matcher(t).matches() && !Packages.all().contains(t) && Packages.all().stream()
                        .anyMatch(r -> r.split("\\.")[0].equals(t.split("\\.")[0]))) {
                    missing.add(t);
                }
            }
        }
        assertEquals(List.of(), missing, "packages the changes table opens that are no package");
    }

    @Test
    void eachRuleNamesTheTestThatHoldsIt() throws IOException {
        String doc = Files.readString(DOC);
        for (String test : List.of("LayeringTest", "SourceImportsTest", "FileSizeTest", "PackageSizeTest",
                "PublicClassesTest", "ArchitectureDocTest")) {
            assertTrue(doc.contains("`" + test + "`"), "docs/architecture.md names " + test);
        }
    }

    /** The rows of the table under {@code header}, each as its cells. */
    private static List<List<String>> table(String header) throws IOException {
        List<String> lines = Files.readAllLines(DOC);
        int at = lines.indexOf(header);
        assertTrue(at >= 0, "docs/architecture.md has the table " + header);
        List<List<String>> rows = new ArrayList<>();
        for (int i = at + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            List<String> cells = new ArrayList<>();
            for (String c : lines.get(i).substring(1, lines.get(i).length() - 1).split("\\|", -1)) {
                cells.add(c.strip());
            }
            rows.add(cells);
        }
        return rows;
    }

    private static List<String> ticked(String cell) {
        List<String> out = new ArrayList<>();
        Matcher m = TICKED.matcher(cell);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
