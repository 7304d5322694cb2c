package org.sokodb;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Marks a test class that works on the PostgreSQL test database ({@link TestPostgres}): it runs
 * beside the others as an {@link Alongside} class does, and shares nothing with them in the
 * same way (its catalogs in fresh schemas of random names), but never beside another class
 * marked so: some of them watch the whole database (who waits for a lock, which connections to
 * cut), so they hold it one at a time. {@link LaneOrder} starts them first. Tagged
 * {@code alongside}, as the quick tier leaves them out too.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("alongside")
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(AlongsideOnPostgres.TEST_DATABASE)
public @interface AlongsideOnPostgres {
    /** The lock the classes marked so hold while they run. */
    String TEST_DATABASE = "the PostgreSQL test database";
}
