package org.sokodb.web;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import io.javalin.http.Context;

/**
 * What every request passes before any route sees it, and what every answer carries.
 *
 * <ul>
 * <li>The {@code Host} header must name this server (a loopback name, or the address it was
 *     bound to): a page of another site whose name was made to resolve to 127.0.0.1 (DNS
 *     rebinding) gets 421 and nothing of the catalog.
 * <li>A request target with a dot segment, a backslash, or a NUL in any spelling is 404, and
 *     so is an encoded slash, backslash, dot or percent sign anywhere but in a level's id
 *     ({@code /levels/SOURCE%23INDEX} written out whole): no route takes a file path, and none
 *     is ever built from a request.
 * <li>A query string longer than {@link ServeSettings#MAX_QUERY_CHARS} is 414.
 * <li>Every answer says: scripts, styles and pictures from this server only (CSP), no type
 *     sniffing, no framing, no referrer.
 * </ul>
 */
final class RequestGuard {
    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    /** Dot segments, a NUL in any spelling, a backslash, an empty segment, a path parameter. */
    private static final Pattern TRAVERSAL = Pattern.compile(
            "(^|/|\\\\)\\.{1,2}(/|\\\\|$)|%00|\\\\|//|;", Pattern.CASE_INSENSITIVE);
    /** The encodings that could hide a dot segment or a separator from the pattern above. */
    private static final Pattern ENCODED = Pattern.compile("%2e|%2f|%5c|%25", Pattern.CASE_INSENSITIVE);
    /**
     * The addresses whose last part is a level's id as {@code show} takes it, which may be
     * {@code SOURCE#INDEX} written out whole: {@code /levels/ID}, {@code /api/v1/levels/ID}. The
     * id is a name the catalog looks up, never a file's path, so there an encoded separator,
     * dot or percent sign is the source's name as a browser encodes it (a source imported as
     * {@code ../data/x.xsb} has no other way to be named in an address).
     */
    private static final Pattern NAMES_A_LEVEL = Pattern.compile("^(/api/v1)?/levels/[^/]");

    private final Set<String> hosts;

    private RequestGuard(Set<String> hosts) {
        this.hosts = hosts;
    }

    /** The names a request may give as its host for a server bound to {@code bind}. */
    static RequestGuard forBind(String bind) {
        Set<String> names = new HashSet<>(Set.of("localhost", "127.0.0.1", "[::1]", "::1"));
        String b = bind.toLowerCase(Locale.ROOT);
        names.add(b.contains(":") && !b.startsWith("[") ? "[" + b + "]" : b);
        if (b.equals("0.0.0.0") || b.equals("::") || b.equals("[::]")) {
            // listening everywhere: this machine's own names and addresses, and no others
            try {
                for (NetworkInterface nif : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                    for (InetAddress a : Collections.list(nif.getInetAddresses())) {
                        String host = a.getHostAddress();
                        int zone = host.indexOf('%');
                        host = zone > 0 ? host.substring(0, zone) : host;
                        names.add(host.contains(":") ? "[" + host + "]" : host);
                    }
                }
                names.add(InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT));
            } catch (SocketException | UnknownHostException e) {
                // the loopback names stay allowed
            }
        }
        return new RequestGuard(Set.copyOf(names));
    }

    /** The before-handler of every request. */
    void check(Context ctx) {
        headers(ctx);
        String host = hostName(ctx.header("Host"));
        if (!hosts.contains(host)) {
            throw new HttpProblem(421, "this server answers to localhost or its own address, not '"
                    + Params.clip(host) + "'");
        }
        String target = ctx.req().getRequestURI();
        if (target == null || TRAVERSAL.matcher(target).find()
                || ENCODED.matcher(target).find() && !NAMES_A_LEVEL.matcher(target).find()) {
            throw HttpProblem.notFound("no such page");
        }
        String query = ctx.req().getQueryString();
        if (query != null && query.length() > ServeSettings.MAX_QUERY_CHARS) {
            throw new HttpProblem(414, "the query is longer than " + ServeSettings.MAX_QUERY_CHARS + " characters");
        }
    }

    static void headers(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("Cross-Origin-Resource-Policy", "same-origin");
    }

    /** The host name of a Host header, without its port, lower-case; empty when there is none. */
    static String hostName(String header) {
        if (header == null) {
            return "";
        }
        String h = header.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(0, end + 1);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }
}
