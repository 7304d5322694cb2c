package org.sokodb.catalog.db.sql;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.jdbi.v3.core.statement.ParsedSql;
import org.jdbi.v3.core.statement.SqlParser;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * A statement's {@code :name} parameters and {@code ?} placeholders, found as jdbi's own
 * {@code ColonPrefixSqlParser} finds them (its output the same: {@code NamedParametersTest}),
 * outside comments and quoted texts ({@link SqlText}): {@code :name} is a parameter when the colon
 * is not one of {@code ::} (a cast), its name Java letters, digits, {@code .} and {@code ?.};
 * {@code ?} a placeholder unless it is one of {@code ??}; a backslash makes the character after
 * it plain text and is dropped. Each text is read once and kept (statements are constants; a
 * few thousand distinct texts at most are kept).
 */
public final class NamedParameters implements SqlParser {
    /** Beyond this many texts, new ones are read each time and not kept. */
    private static final int KEPT = 4_096;

    private final Map<String, ParsedSql> parsed = new ConcurrentHashMap<>();

    @Override
    public ParsedSql parse(String sql, StatementContext ctx) {
        ParsedSql known = parsed.get(sql);
        if (known != null) {
            return known;
        }
        ParsedSql read = read(sql);
        if (parsed.size() < KEPT) {
            parsed.put(sql, read);
        }
        return read;
    }

    @Override
    public String nameParameter(String rawName, StatementContext ctx) {
        return ":" + rawName;
    }

    /** The statement as the driver takes it, with its parameters in order. */
    static ParsedSql read(String sql) {
        ParsedSql.Builder out = ParsedSql.builder();
        StringBuilder plain = new StringBuilder(sql.length());
        int n = sql.length();
        int i = 0;
        while (i < n) {
            char c = sql.charAt(i);
            char next = i + 1 < n ? sql.charAt(i + 1) : 0;
            int skipped = SqlText.skip(sql, i);
            if (skipped >= 0) {
                plain.append(sql, i, skipped);
                i = skipped;
            } else if (c == '\\' && i + 1 < n) {
                plain.append(next);
                i += 2;
            } else if ((c == ':' && next == ':') || (c == '?' && next == '?')) {
                plain.append(c).append(next);
                i += 2;
            } else if (c == ':' && (SqlText.nameChar(next) || next == '.' || next == '?' && i + 2 < n && sql.charAt(i + 2) == '.')) {
                int end = nameEnd(sql, i + 1);
                out.append(flush(plain)).appendNamedParameter(sql.substring(i + 1, end));
                i = end;
            } else if (c == '?') {
                out.append(flush(plain)).appendPositionalParameter();
                i++;
            } else {
                plain.append(c);
                i++;
            }
        }
        return out.append(flush(plain)).build();
    }

    /** Where a parameter's name that starts at {@code i} ends. */
    private static int nameEnd(String sql, int i) {
        int end = i;
        while (end < sql.length()) {
            char c = sql.charAt(end);
            if (SqlText.nameChar(c) || c == '.') {
                end++;
            } else if (c == '?' && end + 1 < sql.length() && sql.charAt(end + 1) == '.') {
                end += 2;
            } else {
                break;
            }
        }
        return end;
    }

    private static String flush(StringBuilder plain) {
        String text = plain.toString();
        plain.setLength(0);
        return text;
    }
}
