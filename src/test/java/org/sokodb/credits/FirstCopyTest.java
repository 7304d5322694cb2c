package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

class FirstCopyTest {
    private static Copy copy(long order, String date) {
        return new Copy(order, Set.of(), date == null ? Optional.empty() : DeclaredDate.parse(date));
    }

    @Test
    void withoutDatesTheCopyImportedFirst() {
        assertEquals(new FirstCopy.Choice(1, FirstCopy.Basis.IMPORT),
                FirstCopy.of(List.of(copy(30, null), copy(7, null), copy(12, null))));
    }

    @Test
    void theEarliestDeclaredDateWinsOverImportOrder() {
        assertEquals(new FirstCopy.Choice(2, FirstCopy.Basis.DATE),
                FirstCopy.of(List.of(copy(1, "2005-03-23"), copy(2, null), copy(3, "2001/01"))));
    }

    @Test
    void anUndatedCopyImportedFirstStaysFirst() {
        // an original that declares no date, republished in a file that carries its own date
        assertEquals(new FirstCopy.Choice(0, FirstCopy.Basis.IMPORT),
                FirstCopy.of(List.of(copy(1, null), copy(2, "2010"))));
        assertEquals(new FirstCopy.Choice(1, FirstCopy.Basis.IMPORT),
                FirstCopy.of(List.of(copy(5, "1999"), copy(3, null), copy(4, "1998"))));
    }

    @Test
    void againstDatesACopyWithoutOneIsNotInTheRunning() {
        // the copy imported first declares 2005: the earliest date goes first, the undated copy imported second does not
        assertEquals(new FirstCopy.Choice(2, FirstCopy.Basis.DATE),
                FirstCopy.of(List.of(copy(1, "2005"), copy(2, null), copy(3, "2001"))));
        assertEquals(new FirstCopy.Choice(0, FirstCopy.Basis.DATE),
                FirstCopy.of(List.of(copy(1, "2001"), copy(2, null), copy(3, "2005"))));
    }

    @Test
    void equalDatesGoByImportOrder() {
        assertEquals(new FirstCopy.Choice(1, FirstCopy.Basis.DATE),
                FirstCopy.of(List.of(copy(9, "2001/01"), copy(4, "Jan 2001"), copy(2, "2002"))));
    }

    @Test
    void aYearComesBeforeAMonthOfIt() {
        assertEquals(new FirstCopy.Choice(1, FirstCopy.Basis.DATE),
                FirstCopy.of(List.of(copy(1, "2001/05"), copy(2, "2001"))));
    }

    @Test
    void theBasisIsWrittenInLowerCase() {
        assertEquals("date", FirstCopy.Basis.DATE.word());
        assertEquals("import", FirstCopy.Basis.IMPORT.word());
    }
}
