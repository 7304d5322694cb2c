package org.sokodb.catalog.claims;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Random;

/**
 * The name a {@code solve --catalog} process gives its claims on a shared catalog: this
 * machine's host name, the process id, and a random number drawn once per process
 * ({@code build7:4123:9f3a0c1e6b2d7a55}). A worker gives back or renews exactly the claims
 * that carry its name, so two workers must never share one. The host name and process id are
 * for people reading {@code --status}; they alone do not tell workers apart (two containers
 * are often both process 1, and a host name may be "localhost" on every machine, as it was
 * when it came from a {@code HOSTNAME} variable most shells do not export). The 64 random bits
 * do, on any number of machines.
 */
public final class WorkerName {
    /** This process's name, drawn the first time a worker asks. */
    private static final class Current {
        static final String NAME = of(hostName(), ProcessHandle.current().pid(), new SecureRandom());
    }

    private WorkerName() {
    }

    /** This process's worker name: the same for every worker of the process. */
    static String current() {
        return Current.NAME;
    }

    /** A worker name of {@code host}, {@code pid}, and 64 bits of {@code random}. */
    static String of(String host, long pid, Random random) {
        return host + ":" + pid + ":" + HexFormat.of().toHexDigits(random.nextLong());
    }

    /** The host name the system gives this machine; "localhost" when it cannot be had. */
    static String hostName() {
        try {
            String name = InetAddress.getLocalHost().getHostName();
            return name == null || name.isBlank() ? "localhost" : name;
        } catch (UnknownHostException | SecurityException e) {
            return "localhost";
        }
    }
}
