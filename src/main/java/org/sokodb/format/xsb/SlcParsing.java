package org.sokodb.format.xsb;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.source.Sources;

/**
 * The XML parser as {@link SlcReader} uses it: the JDK's StAX parser with everything that
 * reaches outside the document switched off, and its failures turned into one-line reasons.
 *
 * <p>Every SLC file names a DTD ({@code SokobanLev.dtd}) that is never present: DTDs are not
 * loaded ({@link XMLInputFactory#SUPPORT_DTD} off, no external DTD access), external entities
 * are off, and a resolver that refuses everything stands behind both. A DOCTYPE with an internal
 * subset that declares entities has no business in a level file and is the shape of every
 * entity attack, so it is refused before any element is read.
 */
final class SlcParsing {
    private static final XMLInputFactory FACTORY = factory();
    private static final Pattern ENTITY_DECLARATION = Pattern.compile("<!ENTITY", Pattern.CASE_INSENSITIVE);
    /** {@code <?xml version="1.0" encoding="ISO-8859-1"?>}, after a byte-order mark and blanks. */
    private static final Pattern DECLARED_ENCODING = Pattern.compile(
            "(?:\u00EF\u00BB\u00BF)?\\s*<\\?xml[^>]*?\\sencoding\\s*=\\s*[\"']([A-Za-z0-9._:-]{1,40})[\"']");
    /** Enough for any XML prolog. */
    private static final int PROLOG_BYTES = 512;
    /** Enough for any prolog and DOCTYPE a level file has (about 100 bytes in real ones). */
    private static final int PROLOG_LIMIT = 1 << 16;
    private static final Pattern DOCTYPE = Pattern.compile("<!DOCTYPE", Pattern.CASE_INSENSITIVE);
    private static final String REFUSED = "refused: the DOCTYPE declares XML entities or other declarations (an "
            + "entity expansion or an external entity); level files need none";

    private SlcParsing() {
    }

    private static XMLInputFactory factory() {
        XMLInputFactory f = XMLInputFactory.newDefaultFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        // the parser's own reporter prints "[Fatal Error] …" to stderr; the reader says it once, its way
        f.setXMLReporter((message, type, info, location) -> {
        });
        f.setXMLResolver((publicId, systemId, base, namespace) -> {
            throw new XMLStreamException("refused to read an external entity (" + systemId + ")");
        });
        return f;
    }

