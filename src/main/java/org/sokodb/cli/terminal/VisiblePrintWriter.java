package org.sokodb.cli.terminal;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.CharBuffer;
import java.util.function.Function;

/**
 * sokodb's stdout and stderr: every character written passes {@link VisibleText}'s escaping
 * (tab and line feed are the output's layout and pass), the one place where text from files
 * is made safe for a terminal. {@link #verbatim} is the same stream unescaped, for output
 * that escapes by its own rules (JSON, the man page, the completion script) and for the
 * progress line's cursor controls.
 */
public final class VisiblePrintWriter extends PrintWriter {
    private final PrintWriter verbatim;

    private VisiblePrintWriter(PrintWriter verbatim, boolean autoFlush) {
        super(new Escaping(verbatim), autoFlush);
        this.verbatim = verbatim;
    }

    /** {@code target} with escaping in front; a writer that already escapes is returned as it is. */
    public static PrintWriter of(PrintWriter target, boolean autoFlush) {
        return target instanceof VisiblePrintWriter ? target : new VisiblePrintWriter(target, autoFlush);
    }

    /** What writes to {@code w} unescaped: the stream behind it, once what it holds is flushed. */
    public static PrintWriter verbatim(PrintWriter w) {
        if (w instanceof VisiblePrintWriter visible) {
            visible.flush();
            return visible.verbatim;
        }
        return w;
    }

    /**
     * {@code layer} put between the escaping of {@code w} and its stream: what is written to
     * the result is escaped, then passes {@code layer}; its verbatim stream passes {@code layer} too.
     */
    static PrintWriter layered(PrintWriter w, Function<PrintWriter, Writer> layer, boolean autoFlush) {
        PrintWriter inner = new PrintWriter(layer.apply(verbatim(w)), autoFlush);
        return w instanceof VisiblePrintWriter ? new VisiblePrintWriter(inner, autoFlush) : inner;
    }

    /** Escapes as it goes; holds back only the first half of a surrogate pair split between two writes. */
    private static final class Escaping extends Writer {
        private final Writer target;
        private char pendingHigh;
        /** Room for the characters {@link #plain} looks at. */
        private final char[] scratch = new char[1024];

        Escaping(Writer target) {
            this.target = target;
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            write(CharBuffer.wrap(buffer, offset, length));
        }

        @Override
        public void write(String text, int offset, int length) throws IOException {
            if (pendingHigh == 0 && plain(text, offset, offset + length)) {
                // nearly every row of a table: written as it is, not copied a character at a time
                target.write(text, offset, length);
                return;
            }
            write(CharBuffer.wrap(text, offset, offset + length));
        }

        /**
         * Nothing to escape: printable ASCII but the backslash, tab and line feed, and above ASCII
         * every character {@link VisibleText#needsEscape} passes that is not half of a surrogate
         * pair (the "°" of a transform in most rows of {@code similar} and {@code dups --similar},
         * which the character-by-character path below would copy unchanged).
         */
        private boolean plain(String text, int from, int to) {
            // the characters copied out once and read from the array: a charAt a character is a
            // chain of calls under C1 (the launcher's compiler for the quick commands)
            char[] chars = scratch;
            for (int start = from; start < to; start += chars.length) {
                int n = Math.min(to - start, chars.length);
                text.getChars(start, start + n, chars, 0);
                for (int i = 0; i < n; i++) {
                    char c = chars[i];
                    if (c < 0x7f ? (c < 0x20 || c == '\\') && c != '\t' && c != '\n' : VisibleText.needsEscape(c, true)) {
                        return false;
                    }
                }
            }
            return true;
        }

        private void write(CharSequence text) throws IOException {
            StringBuilder out = new StringBuilder(text.length() + 8);
            int i = 0;
            if (pendingHigh != 0) {
                char high = pendingHigh;
                pendingHigh = 0;
                if (text.length() > 0 && Character.isLowSurrogate(text.charAt(0))) {
                    out.append(high).append(text.charAt(0));
                    i = 1;
                } else {
                    VisibleText.escape(high, out);
                }
            }
            for (; i < text.length(); i++) {
                char c = text.charAt(i);
                if (Character.isHighSurrogate(c)) {
                    if (i + 1 == text.length()) {
                        pendingHigh = c;
                    } else if (Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else {
                        VisibleText.escape(c, out);
                    }
                } else if (VisibleText.needsEscape(c, true)) {
                    VisibleText.escape(c, out);
                } else {
                    out.append(c);
                }
            }
            target.write(out.toString());
        }

        @Override
        public void flush() throws IOException {
            target.flush();
        }

        @Override
        public void close() throws IOException {
            if (pendingHigh != 0) {
                StringBuilder out = new StringBuilder();
                VisibleText.escape(pendingHigh, out);
                pendingHigh = 0;
                target.write(out.toString());
            }
            target.close();
        }
    }
}
