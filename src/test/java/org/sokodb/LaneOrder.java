package org.sokodb;

import java.util.Comparator;

import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

/**
 * The order in which the suite's two threads meet the classes
 * (src/test/resources/junit-platform.properties, docs/testing.md "Two lanes"): the classes on
 * the PostgreSQL test database first ({@link AlongsideOnPostgres}: they run one at a time, so
 * their chain is the longest thing the second thread does, and it starts at once), then the
 * other {@link Alongside} classes, then the ordinary ones, which the first thread runs in turn.
 * The second thread takes the alongside classes from the front; the first, once the ordinary
 * classes are done, those not yet started from the back (JUnit's fork-join pool), so it meets
 * the classes that run beside anything and seldom waits for the PostgreSQL one. Within each
 * kind the order is the one the classes were found in.
 */
public final class LaneOrder implements ClassOrderer {
    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors().sort(Comparator.comparingInt(LaneOrder::rank));
    }

    private static int rank(ClassDescriptor c) {
        if (c.isAnnotated(AlongsideOnPostgres.class)) {
            return 0;
        }
        if (c.isAnnotated(Alongside.class)) {
            return 1;
        }
        return 2;
    }
}