    /**
     * A parser over {@code in}, decoded in the encoding its prolog declares (UTF-8 when none
     * is). The bytes are decoded here rather than by the parser: a byte that is not in that
     * encoding becomes U+FFFD, as a stray byte in an XSB title never fails a file, instead of
     * ending the document (with the parser printing on stderr besides).
     */
    static XMLStreamReader open(InputStream in, String source) {
        try {
            BufferedInputStream bytes = new BufferedInputStream(in, 1 << 13);
            bytes.mark(PROLOG_BYTES);
            byte[] head = bytes.readNBytes(PROLOG_BYTES);
            bytes.reset();
            if (head.length >= 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF) {
                bytes.skipNBytes(3);
            }
            refuseInternalSubset(bytes, source);
            Charset charset = declaredEncoding(head, source);
            Reader text = new InputStreamReader(bytes, charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE));
            synchronized (FACTORY) {
                return FACTORY.createXMLStreamReader(text);
            }
        } catch (XMLStreamException e) {
            throw broken(e, source, 0);
        } catch (IOException e) {
            throw new SourceException(source, "cannot read: " + Sources.reason(e));
        }
    }

    /**
     * Refuses a DOCTYPE with an internal subset ({@code <!DOCTYPE x [ … ]>}) before the parser
     * sees it: that is where entities are declared (the "billion laughs", an external entity on
     * {@code file:///etc/passwd}), level files need none, and the JDK parser prints on stderr
     * when such a subset is cut short. Looks at the first {@link #PROLOG_LIMIT} bytes; {@code
     * bytes} is left where it was.
     */
    private static void refuseInternalSubset(BufferedInputStream bytes, String source) throws IOException {
        bytes.mark(PROLOG_LIMIT);
        byte[] start = bytes.readNBytes(PROLOG_LIMIT);
        bytes.reset();
        // a literal "<!DOCTYPE" is markup wherever it stands (in text it would be escaped)
        String prolog = new String(start, StandardCharsets.ISO_8859_1);
        Matcher doctype = DOCTYPE.matcher(prolog);
        while (doctype.find()) {
            int subset = prolog.indexOf('[', doctype.end());
            int end = prolog.indexOf('>', doctype.end());
            if (subset < 0 || (end >= 0 && end < subset)) {
                continue;
            }
            int line = 1 + (int) prolog.substring(0, doctype.start()).chars().filter(c -> c == '\n').count();
            throw new SourceException(new SourceLocation(source, line, 0), REFUSED);
        }
    }

    /**
     * The encoding named in the XML prolog at the start of {@code head}; UTF-8 when none is. A
     * prolog that reads byte by byte is not in UTF-16 or UTF-32 whatever it declares: such a
     * file was handed over as UTF-8 ({@code Utf16Text}), so its declaration means UTF-8.
     */
    static Charset declaredEncoding(byte[] head, String source) {
        Matcher m = DECLARED_ENCODING.matcher(new String(head, StandardCharsets.ISO_8859_1));
        if (!m.lookingAt()) {
            return StandardCharsets.UTF_8;
        }
        String declared = m.group(1).toUpperCase(Locale.ROOT);
        if (declared.startsWith("UTF-16") || declared.startsWith("UTF-32") || declared.equals("UNICODE")) {
            return StandardCharsets.UTF_8;
        }
        try {
            return Charset.forName(m.group(1));
        } catch (IllegalArgumentException e) {
            throw new SourceException(new SourceLocation(source, 1, 0), "the XML prolog declares an encoding that is "
                    + "not known here: '" + m.group(1) + "'");
        }
    }

    /** Refuses a DOCTYPE that declares entities; the parser stands on its DTD event. */
    static void checkDoctype(XMLStreamReader xml, String source) {
        String doctype = xml.getText();
        if (doctype != null && ENTITY_DECLARATION.matcher(doctype).find()) {
            int end = xml.getLocation().getLineNumber();
            int line = Math.max(1, end - (int) doctype.chars().filter(c -> c == '\n').count());
            throw new SourceException(new SourceLocation(source, line, 0), REFUSED);
        }
    }

    /** Broken XML: {@code source:line: level N: broken XML: reason}. */
    static SourceException broken(XMLStreamException e, String source, int level) {
        Location at = e.getLocation();
        int line = at == null ? 0 : Math.max(0, at.getLineNumber());
        Optional<IOException> io = ioCause(e);
        if (io.isPresent()) {
            // not the XML's fault: the file is over the size limit, or a read failed
            return new SourceException(new SourceLocation(source, line, level), "cannot read: "
                    + Sources.reason(io.get()));
        }
        return new SourceException(new SourceLocation(source, line, level), "broken XML: " + reason(e));
    }

    /** The I/O failure under a parser exception, if that is what it is. */
    private static Optional<IOException> ioCause(XMLStreamException e) {
        Throwable t = e.getNestedException() != null ? e.getNestedException() : e.getCause();
        for (int depth = 0; t != null && depth < 10; depth++, t = t.getCause()) {
            if (t instanceof IOException io) {
                return Optional.of(io);
            }
        }
        return Optional.empty();
    }

    /** A failure below the parser (the file is over the size limit, an I/O error). */
    static SourceException unreadable(RuntimeException e, String source, XMLStreamReader xml, int level) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        int line = Math.max(0, xml.getLocation().getLineNumber());
        return new SourceException(new SourceLocation(source, line, level), "cannot read: " + firstLine(message));
    }

    /** The parser's message without its {@code ParseError at [row,col]:[3,5]} prefix, on one line. */
    static String reason(XMLStreamException e) {
        String m = e.getMessage() == null ? "" : e.getMessage();
        int at = m.indexOf("Message: ");
        if (at >= 0) {
            m = m.substring(at + "Message: ".length());
        }
        m = firstLine(m.strip());
        return m.isEmpty() ? "the XML parser gave up here" : m;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
