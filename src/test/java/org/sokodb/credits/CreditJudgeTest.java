package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

class CreditJudgeTest {
    private static final Set<String> NO_ONE = Set.of();

    @Test
    void copiesNamingOnePersonAgree() {
        assertEquals(Optional.empty(), CreditJudge.judge(List.of(Set.of("a"), Set.of("a"), Set.of("a"))));
    }

    @Test
    void copiesNamingNoOneSayNothingToJudge() {
        assertEquals(Optional.empty(), CreditJudge.judge(List.of(NO_ONE, NO_ONE)));
    }

    @Test
    void twoPeopleAreAConflict() {
        assertEquals(Optional.of(Ruling.CONFLICT), CreditJudge.judge(List.of(Set.of("a"), Set.of("b"))));
        assertEquals(Optional.of(Ruling.CONFLICT), CreditJudge.judge(List.of(Set.of("a"), NO_ONE, Set.of("b"))));
    }

    @Test
    void aCopyNamingAAndBDoesNotConflictWithOneNamingA() {
        assertEquals(Optional.empty(), CreditJudge.judge(List.of(Set.of("a", "b"), Set.of("a"))));
        assertEquals(Optional.empty(), CreditJudge.judge(List.of(Set.of("b"), Set.of("a", "b"), Set.of("a", "b"))));
        assertTrue(CreditJudge.agree(Set.of("a", "b"), Set.of("b")));
    }

    @Test
    void copiesNamingAPartOfEachOtherAgreeOnlyPairwise() {
        // "A" and "B" each agree with "A & B", but not with each other
        assertEquals(Optional.of(Ruling.CONFLICT), CreditJudge.judge(List.of(Set.of("a"), Set.of("a", "b"), Set.of("b"))));
        assertFalse(CreditJudge.agree(Set.of("a", "b"), Set.of("a", "c")));
        assertEquals(Optional.of(Ruling.CONFLICT), CreditJudge.judge(List.of(Set.of("a", "b"), Set.of("a", "c"))));
    }

    @Test
    void someCopiesNamingNoOneAreUncredited() {
        assertEquals(Optional.of(Ruling.UNCREDITED), CreditJudge.judge(List.of(Set.of("a"), NO_ONE)));
        assertEquals(Optional.of(Ruling.UNCREDITED), CreditJudge.judge(List.of(NO_ONE, Set.of("a", "b"), Set.of("b"))));
    }

    @Test
    void rulingsAreWrittenInLowerCase() {
        assertEquals("conflict", Ruling.CONFLICT.word());
        assertEquals("uncredited", Ruling.UNCREDITED.word());
        assertEquals("near", Ruling.NEAR.word());
    }
}
