package org.sokodb.catalog.claims;

import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * How a run on the catalog's groups ({@code solve --catalog}, {@code optimize --catalog}) takes
 * its work: a few groups at a time, each started as it is taken; when none is left that nobody
 * holds, it lets its own searches end (they store and free what they hold), then, if other
 * workers hold the only groups left, says how many, by whom and until when, and waits for them
 * to be stored or to lapse (then takes them), unless told not to wait.
 *
 * @param <T> a group taken
 */
public final class GroupFeed<T> {
    /**
     * How soon a worker with nothing to take looks again at the claims of others: after 1 s,
     * then 2 s, then every 5 s. A claim often ends soon after the wait begins (another worker
     * stores its last group), and is then taken or seen gone within a second; a long wait (a
     * killed worker's claims lapse 30 s and more after their last renewal) costs the catalog
     * a look every 5 s, whatever the team's size.
     */
    private static final Duration FIRST_HELD_POLL = Duration.ofSeconds(1);
    private static final Duration HELD_POLL = Duration.ofSeconds(5);

    /** The run's groups. */
    public interface Groups<T> {
        /** Up to {@code n} groups; empty when none is left that nobody holds. */
        List<T> next(int n);

        /** The run's claims: whether it may take more, what other workers hold. */
        RunClaims<?> claims();
    }

    /** The run's searches. */
    public interface Searches<T> {
        /** Starts the search of {@code group}; may hand over finished ones. */
        void start(T group);

        /** Hands over every search still under way, as each finishes. */
        void finish();
    }

    private final Groups<T> groups;
    private final Searches<T> searches;
    private final int parallel;
    private final boolean waitForOthers;
    private final Consumer<String> notices;

    public GroupFeed(Groups<T> groups, Searches<T> searches, int parallel, boolean waitForOthers, Consumer<String> notices) {
        this.groups = groups;
        this.searches = searches;
        this.parallel = parallel;
        this.waitForOthers = waitForOthers;
        this.notices = notices;
    }

    /**
     * Feeds the searches {@code parallel} groups at a time until the catalog has none left for
     * this run or {@code stop} says so, then lets them finish.
     *
     * @return false when it stopped with groups still claimed by other workers (not waiting for them)
     */
    public boolean run(BooleanSupplier stop) {
        String told = "";
        Duration poll = FIRST_HELD_POLL;
        while (!stop.getAsBoolean()) {
            List<T> batch = groups.next(parallel);
            if (batch.isEmpty()) {
                // this worker's own searches first: they store and free what they hold
                searches.finish();
                RunClaims<?> claims = groups.claims();
                List<HeldClaims> held = claims.wantsMore() && !stop.getAsBoolean() ? claims.heldByOthers() : List.of();
                if (held.isEmpty()) {
                    batch = stop.getAsBoolean() ? List.of() : groups.next(parallel);
                    if (batch.isEmpty()) {
                        break;
                    }
                } else {
                    String line = held(held) + (waitForOthers
                            ? "; waiting for them to be stored or to lapse (--no-wait ends instead)"
                            : "; not waiting for them (--no-wait)");
                    if (!line.equals(told)) {
                        notices.accept(line);
                        told = line;
                    }
                    if (!waitForOthers) {
                        return false;
                    }
                    Waiting.waitFor(poll, stop); // Ctrl-C ends the wait: the loop then stops
                    Duration twice = poll.multipliedBy(2);
                    poll = twice.compareTo(HELD_POLL) < 0 ? twice : HELD_POLL;
                    continue;
                }
            }
            batch.forEach(searches::start);
            poll = FIRST_HELD_POLL;
        }
        searches.finish();
        return true;
    }

    /** "3 groups are claimed by other workers: host:12 holds 2 until 2026-11-23T07:10:04Z, …". */
    static String held(List<HeldClaims> held) {
        long count = held.stream().mapToLong(HeldClaims::groups).sum();
        StringBuilder line = new StringBuilder();
        line.append(count).append(count == 1 ? " group is" : " groups are").append(" claimed by other workers: ");
        for (int i = 0; i < held.size(); i++) {
            HeldClaims h = held.get(i);
            line.append(i == 0 ? "" : ", ").append(h.worker()).append(" holds ").append(h.groups()).append(" until ")
                    .append(h.untilUtc());
        }
        return line.toString();
    }
}
