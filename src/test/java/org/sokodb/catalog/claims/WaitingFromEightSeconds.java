package org.sokodb.catalog.claims;

import org.sokodb.cli.Main;

/**
 * sokodb's command line ({@link Main}) in a process whose workers, once they lose their catalog,
 * wait 8 s before their first try to connect again: the wait they reach at their fourth try
 * otherwise (1, 2, 4, then 8 s; {@link WorkerClaims#firstWaitSeconds}). The Ctrl-C test of
 * {@code optimize --catalog} needs a wait longer than the 5 s Ctrl-C gives a command, and so
 * meets one at once instead of after 7 s of the three before it.
 */
public final class WaitingFromEightSeconds {
    private WaitingFromEightSeconds() {
    }

    public static void main(String[] args) {
        WorkerClaims.firstWaitSeconds = 8;
        Main.main(args);
    }
}
