package org.sokodb;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.stream.Stream;

import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Numbers are written the same in every locale ({@code 85.0 %}, {@code 1,234 MB}, never
 * {@code 85,0 %}): every format call names {@code Locale.ROOT}, so none uses the one without.
 */
class NumbersInRootLocaleTest {
    /** Each rule below, on the main classes (ArchRules). */
    @TestFactory
    Stream<DynamicTest> rules() {
        return ArchRules.of(NumbersInRootLocaleTest.class);
    }

    @ArchTest
    static final ArchRule everyFormatNamesItsLocale = noClasses()
            .should().callMethod(String.class, "format", String.class, Object[].class)
            .orShould().callMethod(String.class, "formatted", Object[].class)
            .orShould().callMethod(PrintWriter.class, "printf", String.class, Object[].class)
            .orShould().callMethod(PrintWriter.class, "format", String.class, Object[].class)
            .orShould().callMethod(PrintStream.class, "printf", String.class, Object[].class)
            .orShould().callMethod(PrintStream.class, "format", String.class, Object[].class)
            .because("the locale's digits and separators would change the output (Locale.ROOT)");
}
