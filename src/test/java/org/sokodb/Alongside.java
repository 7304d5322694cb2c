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
 * Marks a test class that runs alongside the others, on the second core: the suite is two
 * lanes (src/test/resources/junit-platform.properties), the ordinary classes one after another
 * in the first, the classes marked so one after another in the second, each class's methods
 * in turn. A class is marked only when it shares nothing with any other class while it runs:
 * its files in its own temporary directory, its catalogs in fresh PostgreSQL schemas of random
 * names ({@link TestPostgres#freshSchema}), ports chosen by the system, connections cut only
 * by a name of its own, no system property, standard stream or default locale changed, no
 * file in the working directory. A class that changes what every class sees is
 * {@code @Isolated} instead, and runs with nothing beside it ({@code AlongsideTest}).
 * Tagged {@code alongside}: the quick tier ({@code mvn -B test -Pquick}) leaves these out.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("alongside")
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock("the second lane")
public @interface Alongside {
}
