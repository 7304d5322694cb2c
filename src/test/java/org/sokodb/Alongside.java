package org.sokodb;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Marks a test class that may run beside any other: the suite runs on two threads
 * (src/test/resources/junit-platform.properties), the ordinary classes one after another on
 * the first, the classes marked so on whichever thread is free, the second from the start and
 * both once the ordinary classes are done ({@link LaneOrder} says in what order). A class is
 * marked only when it shares nothing with any other class while it runs: its files in its own
 * temporary directory, ports chosen by the system, processes and connections killed or cut
 * only by an id or a name of its own, no system property, standard stream or default locale
 * changed, no file in the working directory. A class on the PostgreSQL test database is
 * {@link AlongsideOnPostgres} instead, and a class that changes what every class sees is
 * {@code @Isolated}, run with nothing beside it ({@code AlongsideTest} holds both).
 * Under it the class names a lock of its own, {@code @ResourceLock("ItsName")}: a class that
 * holds a lock runs its methods one after another (without one, its methods would run side
 * by side, {@code @Execution(CONCURRENT)} being their default too); {@code AlongsideTest}
 * checks it. Tagged {@code alongside}: the quick tier ({@code mvn -B test -Pquick}) leaves
 * these out.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("alongside")
@Execution(ExecutionMode.CONCURRENT)
public @interface Alongside {
}
