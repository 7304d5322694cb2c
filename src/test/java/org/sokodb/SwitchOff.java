package org.sokodb;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;

/**
 * Marks a long case of a solver technique that is switched off in the searches sokodb runs
 * (one of {@code SearchOptions.FAST}'s {@code off}): a search of a level at length with it
 * switched on, to show the technique sound for the day a race switches it on. {@code mvn -B
 * verify} leaves these out; CI ({@code .ci/run}) runs them after it, {@code mvn -B
 * surefire:test -Pswitches-off}, into {@code target/surefire-reports-switch-off}
 * (docs/testing.md, "The switches that are off"). A technique switched on moves its cases back.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag("switch-off")
public @interface SwitchOff {
}
