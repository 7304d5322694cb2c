package org.sokodb.catalog.db.pg;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * libpq's URI form of a connection, {@code postgresql://[user[:password]@][host][:port][/database][?setting=…]}
 * ({@code postgres://} too), as {@code psql}, {@code pg_dump} and a hosting service's
 * {@code DATABASE_URL} write it, turned into the {@code jdbc:postgresql://} URL the driver
 * reads: the user and password move from before the host to {@code ?user=…&password=…}
 * (pgjdbc would take {@code user:secret@host} for a host name), percent-encoded as pgjdbc
 * decodes them; the settings after {@code ?} are kept as written. libpq reads an empty host
 * as its local socket, which the driver cannot reach: the local host is taken instead.
 */
public final class LibpqUri {
    private static final Pattern URI = Pattern.compile(
            "(?i)postgres(?:ql)?://(?:([^@/?#]*)@)?([^/?#]*)(/[^?#]*)?(?:\\?([^#]*))?");

    private LibpqUri() {
    }

    /** Whether {@code location} is written in libpq's URI form (it may still be malformed). */
    public static boolean written(String location) {
        return location.regionMatches(true, 0, "postgresql://", 0, 13)
                || location.regionMatches(true, 0, "postgres://", 0, 11);
    }

    /** The JDBC URL of a libpq URI, or empty when it is not one (a fragment, a second {@code @}). */
    public static Optional<String> toJdbc(String uri) {
        Matcher m = URI.matcher(uri);
        if (!m.matches()) {
            return Optional.empty();
        }
        List<String> settings = new ArrayList<>();
        try {
            userInfo(m.group(1), settings);
        } catch (IllegalArgumentException malformedEscape) {
            return Optional.empty(); // its message would quote the password
        }
        if (m.group(4) != null && !m.group(4).isEmpty()) {
            settings.add(m.group(4));
        }
        String host = m.group(2).isEmpty() ? "localhost" : m.group(2);
        String database = m.group(3) == null ? "/" : m.group(3);
        return Optional.of("jdbc:postgresql://" + host + database
                + (settings.isEmpty() ? "" : "?" + String.join("&", settings)));
    }

    /** {@code user[:password]} from before the host, as settings; nothing when there is none. */
    private static void userInfo(String userInfo, List<String> settings) {
        if (userInfo == null) {
            return;
        }
        int colon = userInfo.indexOf(':');
        String user = colon < 0 ? userInfo : userInfo.substring(0, colon);
        if (!user.isEmpty()) {
            settings.add("user=" + recoded(user));
        }
        if (colon >= 0) {
            settings.add("password=" + recoded(userInfo.substring(colon + 1)));
        }
    }

    /** A part of the URI's user information (percent-encoded, {@code +} a plus) as pgjdbc decodes a setting. */
    private static String recoded(String part) {
        String decoded = URLDecoder.decode(part.replace("+", "%2B"), StandardCharsets.UTF_8);
        return URLEncoder.encode(decoded, StandardCharsets.UTF_8);
    }
}
