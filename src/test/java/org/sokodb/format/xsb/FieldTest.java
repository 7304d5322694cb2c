package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class FieldTest {

    @Test
    void theSpellingsOfRealFiles() {
        assertEquals(Optional.of(new Field("Title", "Spade")), Field.parse("Title:Spade"));
        assertEquals(Optional.of(new Field("Title", "MICROCOSMOS 01 var.")), Field.parse("Title : MICROCOSMOS 01 var."));
        assertEquals(Optional.of(new Field("author", "Lee J Haywood")), Field.parse("author:Lee J Haywood"));
        assertEquals(Optional.of(new Field("Date of Last Change", "2022-07-02  09:48:22")),
                Field.parse("Date of Last Change: 2022-07-02  09:48:22"));
        assertEquals(Optional.of(new Field("Game", "Trioban")), Field.parse("Game = Trioban"));
        assertEquals(Optional.of(new Field("Comment", "")), Field.parse("Comment:"));
        assertTrue(Field.parse("Title: x").get().isTitle());
        assertTrue(Field.parse("AUTHOR: x").get().isAuthor());
        assertTrue(Field.parse("Variant: Hexoban").get().isVariant());
        assertTrue(Field.parse("Comment:").get().opensCommentBlock());
        assertTrue(Field.parse("Comment-End:").get().closesCommentBlock());
        assertTrue(Field.parse("Comment_End:").get().closesCommentBlock());
    }

    @Test
    void linesThatAreNotFields() {
        assertEquals(Optional.empty(), Field.parse("; Copyright: Thinking Rabbit"), "comments are not fields");
        assertEquals(Optional.empty(), Field.parse("Level 1: The Start"), "a digit in the key");
        assertEquals(Optional.empty(), Field.parse("http://grigr.narod.ru"));
        assertEquals(Optional.empty(), Field.parse("a = b"), "'=' only for Game and Variant");
        assertEquals(Optional.empty(), Field.parse("This is a long sentence of prose: with a colon"), "too many words");
        assertEquals(Optional.empty(), Field.parse("Tomo"));
        assertEquals(Optional.empty(), Field.parse("1"));
    }
}
