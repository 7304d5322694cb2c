package org.sokodb.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * Reads XSB/SOK text collections. (Minimal first version: boards and {@code ;} titles
 * before them; the full reader is issue 2 item 3.)
 */
public final class XsbReader implements LevelStream {
    private final BufferedReader in;
    private final String source;
    private int lineNo;
    private int index;
    private String pendingTitle = "";
    private LevelRecord next;
    private String lookahead;

    private XsbReader(InputStream in, String source) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        this.source = source;
    }

    public static LevelStream read(InputStream in, String source) {
        return new XsbReader(in, source);
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            next = advance();
        }
        return next != null;
    }

    @Override
    public LevelRecord next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        LevelRecord r = next;
        next = null;
        return r;
    }

    private String line() {
        try {
            if (lookahead != null) {
                String l = lookahead;
                lookahead = null;
                return l;
            }
            String l = in.readLine();
            if (l != null) {
                lineNo++;
            }
            return l;
        } catch (IOException e) {
            throw new SourceException(source, "cannot read: " + Sources.reason(e));
        }
    }

    private static boolean isBoardLine(String l) {
        String t = l.stripTrailing();
        if (t.isEmpty() || t.indexOf('#') < 0) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if ("#@+$*. -_pPbBwW".indexOf(t.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    private LevelRecord advance() {
        String l;
        while ((l = line()) != null) {
            if (isBoardLine(l)) {
                int start = lineNo;
                List<String> rows = new ArrayList<>();
                rows.add(l.stripTrailing());
                while ((l = line()) != null && isBoardLine(l)) {
                    rows.add(l.stripTrailing());
                }
                lookahead = l;
                String title = pendingTitle;
                pendingTitle = "";
                return new LevelRecord(source, ++index, start, title, "", "", rows, List.of(), Optional.empty());
            }
            String t = l.strip();
            if (t.startsWith(";")) {
                pendingTitle = t.substring(1).strip();
            } else if (!t.isEmpty()) {
                pendingTitle = t;
            }
        }
        return null;
    }

    @Override
    public String fileNotes() {
        return "";
    }

    @Override
    public String format() {
        return "xsb";
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
