package org.sokodb.web;

import java.util.function.Function;
import java.util.function.Supplier;

import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.near.NearAsk;
import org.sokodb.catalog.near.NearDuplicates;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.catalog.near.NearGroupsAnswer;

/**
 * The near-duplicate groups as the server serves them: the catalog's cache of them
 * ({@link NearGroupCache}: grouping, keeping, one grouping at a time), each of its questions lent
 * a catalog by the {@link CatalogGate}, its waits among the slow questions' turns
 * ({@link Turns#slowWork}), and its refusals answered 429 (the client has a grouping under way)
 * or 503 (busy).
 */
final class NearGroupsServed {
    private final NearGroupCache cache;
    private final NearGroupCache.Lender lender;

    NearGroupsServed(CatalogGate gate, Turns slow, NearGroupCache.Config config) {
        this.cache = OpenCatalog.nearGroupCache(config);
        this.lender = new NearGroupCache.Lender() {
            @Override
            public <T> T quick(Function<NearDuplicates, T> question) {
                return gate.lend(c -> question.apply(c.nearDuplicates()));
            }

            @Override
            public <T> T slow(Function<NearDuplicates, T> question) {
                return gate.lendSlow(c -> question.apply(c.nearDuplicates()));
            }

            @Override
            public <T> T waiting(Supplier<T> wait) {
                return slow.run(wait);
            }
        };
    }

    /** The largest catalog this server groups itself. */
    long maxLevels() {
        return cache.maxLevels();
    }

    /**
     * The groups {@code ask} names for {@code client} (its address): grouped, or the catalog too
     * large to group here.
     *
     * @throws HttpProblem 429 when the client has another grouping under way; 503 when the wait
     *     for a turn runs out
     */
    NearGroupsAnswer groups(NearAsk ask, String client) {
        NearGroupsAnswer answer = cache.groups(ask, client, lender);
        if (answer instanceof NearGroupsAnswer.Refused r) {
            throw new HttpProblem(r.asker() ? 429 : 503, r.reason());
        }
        return answer;
    }

    /** The groupings under way (tests: everyone is waiting). */
    int underWay() {
        return cache.underWay();
    }
}
