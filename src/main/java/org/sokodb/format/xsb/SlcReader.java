package org.sokodb.format.xsb;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.ReadAheadStream;
import org.sokodb.format.source.ReaderLimits;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLocation;

/**
 * Reads SLC collections, the XML format of Sokoban YASC, JSoko and the big public level
 * archives ({@code docs/formats.md}), one level at a time with the JDK's StAX parser:
 * {@code <SokobanLevels>} holds the collection's {@code Title}, {@code Description} (the file
 * notes, with {@code Email} and {@code Url}) and {@code LevelCollection}s of {@code Level}s.
 *
 * <p>A level's title is its {@code Id}, its author its {@code Copyright}, else its own
 * {@code <Author>}, else its collection's: the {@code LevelCollection}'s {@code Copyright}, else
 * an {@code <Author>} inside the {@code LevelCollection}, else one in the file's header. Each {@code <L>} is one board row as written (leading spaces significant,
 * {@code <L/>} an empty row); the text of any other element inside a level becomes its notes.
 * The line of each row is the line of its {@code <L>} tag. The encoding the prolog declares
 * is honoured (the parser reads it).
 *
 * <p>Hostile XML ends in a rejection, never in an expansion or an access to anything outside
 * the file: DTDs are not loaded and external entities are off ({@link SlcParsing}), and a
 * DOCTYPE that declares entities (the "billion laughs", an external entity on
 * {@code file:///etc/passwd}) is refused outright. Broken XML is a
 * {@link SourceException} with the parser's line and reason; the levels before it have been
 * returned. Text kept is bounded by {@link ReaderLimits#MAX_GAP_CHARS} per element, per
 * level's notes and for the file notes (what passes it is dropped), rows by
 * {@code BoardLimits} (through {@link BoardRows}); the whole source by {@link org.sokodb.format.source.SourceLimits}.
 */
public final class SlcReader extends ReadAheadStream {
    /** The root element of an SLC file. */
    static final String ROOT = "SokobanLevels";

    private final XMLStreamReader xml;
    private final InputStream in;
    private final String source;
    private final List<String> fileNotes = new ArrayList<>();
    /** Characters of file notes kept so far: they share one {@link ReaderLimits#MAX_GAP_CHARS} budget. */
    private long fileNoteChars;
    private String collectionAuthor = "";
    /** The {@code <Author>} of the file's header, for levels that name none and whose collection names none. */
    private String headerAuthor = "";
    private boolean inCollection;
    private int index;

    private SlcReader(XMLStreamReader xml, InputStream in, String source) {
        this.xml = xml;
        this.in = in;
        this.source = source;
    }

    /**
     * Starts reading {@code in}, up to its root element.
     *
     * @throws SourceException when it is not XML at all, declares entities, or its root is not
     *     {@code <SokobanLevels>} (then {@link SourceException#notLevelFile()} is true)
     */
    public static LevelStream read(InputStream in, String source) {
        XMLStreamReader xml = SlcParsing.open(in, source);
        SlcReader reader = new SlcReader(xml, in, source);
        reader.root();
        return reader;
    }

