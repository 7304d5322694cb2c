package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/** The dates of the real files (../shared/data: du Peloux's sets, GrigrSpecial, SOK headers), and the rule's edges. */
class DeclaredDateTest {

    private static String parsed(String value) {
        return DeclaredDate.parse(value).map(DeclaredDate::toString).orElse("none");
    }

    @Test
    void theSpellingsOfRealFiles() {
        assertEquals("2001-01", parsed("2001/01"));
        assertEquals("2002-01", parsed("Jan.2002"));
        assertEquals("2005-03-23", parsed("23.03.05"));
        assertEquals("2022-07-01", parsed("2022-07-01  01:05:06"));
        assertEquals("1999", parsed("1999"));
    }

    @Test
    void otherSpellings() {
        assertEquals("2003-03-05", parsed("5 March 2003"));
        assertEquals("2003-03-05", parsed("March 5, 2003"));
        assertEquals("2003-03", parsed("March 2003"));
        assertEquals("1998-12-24", parsed("24.12.1998"));
        assertEquals("1998-12-24", parsed("1998/12/24"));
        assertEquals("1997-02", parsed("1997-02"));
        assertEquals("1996", parsed("about 1996, I think"));
        assertEquals("1999", parsed("1999-2001"));
    }

    @Test
    void aDayAndMonthThatCannotBeToldApartCountByTheYear() {
        assertEquals("2003", parsed("05/04/2003"));
        assertEquals("2003-04-25", parsed("25/04/2003"));
        assertEquals("2003-04-25", parsed("04/25/2003"));
    }

    @Test
    void whatIsNoDate() {
        assertEquals("none", parsed("yesterday"));
        assertEquals("none", parsed("1950"));
        assertEquals("none", parsed("12345"));
        assertEquals("2001", parsed("2001/13"));
    }

    @Test
    void theLineIsFoundInTheNotesElseInTheHeader() {
        String notes = "Comment:\nAuthorMail: x@y.org\nDifficulty: 8\nDate: 2001/01\n\nComment-End:";
        assertEquals("2001-01", DeclaredDate.in(notes).orElseThrow().toString());
        assertEquals("2005-03-23", DeclaredDate.in("Comment:\ndate: 23.03.05\nComment-End:").orElseThrow().toString());
        assertEquals("2022-07-01", DeclaredDate.in("Date of Last Change: 2022-07-02  09:48:22\n"
                + "Date Created: 2022-07-01  01:05:06").orElseThrow().toString());
        assertEquals("1996", DeclaredDate.in("; Date: 1996").orElseThrow().toString());
        assertEquals(Optional.empty(), DeclaredDate.in("Updated: 2001\nThe date: 1999 was good"));
        assertEquals("1999", DeclaredDate.of("Title: x", "Set: y\nDate: 1999").orElseThrow().toString());
        assertEquals("2001-01", DeclaredDate.of("Date: 2001/01", "Date: 1999").orElseThrow().toString());
        assertEquals("1999", DeclaredDate.in("Date: soon\nDate: 1999").orElseThrow().toString());
    }

    @Test
    void datesCompareByTheirStart() {
        DeclaredDate year = DeclaredDate.parse("2001").orElseThrow();
        DeclaredDate month = DeclaredDate.parse("2001/01").orElseThrow();
        DeclaredDate day = DeclaredDate.parse("2001-01-05").orElseThrow();
        assertTrue(year.compareTo(month) < 0);
        assertTrue(month.compareTo(day) < 0);
        assertTrue(DeclaredDate.parse("2000-12-31").orElseThrow().compareTo(year) < 0);
    }
}
