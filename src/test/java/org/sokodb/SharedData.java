package org.sokodb;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a test class (or method) that reads the shared test data ({@link TestData#path}):
 * without the data folder it is skipped before anything in it runs, static fields included.
 * Tagged {@code shared-data}, so {@code mvn verify -Dgroups=shared-data} runs just these, and
 * {@code -DexcludedGroups=shared-data} everything else.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag("shared-data")
@ExtendWith(SharedDataCondition.class)
public @interface SharedData {
}
