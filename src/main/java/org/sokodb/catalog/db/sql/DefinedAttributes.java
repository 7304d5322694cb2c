package org.sokodb.catalog.db.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.jdbi.v3.core.config.ConfigRegistry;
import org.jdbi.v3.core.statement.StatementContext;
import org.jdbi.v3.core.statement.TemplateEngine;
import org.jdbi.v3.core.statement.UnableToCreateStatementException;

/**
 * A statement's {@code <name>} attributes replaced by what the statement defines for them, as
 * jdbi's own {@code DefinedAttributeTemplateEngine} replaces them (its output the same:
 * {@code NamedParametersTest}): outside comments and quoted texts ({@link SqlText}), a name of
 * Java letters, digits and {@code .} between {@code <} and {@code >} (so {@code <>} and
 * {@code <=} stay as they are); a backslash makes the character after it plain text and is
 * dropped. An attribute the statement does not define fails it. jdbi keeps what {@link #parse}
 * gives for each text.
 */
public final class DefinedAttributes implements TemplateEngine.Parsing {
    @Override
    public Optional<Function<StatementContext, String>> parse(String template, ConfigRegistry config) {
        List<String> parts = parts(template);
        if (parts.size() == 1) {
            String plain = parts.get(0);
            return Optional.of(ctx -> plain);
        }
        return Optional.of(ctx -> {
            StringBuilder out = new StringBuilder(template.length() + 32);
            for (int k = 0; k < parts.size(); k++) {
                String part = parts.get(k);
                if (k % 2 == 0) {
                    out.append(part);
                } else {
                    Object value = ctx.getAttribute(part);
                    if (value == null) {
                        throw new UnableToCreateStatementException("Undefined attribute for token '<" + part + ">'", ctx);
                    }
                    out.append(value);
                }
            }
            return out.toString();
        });
    }

    /** The template as plain texts and attribute names in turn, starting and ending with a plain text. */
    static List<String> parts(String template) {
        List<String> parts = new ArrayList<>();
        StringBuilder plain = new StringBuilder(template.length());
        int n = template.length();
        int i = 0;
        while (i < n) {
            char c = template.charAt(i);
            int skipped = SqlText.skip(template, i);
            if (skipped >= 0) {
                plain.append(template, i, skipped);
                i = skipped;
            } else if (c == '\\' && i + 1 < n) {
                plain.append(template.charAt(i + 1));
                i += 2;
            } else if (c == '<' && attributeEnd(template, i + 1) > 0) {
                int end = attributeEnd(template, i + 1);
                parts.add(plain.toString());
                plain.setLength(0);
                parts.add(template.substring(i + 1, end));
                i = end + 1;
            } else {
                plain.append(c);
                i++;
            }
        }
        parts.add(plain.toString());
        return parts;
    }

    /** Where the name of an attribute whose {@code <} is just before {@code i} ends (at its {@code >}); -1 when none is there. */
    private static int attributeEnd(String template, int i) {
        int end = i;
        while (end < template.length() && (SqlText.nameChar(template.charAt(end)) || template.charAt(end) == '.')) {
            end++;
        }
        return end > i && end < template.length() && template.charAt(end) == '>' ? end : -1;
    }
}
