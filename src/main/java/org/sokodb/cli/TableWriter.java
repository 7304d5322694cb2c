package org.sokodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

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

        /** TSV fields cannot hold tabs or line breaks: they become spaces. */
        private static String clean(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\t' || c == '\n' || c == '\r') {
                    return s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
                }
            }
            return s;
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
                gen = new JsonFactory().createGenerator(out);
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
                    } else if (v instanceof java.math.BigDecimal n) {
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
}
