package org.sokodb;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips what {@link SharedData} marks when the shared data folder is missing, unless
 * {@link TestData#REQUIRE} is set: then the test runs, and fails where it asks for the data.
 */
public final class SharedDataCondition implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (TestData.present() || TestData.required()) {
            return ConditionEvaluationResult.enabled("shared test data present (or required)");
        }
        return ConditionEvaluationResult.disabled(TestData.SKIPPED + ", not found at "
                + TestData.configuredRoot().toAbsolutePath().normalize());
    }
}
