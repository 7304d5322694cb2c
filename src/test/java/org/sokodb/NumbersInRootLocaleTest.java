package org.sokodb;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import java.io.PrintStream;
import java.io.PrintWriter;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * Numbers are written the same in every locale ({@code 85.0 %}, {@code 1,234 MB}, never
 * {@code 85,0 %}): every format call names {@code Locale.ROOT}, so none uses the one without.
 */
@AnalyzeClasses(packages = "org.sokodb", importOptions = ImportOption.DoNotIncludeTests.class)
class NumbersInRootLocaleTest {

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
