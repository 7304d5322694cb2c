package org.sokodb;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * What changes how sokodb behaves is an option a user can see in {@code --help} and the
 * docs, never a system property read in the code. Two readers are known and allowed: the
 * PostgreSQL credentials look up the JVM's own {@code user.home} and {@code user.name}, and the
 * progress line's first-draw delay, which the terminal tests set to 0 to see a quick run's
 * line (it changes when the line appears, not what any command does).
 */
@AnalyzeClasses(packages = "org.sokodb", importOptions = ImportOption.DoNotIncludeTests.class)
class NoHiddenSwitchesTest {

    @ArchTest
    static final ArchRule noSystemPropertySwitches = noClasses()
            .that().doNotHaveFullyQualifiedName("org.sokodb.catalog.db.PgCredentials$Environment")
            .and().doNotHaveFullyQualifiedName("org.sokodb.catalog.db.PgCredentials")
            .and().doNotHaveFullyQualifiedName("org.sokodb.cli.terminal.Progress")
            .should().callMethod(System.class, "getProperty", String.class)
            .orShould().callMethod(System.class, "getProperty", String.class, String.class)
            .orShould().callMethod(Boolean.class, "getBoolean", String.class)
            .orShould().callMethod(Integer.class, "getInteger", String.class)
            .orShould().callMethod(Integer.class, "getInteger", String.class, int.class)
            .orShould().callMethod(Integer.class, "getInteger", String.class, Integer.class)
            .orShould().callMethod(Long.class, "getLong", String.class)
            .orShould().callMethod(Long.class, "getLong", String.class, long.class)
            .orShould().callMethod(Long.class, "getLong", String.class, Long.class)
            .because("a switch in the code is behaviour no user can see (an option in --help is)");
}
