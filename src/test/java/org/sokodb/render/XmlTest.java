package org.sokodb.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class XmlTest {
    @Test
    void escapesTheFiveMarkupCharacters() {
        assertEquals("a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39;", Xml.escape("a & b <c> \"d\" 'e'"));
    }

    @Test
    void leavesPlainTextAlone() {
        String s = "Microban 1 — Dávid Holland, 中文";
        assertSame(s, Xml.escape(s));
    }

    @Test
    void keepsSurrogatePairsAndReplacesWhatXmlCannotCarry() {
        assertEquals("\uD83D\uDE00 &amp;", Xml.escape("\uD83D\uDE00 &"));
        assertEquals("a\uFFFDb\uFFFDc\uFFFD", Xml.escape("a\u0000b\uD800c\uFFFF"));
        assertEquals("tab\tand\nline", Xml.escape("tab\tand\nline"));
    }
}
