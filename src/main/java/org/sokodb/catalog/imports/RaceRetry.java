package org.sokodb.catalog.imports;

import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.function.Supplier;

import org.sokodb.format.LevelFiles;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;

/**
 * Imports a source again, from its first byte, after its transaction lost a race
 * ({@link LostRace}); up to {@link #MAX_ATTEMPTS} tries in all, each after a short random
 * pause so that the contenders do not meet again at once, one line on stderr each time. A
 * source that loses every time is reported, not imported, and the import goes on.
 */
final class RaceRetry {
    /** Tries per source, the first one included. */
    static final int MAX_ATTEMPTS = 5;

    /** Starts one attempt at a source: a fresh {@link SourceImport} on the stream given. */
    interface Attempt {
        SourceImport start(LevelStream stream);
    }

    private final ImportListener listener;
    private final Supplier<Function<LevelRecord, IdentifiedLevel>> identifiers;

    RaceRetry(ImportListener listener, Supplier<Function<LevelRecord, IdentifiedLevel>> identifiers) {
        this.listener = listener;
        this.identifiers = identifiers;
    }

    /** The report of the source once an attempt won, or of its failure. */
    Optional<SourceReport> again(Source source, LostRace lost, ReportedBoards reported, Attempt attempt) {
        for (int n = 2; n <= MAX_ATTEMPTS; n++) {
            listener.note(source.name(), "lost a race with another import (" + lost.getMessage()
                    + "); importing it again, attempt " + n + " of " + MAX_ATTEMPTS);
            pause(n);
            reported.nextAttempt();
            Function<LevelRecord, IdentifiedLevel> identify = identifiers.get();
            try (LevelStream stream = LevelFiles.open(source)) {
                SourceImport retry = attempt.start(stream);
                while (stream.hasNext()) {
                    LevelRecord record = stream.next();
                    if (!retry.skippedAsImported()) {
                        retry.level(identify.apply(record));
                    }
                }
                return retry.end(true);
            } catch (LostRace again) {
                lost = again;
            } catch (SourceException e) {
                listener.problem(e.location(), e.reason());
                return Optional.of(SourceImport.notImported(source));
            }
        }
        listener.problem(new SourceLocation(source.name(), 0, 0), "not imported: lost a race with another import "
                + MAX_ATTEMPTS + " times (" + lost.getMessage() + "); import it again");
        return Optional.of(SourceImport.notImported(source));
    }

    private static void pause(int attempt) {
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(50, 250) * attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
