package org.sokodb.catalog.imports;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.catalog.sources.BoardCounts;

/**
 * The sources an import run stored (or found stored) and has not said yet: each is said once a
 * durable commit covers it ({@link ImportTransaction#commitDurably}), in input order, so that a
 * line is printed only for what a kill can no longer take back. Each report keeps the number of
 * its source's last hand-over to the writer ({@link ConnectionWriter}): a source whose
 * hand-overs did not all run (one failed on the writer's thread, and the savepoint took it
 * back) is said not imported instead.
 */
final class UnsaidSources {
    private record Unsaid(SourceReport report, long handOver) {
    }

    private final ConnectionWriter writer;
    private final List<Unsaid> unsaid = new ArrayList<>();

    UnsaidSources(ConnectionWriter writer) {
        this.writer = writer;
    }

    /** A source ended: said at the next durable commit. */
    void add(SourceReport report) {
        unsaid.add(new Unsaid(report, writer.handed()));
    }

    /**
     * Says every source held, after a durable commit. A listener that throws (Ctrl-C) still
     * hears every one of them first; then the first such failure is thrown.
     */
    void sayTo(ImportListener listener) {
        RuntimeException stop = null;
        for (Unsaid u : unsaid) {
            try {
                listener.source(writer.ran(u.handOver()) ? u.report() : new SourceReport(u.report().source(),
                        SourceReport.Outcome.NOT_IMPORTED, "", BoardCounts.NONE));
            } catch (RuntimeException e) {
                if (stop == null) {
                    stop = e;
                } else {
                    stop.addSuppressed(e);
                }
            }
        }
        unsaid.clear();
        if (stop != null) {
            throw stop;
        }
    }
}
