package org.sokodb;

import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.stream.Stream;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.DynamicTest;

/**
 * The ArchUnit rules of a test class (its static {@code @ArchTest} fields) as JUnit Jupiter tests,
 * one a rule, checked on sokodb's main classes, imported once for every such class. Run by
 * Jupiter, the rules take a lane like any other class (docs/testing.md, "Two lanes"): ArchUnit's
 * own engine ran them after Jupiter's had ended, on one core while the other had nothing to do.
 */
final class ArchRules {
    private static JavaClasses mainClasses;

    private ArchRules() {
    }

    /** A test for each {@code @ArchTest} rule of {@code holder}, named as its field. */
    static Stream<DynamicTest> of(Class<?> holder) {
        Field[] rules = Arrays.stream(holder.getDeclaredFields())
                .filter(f -> f.isAnnotationPresent(ArchTest.class))
                .toArray(Field[]::new);
        if (rules.length == 0) {
            throw new IllegalStateException(holder.getName() + " has no @ArchTest rule");
        }
        return Arrays.stream(rules).map(f -> dynamicTest(f.getName(), () -> rule(f).check(mainClasses())));
    }

    /** sokodb's main classes, as {@code @AnalyzeClasses(packages = "org.sokodb")} without the tests imported them. */
    static synchronized JavaClasses mainClasses() {
        if (mainClasses == null) {
            mainClasses = new ClassFileImporter().withImportOption(new ImportOption.DoNotIncludeTests())
                    .importPackages("org.sokodb");
        }
        return mainClasses;
    }

    private static ArchRule rule(Field field) throws IllegalAccessException {
        if (!Modifier.isStatic(field.getModifiers()) || !ArchRule.class.isAssignableFrom(field.getType())) {
            throw new IllegalStateException(field + ": an @ArchTest here is a static ArchRule field");
        }
        field.setAccessible(true);
        return (ArchRule) field.get(null);
    }
}
