package org.sokodb;

import java.util.concurrent.atomic.AtomicLong;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Says in one line, at the end of the run, how many tests were skipped for want of the shared
 * test data and how to run them, instead of one line per test. Registered through
 * {@code META-INF/services/org.junit.platform.launcher.TestExecutionListener}.
 */
public final class SharedDataSummary implements TestExecutionListener {
    private final AtomicLong skipped = new AtomicLong();
    private TestPlan plan;

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
        skipped.set(0);
    }

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        if (reason != null && reason.startsWith(TestData.SKIPPED)) {
            long tests = test.isTest() ? 1 : plan.getDescendants(test).stream().filter(TestIdentifier::isTest).count();
            skipped.addAndGet(Math.max(1, tests));
        }
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED && result.getThrowable().isPresent()
                && String.valueOf(result.getThrowable().get().getMessage()).startsWith(TestData.SKIPPED)) {
            long tests = test.isTest() ? 1 : plan.getDescendants(test).stream().filter(TestIdentifier::isTest).count();
            skipped.addAndGet(Math.max(1, tests));
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        long n = skipped.get();
        if (n > 0) {
            System.err.println("[sokodb] " + n + " test" + (n == 1 ? "" : "s")
                    + " skipped: they need the shared test data (Boxoban zip, non-redistributable sets, SOK fixtures,"
                    + " pusher.exe), not found at " + TestData.configuredRoot().toAbsolutePath().normalize()
                    + "; put it there or pass -Dsokodb.data=DIR to run them (docs/testing.md)");
        }
    }
}
