package org.sokodb.cli.terminal;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;

/**
 * Tabular output of the command-line contract: TSV with one header line, or with
 * {@code --json} a JSON array of objects keyed by the same column names. Rows stream out
 * as they come, so a million rows never sit in memory.
 */
public abstract sealed class TableWriter implements AutoCloseable permits TableWriter.Tsv, TableWriter.Json {
    protected final List<String> columns;

    protected TableWriter(List<String> columns) {
        this.columns = List.copyOf(columns);
    }

    public static TableWriter create(PrintWriter out, boolean json, String... columns) {
        return json ? new Json(out, List.of(columns)) : new Tsv(out, List.of(columns));
    }

    /**
     * One row; values are printed with {@code toString()}, numbers stay numbers in JSON, and
     * null (a value that does not apply) is an empty TSV field or JSON null.
     */
    public abstract void row(Object... values);

    @Override
    public abstract void close();

    static final class Tsv extends TableWriter {
        private final PrintWriter out;

        Tsv(PrintWriter out, List<String> columns) {
            super(columns);
            this.out = out;
            out.println(String.join("\t", columns));
        }

        @Override
        public void row(Object... values) {
            StringBuilder sb = new StringBuilder(128);
            for (int i = 0; i < values.length; i++) {
                if (i > 0) {
                    sb.append('\t');
                }
                // an absent value (null) is an empty field, as JSON writes null
                if (values[i] != null) {
                    sb.append(clean(values[i].toString()));
                }
            }
            out.println(sb);
        }

        /**
         * TSV fields cannot hold tabs or line breaks: they become spaces. Looked for with
         * {@code indexOf}, one loop over the string's bytes each, not a {@code charAt} a character
         * (a chain of calls under C1, which the launcher gives the quick commands).
         */
        private static String clean(String s) {
            if (s.indexOf('\t') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
                return s;
            }
            return s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
        }

        @Override
        public void close() {
            out.flush();
        }
    }

    static final class Json extends TableWriter {
        private final JsonGenerator gen;

        Json(PrintWriter out, List<String> columns) {
            super(columns);
            try {
                // JSON escapes by its own rules (RFC 8259), on the stream behind the terminal escaping;
                // DEL and the C1 controls escaped too, so that no control character is written raw
                gen = new JsonFactory().createGenerator(VisiblePrintWriter.verbatim(out));
                gen.setCharacterEscapes(NoRawControls.INSTANCE);
                gen.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
                gen.writeStartArray();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void row(Object... values) {
            try {
                gen.writeStartObject();
                for (int i = 0; i < values.length; i++) {
                    gen.writeFieldName(columns.get(i));
                    Object v = values[i];
                    if (v instanceof Integer n) {
                        gen.writeNumber(n);
                    } else if (v instanceof Long n) {
                        gen.writeNumber(n);
                    } else if (v instanceof BigDecimal n) {
                        gen.writeNumber(n);
                    } else if (v == null) {
                        gen.writeNull();
                    } else {
                        gen.writeString(v.toString());
                    }
                }
                gen.writeEndObject();
                gen.writeRaw('\n');
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            try {
                gen.writeEndArray();
                gen.writeRaw('\n');
                gen.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Jackson's standard escapes plus DEL, the C1 controls ({@code \u0085}) and the format
     * characters that TSV escapes too ({@code \u202E}), which JSON allows raw.
     */
    static final class NoRawControls extends CharacterEscapes {
        static final NoRawControls INSTANCE = new NoRawControls();
        private static final long serialVersionUID = 1L;
        private final int[] ascii;

        private NoRawControls() {
            ascii = CharacterEscapes.standardAsciiEscapesForJSON();
            ascii[0x7f] = CharacterEscapes.ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            return ch >= 0x80 && ch <= 0x9f || ch <= 0xffff && VisibleText.format((char) ch) ? new SerializedString(String.format(Locale.ROOT, "\\u%04X", ch)) : null;
        }
    }
}
