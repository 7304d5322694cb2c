package org.sokodb.catalog.db.pg;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A PostgreSQL password file ({@code ~/.pgpass}, or {@code $PGPASSFILE}), read the way libpq
 * reads it: lines {@code hostname:port:database:username:password}; each of the first four
 * fields is a literal or {@code *} (anything); {@code \:} and {@code \\} escape a colon and
 * a backslash; the first matching line wins; lines starting with {@code #} and blank lines
 * are skipped.
 *
 * <p>Like libpq, a file that group or others may read or write is not used (its passwords
 * are no secret any more); unlike libpq, which only warns, sokodb says so in its error
 * message when the file would have had the password (see {@link Lookup#insecure}).
 */
final class PgPass {
    private static final Set<PosixFilePermission> GROUP_OR_OTHERS = Set.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    /** What looking in the file found. */
    record Lookup(Optional<Match> match, boolean insecure) {
        static final Lookup NOTHING = new Lookup(Optional.empty(), false);
    }

    /** The matching line: its number (1-based) and password. */
    record Match(int line, String password) {
    }

    /** What a line is matched against. */
    record Target(String host, String port, String database, String user) {
    }

    private PgPass() {
    }

    /**
     * Looks {@code target} up in {@code file}. A missing or unreadable file finds nothing;
     * a file others may read finds nothing either, and says whether it would have matched.
     */
    static Lookup find(Path file, Target target) {
        if (!Files.isRegularFile(file)) {
            return Lookup.NOTHING;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return Lookup.NOTHING;
        }
        Optional<Match> match = match(lines, target);
        if (match.isPresent() && !private_(file)) {
            return new Lookup(Optional.empty(), true);
        }
        return new Lookup(match, false);
    }

    /** The first line of {@code lines} that matches {@code target}. */
    static Optional<Match> match(List<String> lines, Target target) {
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            List<String> fields = split(line);
            if (fields.size() < 5) {
                continue;
            }
            if (matches(fields.get(0), target.host()) && matches(fields.get(1), target.port())
                    && matches(fields.get(2), target.database()) && matches(fields.get(3), target.user())) {
                return Optional.of(new Match(i + 1, fields.get(4)));
            }
        }
        return Optional.empty();
    }

    /**
     * The fields of a line, unescaped; a field that was a bare {@code *} stays {@code null}
     * (wildcard), so that an escaped {@code \*} is a literal star. The fifth field is the
     * rest of the line: a password may contain unescaped colons.
     */
    private static List<String> split(String line) {
        List<String> fields = new ArrayList<>(5);
        StringBuilder field = new StringBuilder();
        boolean escapedSomething = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length()) {
                field.append(line.charAt(++i));
                escapedSomething = true;
            } else if (c == ':' && fields.size() < 4) {
                fields.add(wildcard(field, escapedSomething));
                field.setLength(0);
                escapedSomething = false;
            } else {
                field.append(c);
            }
        }
        fields.add(fields.size() < 4 ? wildcard(field, escapedSomething) : field.toString());
        return fields;
    }

    private static String wildcard(StringBuilder field, boolean escaped) {
        return !escaped && field.length() == 1 && field.charAt(0) == '*' ? null : field.toString();
    }

    private static boolean matches(String field, String value) {
        return field == null || field.equals(value);
    }

    /** True when only the owner may read or write the file (no POSIX permissions: assumed private). */
    private static boolean private_(Path file) {
        try {
            Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
            return p.stream().noneMatch(GROUP_OR_OTHERS::contains);
        } catch (UnsupportedOperationException e) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
