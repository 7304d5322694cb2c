package org.sokodb.catalog.imports;

import org.sokodb.format.source.SourceLocation;

/**
 * Which boards of a source have had their problems reported (a rejected board, a collision,
 * a refused solution), so that importing the source again after a lost race does not repeat
 * them: every board up to the last one an earlier attempt planned.
 */
final class ReportedBoards {
    /** Boards up to this index were planned, and their problems reported, by earlier attempts. */
    private int before;
    /** ... and up to this one by the current attempt. */
    private int through;

    void planned(int index) {
        through = Math.max(through, index);
    }

    void nextAttempt() {
        before = Math.max(before, through);
    }

    /** {@code listener}, leaving out problems with boards an earlier attempt reported. */
    ImportListener filter(ImportListener listener) {
        return new ImportListener() {
            @Override
            public void source(SourceReport report) {
                listener.source(report);
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                if (where.level() > before) {
                    listener.problem(where, reason);
                }
            }

            @Override
            public void note(String where, String message) {
                listener.note(where, message);
            }

            @Override
            public void progress(String source, int boards) {
                listener.progress(source, boards);
            }
        };
    }
}
