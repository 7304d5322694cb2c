package org.sokodb.catalog.db.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.ColonPrefixSqlParser;
import org.jdbi.v3.core.statement.DefinedAttributeTemplateEngine;
import org.jdbi.v3.core.statement.ParsedSql;
import org.jdbi.v3.core.statement.Query;
import org.jdbi.v3.core.statement.StatementContext;
import org.jdbi.v3.core.statement.UnableToCreateStatementException;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.junit.jupiter.api.Test;

/**
 * sokodb's reading of a statement's text gives what jdbi's own parser and template engine give:
 * for every statement of every DAO this build holds, and for the texts where the two could part
 * (comments, quotes, casts, escapes, operators that look like attributes).
 */
class NamedParametersTest {
    /** Texts where a reader of statements could go wrong, each read by both. */
    private static final List<String> TRICKY = List.of(
            "a :x b", "a::int :y", "'::x :z' \":w\"", "\\:v :u.v :a$b :c?.d", "/* :x */ :y", "-- :q\n :r",
            "// :p\r\n :q", "x = :ü", ":x:y", "a:=b", "'it''s' :k", "'a\\'b' :m", "'a\\' :m", "'\\\\' :m", "\"\" :n",
            "\"a\"\"b\" :o", "a - - :r", "a / / :s", "'open :u", "\"open :v", "/* open :w", "/*/ :w */ :v", ":x.", "::y",
            ":::z", "?? ?", "? ? ?", ":$d", ":1e", "\\\\ :f", "a \\", ":", "a :", "x <> :a AND y <= :b AND z < :c",
            "'a' || :b || 'c'", "E'x\\'' :t", "SELECT 1");

    private static final List<String> TRICKY_TEMPLATES = List.of(
            "a -- it's <x>\n b <x>", "a // <x>\n <x>", "/* <x> */ <x>", "'<x>' \"<x>\" \\<x> <x>",
            "a <> b <= c < d and e > f <x>", "<x.y> <x>", "<>", "<x", "a<x>b", "a /* <x>", "<x>-- '\n<x>",
            "\"unterminated <x>", "'open <x>", "<x$> <_1> <ü>", "x >= <y> AND <y> < 3", "\\", "");

    @Test
    void everyStatementOfTheBuildReadsAsJdbiReadsIt() throws Exception {
        List<String> statements = statementsOfTheBuild();
        assertTrue(statements.size() > 200, "statements found: " + statements.size());
        List<String> differ = new ArrayList<>();
        Jdbi jdbi = Jdbi.create("jdbc:h2:mem:named-parameters");
        try (Handle h = jdbi.open()) {
            for (String sql : statements) {
                String rendered = sameRendering(h, sql, differ);
                if (!sameParsing(rendered).isEmpty()) {
                    differ.add(sameParsing(rendered));
                }
            }
        }
        assertEquals(List.of(), differ);
    }

    @Test
    void theTextsWhereAReaderCouldGoWrongReadAsJdbiReadsThem() {
        List<String> differ = new ArrayList<>();
        for (String sql : TRICKY) {
            String d = sameParsing(sql);
            if (!d.isEmpty()) {
                differ.add(d);
            }
        }
        Jdbi jdbi = Jdbi.create("jdbc:h2:mem:named-parameters");
        try (Handle h = jdbi.open()) {
            for (String sql : TRICKY_TEMPLATES) {
                sameRendering(h, sql, differ);
            }
        }
        assertEquals(List.of(), differ);
    }

    @Test
    void anUndefinedAttributeFailsTheStatement() {
        Jdbi jdbi = Jdbi.create("jdbc:h2:mem:named-parameters");
        try (Handle h = jdbi.open()) {
            StatementContext ctx = h.createQuery("SELECT <missing>").getContext();
            Function<StatementContext, String> ours = new DefinedAttributes().parse("SELECT <missing>", null).orElseThrow();
            assertThrows(UnableToCreateStatementException.class, () -> ours.apply(ctx));
        }
    }

    /** Both readings of {@code sql}: "" when they agree, else what each gave. */
    private static String sameParsing(String sql) {
        String theirs;
        try {
            theirs = shown(new ColonPrefixSqlParser().parse(sql, null));
        } catch (RuntimeException e) {
            theirs = "fails";
        }
        String ours;
        try {
            ours = shown(new NamedParameters().parse(sql, null));
        } catch (RuntimeException e) {
            ours = "fails";
        }
        return theirs.equals(ours) ? "" : sql + "\n  jdbi: " + theirs + "\n  ours: " + ours;
    }

    private static String shown(ParsedSql parsed) {
        return parsed.getSql() + " " + parsed.getParameters().getParameterNames() + " positional "
                + parsed.getParameters().isPositional();
    }

    /** The template rendered by both, each {@code <name>} in it defined; what jdbi rendered (the text itself if it failed). */
    private static String sameRendering(Handle h, String sql, List<String> differ) {
        Query q = h.createQuery(sql);
        Matcher m = Pattern.compile("<([^<>\\s]+)>").matcher(sql);
        while (m.find()) {
            q.define(m.group(1), "v_" + m.group(1).replace('.', '_'));
        }
        q.define("y", 7);
        StatementContext ctx = q.getContext();
        String theirs;
        try {
            theirs = new DefinedAttributeTemplateEngine().render(sql, ctx);
        } catch (RuntimeException e) {
            theirs = "fails";
        }
        String ours;
        try {
            ours = new DefinedAttributes().render(sql, ctx);
        } catch (RuntimeException e) {
            ours = "fails";
        }
        if (!theirs.equals(ours)) {
            differ.add(sql + "\n  jdbi: " + theirs + "\n  ours: " + ours);
        }
        return theirs.equals("fails") ? sql : theirs;
    }

    /** The text of every {@code @SqlQuery}, {@code @SqlUpdate} and {@code @SqlBatch} of sokodb's compiled classes. */
    private static List<String> statementsOfTheBuild() throws IOException, ClassNotFoundException {
        Path root = Path.of("target/classes");
        List<String> statements = new ArrayList<>();
        List<Path> classes;
        try (Stream<Path> files = Files.walk(root.resolve("org/sokodb"))) {
            classes = files.filter(f -> f.toString().endsWith(".class")).sorted().toList();
        }
        for (Path file : classes) {
            String name = root.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
            Class<?> type = Class.forName(name, false, NamedParametersTest.class.getClassLoader());
            if (!type.isInterface()) {
                continue;
            }
            for (Method method : type.getDeclaredMethods()) {
                for (Annotation a : method.getAnnotations()) {
                    if (a instanceof SqlQuery s) {
                        statements.add(s.value());
                    } else if (a instanceof SqlUpdate s) {
                        statements.add(s.value());
                    } else if (a instanceof SqlBatch s) {
                        statements.add(s.value());
                    }
                }
            }
        }
        return statements;
    }
}
