package org.sokodb.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ReportPagesTest {
    @Test
    void furtherPagesSitBesideTheMainFile() {
        ReportPages p = new ReportPages(Path.of("out", "dups.HTML"));
        assertEquals(Path.of("out", "dups.HTML"), p.file(1));
        assertEquals(Path.of("out", "dups-2.html"), p.file(2));
        assertEquals(Path.of("out", "report-3.html"), new ReportPages(Path.of("out/report")).file(3));
        assertEquals(Path.of("r-2.html"), new ReportPages(Path.of("r.htm")).file(2));
    }

    @Test
    void linksAreRelativeAndQuoted() {
        ReportPages p = new ReportPages(Path.of("/tmp/my dups #1 100%.html"));
        assertEquals("my%20dups%20%231%20100%25.html", p.href(1, ""));
        assertEquals("my%20dups%20%231%20100%25-2.html#g7", p.href(2, "g7"));
        assertEquals("a%3Ab-2.html", new ReportPages(Path.of("a:b.html")).href(2, ""));
        assertEquals("x%26y-2.html", new ReportPages(Path.of("x&y.html")).href(2, ""));
    }
}
