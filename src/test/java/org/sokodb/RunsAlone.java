package org.sokodb;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Marks a test class that changes what every class in the JVM sees (a system property, a
 * standard stream): it runs with nothing beside it. Surefire runs the classes marked so in a
 * JVM of their own before the others (the execution {@code alone} in pom.xml, by their tag
 * {@code alone}), so that the two lanes of the rest never wait for one (docs/testing.md, "Two
 * lanes"): in one JVM with the lanes, a class that must run alone waits until the second
 * lane has nothing left to start. {@code @Isolated} as well, so it runs alone however it is
 * started. {@code AlongsideTest} holds that every class that changes the JVM's globals is
 * marked so.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("alone")
@Isolated
public @interface RunsAlone {
}
