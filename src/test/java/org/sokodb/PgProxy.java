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
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay between sokodb and the test PostgreSQL server that a test can cut: the server
 * going away (every connection dropped, new ones refused, as while it restarts) and coming
 * back on the same address, without touching the server itself, which other tests share. CI
 * runs it as any test: it needs nothing but the server {@link TestPostgres} names.
 */
public final class PgProxy implements AutoCloseable {
    private final String host;
    private final int port;
    private final int listenPort;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket server;

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
                    open.add(client);
                    open.add(upstream);
                    pump(client, upstream);
                    pump(upstream, client);
                } catch (IOException e) {
                    // the listening socket was closed (cut), or the server refused: the client sees a closed socket
                }
            }
        }, "pg-proxy-accept");
        accept.setDaemon(true);
        accept.start();
    }

    private void pump(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            byte[] buffer = new byte[1 << 16];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
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
