package org.sokodb;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A TCP relay between sokodb and the test PostgreSQL server that a test can cut: the server
 * going away (every connection dropped, new ones refused, as while it restarts) and coming
 * back on the same address, without touching the server itself, which other tests share. CI
 * runs it as any test: it needs nothing but the server {@link TestPostgres} names.
 *
 * <p>It can also lose the answer to one commit ({@link #loseTheAnswerToTheCommitAfter}): the
 * server makes the commit, and the client sees its connection drop instead of the answer, as
 * when the server goes away at that moment. To see the statements, the client's URL asks for
 * them as text each time ({@link #statementsAsText}).
 */
public final class PgProxy implements AutoCloseable {
    private final String host;
    private final int port;
    private final int listenPort;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket server;
    /** The statement after which the next commit's answer is lost; null when none is to be. */
    private final AtomicReference<String> loseAfter = new AtomicReference<>();
    private volatile boolean answerLost;

    /** What one client connection has sent so far, as far as losing a commit's answer goes. */
    private static final class Link {
        /** The end of what the client sent last, so that a statement cut across two reads is seen. */
        volatile String tail = "";
        volatile boolean statementSeen;
        volatile boolean commitSent;
    }

    private PgProxy(String host, int port) throws IOException {
        this.host = host;
        this.port = port;
        ServerSocket first = new ServerSocket();
        first.setReuseAddress(true);
        first.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        this.listenPort = first.getLocalPort();
        listen(first);
    }

    /** A relay to the server of {@code url} (a test schema's URL). */
    public static PgProxy to(String url) {
        URI uri = URI.create(url.substring("jdbc:".length()));
        try {
            return new PgProxy(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code url} through this relay: the same database, schema and user, another address. */
    public String url(String url) {
        URI uri = URI.create(url.substring("jdbc:".length()));
        String rest = url.substring(url.indexOf(uri.getRawPath()));
        return "jdbc:postgresql://127.0.0.1:" + listenPort + rest;
    }

    /**
     * {@code url} through this relay, with every statement sent as text each time (pgjdbc's
     * {@code prepareThreshold=0}; otherwise, after a few runs, a statement is sent by the name
     * the server gave it), so that {@link #loseTheAnswerToTheCommitAfter} sees it.
     */
    public String statementsAsText(String url) {
        return url(url) + (url.contains("?") ? "&" : "?") + "prepareThreshold=0";
    }

    /**
     * The next commit a connection sends after a statement containing {@code sql} reaches the
     * server, which makes it; its answer never reaches the client: the connection is dropped
     * instead (both ends), once. Other connections, and new ones, go on as before.
     */
    public void loseTheAnswerToTheCommitAfter(String sql) {
        answerLost = false;
        loseAfter.set(sql);
    }

    /** Whether a commit's answer was lost since {@link #loseTheAnswerToTheCommitAfter}. */
    public boolean answerLost() {
        return answerLost;
    }

    /** The server goes away: every connection is dropped, and new ones are refused until {@link #restore}. */
    public synchronized void cut() {
        closeQuietly(server);
        server = null;
        for (Socket s : open) {
            closeQuietly(s);
        }
        open.clear();
    }

    /** The server is back, on the same address. */
    public synchronized void restore() {
        if (server != null) {
            return;
        }
        try {
            ServerSocket again = new ServerSocket();
            again.setReuseAddress(true);
            again.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), listenPort));
            listen(again);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void listen(ServerSocket socket) {
        server = socket;
        Thread accept = new Thread(() -> {
            while (!socket.isClosed()) {
                try {
                    Socket client = socket.accept();
                    Socket upstream = new Socket(host, port);
                    if (!register(socket, client, upstream)) {
                        continue; // cut while this one was being connected: it never was
                    }
                    Link link = new Link();
                    pump(client, upstream, link, true);
                    pump(upstream, client, link, false);
                } catch (IOException e) {
                    // the listening socket was closed (cut), or the server refused: the client sees a closed socket
                }
            }
        }, "pg-proxy-accept");
        accept.setDaemon(true);
        accept.start();
    }

    /**
     * Takes a connection into {@code open}, under the same lock as {@link #cut}: a connection
     * accepted just before a cut, and connected upstream after it, is closed rather than relayed
     * through the outage.
     */
    private synchronized boolean register(ServerSocket listening, Socket client, Socket upstream) {
        if (server != listening) {
            closeQuietly(client);
            closeQuietly(upstream);
            return false;
        }
        open.add(client);
        open.add(upstream);
        return true;
    }

    private void pump(Socket from, Socket to, Link link, boolean toServer) {
        Thread t = new Thread(() -> {
            byte[] buffer = new byte[1 << 16];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    if (toServer) {
                        watch(link, new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                    } else if (link.commitSent && loseAfter.getAndSet(null) != null) {
                        answerLost = true; // the commit's answer: dropped with the connection
                        break;
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // one side closed: close both below
            } finally {
                closeQuietly(from);
                closeQuietly(to);
                open.remove(from);
                open.remove(to);
            }
        }, "pg-proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    /** Notes the statement to lose a commit after, then that commit, in what the client sends. */
    private void watch(Link link, String sent) {
        String sql = loseAfter.get();
        if (sql == null) {
            return;
        }
        String seen = link.tail + sent;
        link.tail = seen.substring(Math.max(0, seen.length() - 256));
        if (!link.statementSeen) {
            if (seen.contains(sql)) {
                link.statementSeen = true;
                link.tail = ""; // the commit is looked for in what comes after the statement
            }
        } else if (seen.contains("COMMIT")) {
            link.commitSent = true; // before it is sent: its answer cannot come before this is set
        }
    }

    private static void closeQuietly(AutoCloseable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (Exception e) {
            // already closed
        }
    }

    @Override
    public void close() {
        cut();
    }
}
