package org.sokodb.cli;

import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.release.CopyListener;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.cli.options.AliasesOption;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.InterruptIgnored;
import org.sokodb.credits.Aliases;
import org.sokodb.web.ServeSettings;
import org.sokodb.web.WebServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code sokodb serve}: the catalog in a web browser until Ctrl-C (docs/web.md). */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the catalog as web pages (sources, levels, search, duplicates, replay and play) and "
                + "as JSON under /api/v1/, until Ctrl-C.",
            "It prints one line with the address. Ctrl-C or kill PID (SIGTERM) stops it; started in the background "
                    + "by a script (with SIGINT ignored), Ctrl-C cannot, and the line says so and names the PID.",
            "Read-only unless --allow-write. On an H2 file the server lets go "
                    + "of the file a second after each request, so 'sokodb import' works in another terminal while "
                    + "it runs (the server answers 503 while an import holds the file)."})
final class ServeCommand implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "N", description = "The port to listen on (default: ${DEFAULT-VALUE}; "
            + "0 picks a free one)")
    int port = ServeSettings.DEFAULT_PORT;

    @Option(names = "--bind", paramLabel = "ADDR", description = "The address to listen on (default: "
            + "${DEFAULT-VALUE}, this machine only; 0.0.0.0 listens on every interface)")
    String bind = ServeSettings.LOOPBACK;

    @Option(names = "--allow-write", description = "Let the pages store a solution played to the end, and "
            + "POST /api/v1/levels/ID/solutions store one (after the same check as 'verify'). With a --bind "
            + "address other machines reach, anyone there can store solutions: it says so on stderr")
    boolean allowWrite;

    @Option(names = "--record-plays", description = "With --allow-write: record each play finished on a level's "
            + "page (its time from the first move, moves, pushes, undos and restarts; nothing about the player), "
            + "once its moves are replayed and solve the level; the level page shows the median time of 3 plays or "
            + "more")
    boolean recordPlays;

    /** Names that are one person, for the credits pages; a bad line is said on stderr and the server does not start. */
    @Mixin
    AliasesOption aliases;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        if (port < 0 || port > 65535) {
            throw new ParameterException(catalogOption.commandLine(), "--port must be from 0 to 65535, not " + port);
        }
        if (recordPlays && !allowWrite) {
            throw new ParameterException(catalogOption.commandLine(), "--record-plays needs --allow-write: a play is"
                    + " written to the catalog");
        }
        if (bind.isBlank()) {
            throw new ParameterException(catalogOption.commandLine(), "--bind needs an address");
        }
        Aliases known = aliases.read(catalogOption.err());
        if (aliases.rejected()) {
            // a server runs until stopped: it does not start on a list it would apply only in part
            catalogOption.err().println("sokodb serve: not started: lines of " + aliases.file
                    + " were left out (above); correct them and start it again");
            catalogOption.err().flush();
            return ExitCodes.REJECTED;
        }
        DatabaseLocation location = catalogOption.existingLocation();
        WebServer server;
        try {
            // stderr makes every control character visible: what the server logs quotes requests
            // a server that writes copies a file another H2 release wrote at its first open, and says so as every command does
            CatalogAccess access = CatalogAccess.of(location, allowWrite ? CatalogOption.copyingSaid(catalogOption.err())
                    : CopyListener.NONE);
            server = WebServer.start(access, new ServeSettings(bind.strip(), port, allowWrite, recordPlays),
                    catalogOption.err(), known);
        } catch (CatalogException e) {
            throw new CommandFailedException(String.valueOf(e.getMessage()), e);
        } catch (IllegalStateException e) {
            throw new CommandFailedException(String.valueOf(e.getMessage()), e);
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "sokodb-serve-stop"));
        String host = bind.contains(":") ? "[" + bind.strip() + "]" : bind.strip();
        if (allowWrite && !loopback(bind.strip())) {
            PrintWriter err = catalogOption.err();
            err.println("sokodb serve: warning: --allow-write on " + host + ", which other machines can reach: anyone who"
                    + " can open a page of http://" + host + ":" + server.port() + "/ gets its write token and can store"
                    + " solutions in the catalog (bind to 127.0.0.1, the default, unless everyone on that network is"
                    + " trusted)");
            err.flush();
        }
        PrintWriter out = catalogOption.out();
        out.println("serving http://" + host + ":" + server.port() + "/ (" + (allowWrite ? recordPlays ? "write mode, recording plays" : "write mode" : "read-only")
                + (InterruptIgnored.now() ? "; Ctrl-C cannot stop it, started with SIGINT ignored: kill "
                        + ProcessHandle.current().pid() + " stops)" : "; Ctrl-C stops)"));
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            // the server first, the thread's interrupt after it: Jetty's stop waits, and fails on an interrupted thread
            server.close();
            Thread.currentThread().interrupt();
        }
        return ExitCodes.OK;
    }

    /** True when {@code address} is this machine alone (127.0.0.1, ::1, a name for them). */
    private static boolean loopback(String address) {
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false; // the server listens on it: a name it could not resolve now is not this machine alone
        }
    }
}
