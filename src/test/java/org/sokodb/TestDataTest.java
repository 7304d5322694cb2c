package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

/** The two places test data comes from, and what a missing shared folder does. */
@RunsAlone
class TestDataTest {
    @Test
    void theShippedLevelsAreAlwaysThere() {
        assertTrue(Files.isRegularFile(TestData.shipped("xsokoban/screen.1")));
        assertTrue(Files.isRegularFile(TestData.shipped("soukoban/Holland_81.xsb")));
        assertThrows(IllegalStateException.class, () -> TestData.shipped("xsokoban/screen.91"));
    }

    @Test
    void aMissingSharedFolderSkipsTheTestOrFailsItWhenRequired() {
        String before = System.getProperty("sokodb.data");
        System.setProperty("sokodb.data", "/nonexistent/sokodb-shared-data");
        try {
            assertFalse(TestData.present());
            if (TestData.required()) {
                IllegalStateException e = assertThrows(IllegalStateException.class, () -> TestData.path("xsokoban"));
                assertTrue(e.getMessage().endsWith("and " + TestData.REQUIRE + " is set"), e.getMessage());
            } else {
                TestAbortedException e = assertThrows(TestAbortedException.class, () -> TestData.path("xsokoban"));
                assertEquals(TestData.SKIPPED + ", not found at /nonexistent/sokodb-shared-data", e.getMessage());
            }
        } finally {
            if (before == null) {
                System.clearProperty("sokodb.data");
            } else {
                System.setProperty("sokodb.data", before);
            }
        }
    }
}
