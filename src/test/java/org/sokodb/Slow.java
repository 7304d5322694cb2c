package org.sokodb;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;

/**
 * Marks one of the slowest classes of the first lane, by surefire's reports of a run of the
 * quick tier or of the whole suite (docs/testing.md, "The quick tier"): the quick tier
 * ({@code mvn -B test -Pquick}) leaves it out, with the second lane's classes
 * ({@link Alongside}); the whole suite, and CI, run it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("slow")
public @interface Slow {
}
