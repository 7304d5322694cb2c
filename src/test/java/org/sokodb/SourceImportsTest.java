package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The packages read from the source, as a reader sees them: every import (and every name written
 * out in full) of a file of {@code src/main/java} is an arrow from its package to another. javac
 * copies a constant ({@code static final int BATCH = 2000}) into the classes that use it, so
 * the compiled classes {@link LayeringTest} reads show no arrow to the class that declares it;
 * the import still does. Held here: each arrow is one {@link Packages} allows, and no packages form a
 * cycle. And the code names a class of the JDK as it names any other, imported.
 */
class SourceImportsTest {
    private static final Path ROOT = Path.of("src/main/java/org/sokodb");
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?org\\.sokodb\\.([\\w.]+);",
            Pattern.MULTILINE);
    private static final Pattern WRITTEN_OUT = Pattern.compile("(?<![\\w.])org\\.sokodb\\.((?:[a-z]\\w*\\.)*)[A-Z]");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    private static final Pattern LITERALS_AND_COMMENTS = Pattern.compile(
            "\"\"\"[\\s\\S]*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])'|/\\*[\\s\\S]*?\\*/|//[^\\n]*");
    private static final Pattern JAVA_NAME = Pattern.compile("(?<![\\w.])javax?\\.(?:[a-z]\\w*\\.)+[A-Z]");

    @Test
    void everyImportIsAnArrowItsPackageMayHave() throws IOException {
        List<String> wrong = new ArrayList<>();
        arrows().forEach((arrow, where) -> {
            if (!Packages.mayUse(arrow.from(), arrow.to())) {
                wrong.add(where + ": " + arrow.from() + " may not use " + arrow.to());
            }
        });
        assertEquals(List.of(), wrong, "imports Packages does not allow");
    }

    @Test
    void noPackagesFormACycleByTheirImports() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (Arrow a : arrows().keySet()) {
            graph.computeIfAbsent(a.from(), k -> new TreeSet<>()).add(a.to());
        }
        assertEquals(List.of(), cycles(graph), "packages that reach each other by their imports");
    }

    /** A class of the JDK is imported and named by its simple name, as every other class is. */
    @Test
    void noJavaNameIsWrittenOutInCode() throws IOException {
        List<String> written = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> all = Files.walk(ROOT)) {
            files = all.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path f : files) {
            String code = LITERALS_AND_COMMENTS.matcher(Files.readString(f)).replaceAll("");
            for (String line : code.split("\n")) {
                if (!line.startsWith("import ") && JAVA_NAME.matcher(line).find()) {
                    written.add(f + ": " + line.strip());
                }
            }
        }
        assertEquals(List.of(), written, "names of the JDK written out in full instead of imported");
    }

    @Test
    void thePackagesTableHasNoCycle() {
        assertEquals(List.of(), cycles(Packages.MAY_USE), "packages of Packages that may use each other");
    }

    /** An arrow of the source, with the first file that draws it. */
    private record Arrow(String from, String to) {
    }

    private static Map<Arrow, String> arrows() throws IOException {
        Map<Arrow, String> arrows = new TreeMap<>((a, b) -> (a.from() + " " + a.to()).compareTo(b.from() + " " + b.to()));
        List<Path> files;
        try (Stream<Path> all = Files.walk(ROOT)) {
            files = all.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path f : files) {
            String pkg = ROOT.relativize(f.getParent()).toString().replace('/', '.');
            String code = COMMENT.matcher(Files.readString(f)).replaceAll("");
            List<String> named = new ArrayList<>();
            Matcher m = IMPORT.matcher(code);
            while (m.find()) {
                named.add(roomOf(m.group(1)));
            }
            m = WRITTEN_OUT.matcher(code);
            while (m.find()) {
                named.add(m.group(1).isEmpty() ? "" : m.group(1).substring(0, m.group(1).length() - 1));
            }
            for (String to : named) {
                if (!to.equals(pkg)) {
                    arrows.putIfAbsent(new Arrow(pkg, to), f.toString());
                }
            }
        }
        return arrows;
    }

    /** The package of an imported name: its segments up to the first that names a type. */
    private static String roomOf(String imported) {
        List<String> parts = new ArrayList<>();
        for (String s : imported.split("\\.")) {
            if (Character.isUpperCase(s.charAt(0))) {
                break;
            }
            parts.add(s);
        }
        return String.join(".", parts);
    }

    /** The strongly connected sets of two packages or more (Tarjan), each sorted. */
    private static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new HashSet<>();
        List<Set<String>> out = new ArrayList<>();
        for (String v : graph.keySet()) {
            if (!index.containsKey(v)) {
                connect(v, graph, index, low, stack, onStack, out);
            }
        }
        return out;
    }

    private static void connect(String v, Map<String, Set<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<Set<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : graph.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                connect(w, graph, index, low, stack, onStack, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                out.add(component);
            }
        }
    }
}