    /**
     * True when {@code head}, the first bytes of a file, start an XML document (after a BOM and
     * blanks): an XML prolog, a DOCTYPE or {@code <SokobanLevels>}.
     */
    public static boolean looksLikeXml(byte[] head) {
        int i = 0;
        if (head.length >= 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF) {
            i = 3;
        }
        while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n')) {
            i++;
        }
        // an XML prolog, a DOCTYPE, or SLC's root without either; a text file whose first line
        // merely starts with '<' (a title such as "<Level 1>") stays text
        return startsWithIgnoringCase(head, i, "<?xml") || startsWithIgnoringCase(head, i, "<!DOCTYPE")
                || startsWithIgnoringCase(head, i, "<" + ROOT);
    }

    private static boolean startsWithIgnoringCase(byte[] bytes, int from, String prefix) {
        if (bytes.length - from < prefix.length()) {
            return false;
        }
        for (int k = 0; k < prefix.length(); k++) {
            if (Character.toLowerCase((char) bytes[from + k]) != Character.toLowerCase(prefix.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private void root() {
        while (true) {
            int event = nextEvent();
            if (event == XMLStreamConstants.END_DOCUMENT) {
                throw SourceException.notALevelFile(source, "not a level file (XML without a root element)");
            }
            if (event == XMLStreamConstants.DTD) {
                SlcParsing.checkDoctype(xml, source);
            } else if (event == XMLStreamConstants.START_ELEMENT) {
                if (!ROOT.equals(xml.getLocalName())) {
                    throw SourceException.notALevelFile(source, "not a level file (XML whose root element is <"
                            + xml.getLocalName() + ">, not <" + ROOT + ">)");
                }
                return;
            }
        }
    }

    /** Reads up to the end of the next level, keeping what the collection says on the way. */
    @Override
    protected LevelRecord advance() {
        while (true) {
            int event = nextEvent();
            switch (event) {
                case XMLStreamConstants.END_DOCUMENT -> {
                    endOfInput();
                    return null;
                }
                case XMLStreamConstants.END_ELEMENT -> {
                    if ("LevelCollection".equals(xml.getLocalName())) {
                        inCollection = false;
                        collectionAuthor = "";
                    }
                }
                case XMLStreamConstants.START_ELEMENT -> {
                    String name = xml.getLocalName();
                    if ("LevelCollection".equals(name)) {
                        inCollection = true;
                        collectionAuthor = attribute("Copyright");
                    } else if ("Level".equals(name)) {
                        return level();
                    } else if (!inCollection) {
                        String text = text();
                        if ("Author".equals(name) && headerAuthor.isEmpty()) {
                            headerAuthor = oneLine(text);
                        }
                        fileNote(name, text);
                    } else {
                        String text = text();
                        if ("Author".equals(name) && collectionAuthor.isEmpty()) {
                            collectionAuthor = oneLine(text);
                        }
                    }
                }
                default -> {
                    // text between elements is layout
                }
            }
        }
    }

    /** Title and Description as written; other header elements as {@code Key: value} lines. */
    private void fileNote(String element, String text) {
        String t = text.strip();
        if (t.isEmpty() || fileNoteChars + t.length() > ReaderLimits.MAX_GAP_CHARS) {
            return;
        }
        fileNoteChars += t.length();
        if ("Title".equals(element) || "Description".equals(element)) {
            fileNotes.add(t);
        } else {
            fileNotes.add(element + ": " + t);
        }
    }

    /** One {@code <Level>}: its attributes, rows and notes, up to its end tag. */
    private LevelRecord level() {
        int levelLine = xml.getLocation().getLineNumber();
        String title = oneLine(attribute("Id"));
        String author = oneLine(attribute("Copyright"));
        int number = ++index;
        BoardRows board = new BoardRows();
        board.start(levelLine);
        List<Integer> rowLines = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        long noteChars = 0;
        Optional<String> rowProblem = Optional.empty();
        while (true) {
            int event = nextEvent(number);
            if (event == XMLStreamConstants.END_ELEMENT && "Level".equals(xml.getLocalName())) {
                break;
            }
            if (event == XMLStreamConstants.END_DOCUMENT) {
                throw new SourceException(new SourceLocation(source, levelLine, number), "broken XML: <Level> never ends");
            }
            if (event != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            String name = xml.getLocalName();
            int line = xml.getLocation().getLineNumber();
            String text = text(number);
            if ("L".equals(name)) {
                if (rowLines.isEmpty()) {
                    board.start(line);
                }
                if (rowProblem.isEmpty() && (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0)) {
                    rowProblem = Optional.of("the <L> at line " + line + " holds a line break: one <L> is one row");
                }
                board.addRow(text, line);
                rowLines.add(line);
            } else if ("Author".equals(name) && author.isEmpty() && !text.isBlank()) {
                author = oneLine(text);
            } else if (!text.isBlank() && noteChars + text.length() <= ReaderLimits.MAX_GAP_CHARS) {
                // the notes of one level share the budget of the text under an XSB board
                noteChars += text.length();
                notes.add(name + ": " + text.strip());
            }
        }
        if (author.isEmpty()) {
            author = collectionAuthor.isEmpty() ? headerAuthor : oneLine(collectionAuthor);
        }
        int first = rowLines.isEmpty() ? levelLine : rowLines.get(0);
        Optional<String> rejection = board.problem().isPresent() ? board.problem() : rowProblem;
        List<String> rows = rejection.isPresent() ? List.of() : board.rows();
        return new LevelRecord(source, number, first, title, author, String.join("\n", notes), rows, List.of(),
                rejection, rows.isEmpty() || consecutive(rowLines) ? List.of() : rowLines.subList(0, rows.size()));
    }

    private static boolean consecutive(List<Integer> lines) {
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i) != lines.get(0) + i) {
                return false;
            }
        }
        return true;
    }

    private String attribute(String name) {
        String value = xml.getAttributeValue(null, name);
        return value == null ? "" : value;
    }

    private String text() {
        return text(0);
    }

    /**
     * The text of the element just started, nested elements' text included, up to its end
     * tag; at most {@link ReaderLimits#MAX_GAP_CHARS} characters are kept.
     */
    private String text(int level) {
        StringBuilder sb = new StringBuilder();
        int depth = 1;
        while (depth > 0) {
            int event = nextEvent(level);
            switch (event) {
                case XMLStreamConstants.START_ELEMENT -> depth++;
                case XMLStreamConstants.END_ELEMENT -> depth--;
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    int space = ReaderLimits.MAX_GAP_CHARS - sb.length();
                    if (space > 0) {
                        sb.append(xml.getTextCharacters(), xml.getTextStart(), Math.min(space, xml.getTextLength()));
                    }
                }
                case XMLStreamConstants.END_DOCUMENT -> depth = 0;
                default -> {
                    // comments and processing instructions say nothing about levels
                }
            }
        }
        return sb.toString();
    }

    private int nextEvent() {
        return nextEvent(0);
    }

    /** The next parser event; broken XML becomes a {@link SourceException} at the parser's line. */
    private int nextEvent(int level) {
        try {
            return xml.next();
        } catch (XMLStreamException e) {
            throw SlcParsing.broken(e, source, level);
        } catch (RuntimeException e) {
            // the JDK parser wraps I/O failures (a file over the size limit) in unchecked exceptions
            throw SlcParsing.unreadable(e, source, xml, level);
        }
    }

    private static String oneLine(String s) {
        return s.replace('\r', ' ').replace('\n', ' ').strip();
    }

    @Override
    public String fileNotes() {
        return String.join("\n\n", fileNotes);
    }

    @Override
    public String format() {
        return "slc";
    }

    @Override
    public void close() {
        try {
            xml.close();
        } catch (XMLStreamException ignored) {
            // the stream below is closed next
        }
        try {
            in.close();
        } catch (IOException ignored) {
            // everything needed was read
        }
    }
}
