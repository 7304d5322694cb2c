package org.sokodb.difficulty;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Optional;

/**
 * A difficulty band: where a level's 0–100 difficulty (the percentile of its estimate among the
 * reference levels of the fit) falls, written to one decimal. Easy below 30, medium from 30 to
 * below 70, hard from 70 to below 90, very hard from 90; unrated when the level has no solution
 * (never a guess).
 */
public enum Band {
    EASY("easy"),
    MEDIUM("medium"),
    HARD("hard"),
    VERY_HARD("very hard"),
    UNRATED("unrated");

    private final String words;

    Band(String words) {
        this.words = words;
    }

    /**
     * A 0–100 difficulty as every output writes it, to one decimal, a trailing {@code .0} left
     * off: {@code 43.5}, {@code 90}. The band is that of this number ({@link #of}).
     */
    public static String written(double difficulty) {
        return tenths(difficulty).stripTrailingZeros().toPlainString();
    }

    private static BigDecimal tenths(double difficulty) {
        return BigDecimal.valueOf(difficulty).setScale(1, RoundingMode.HALF_UP);
    }

    /** As a person reads it: {@code easy}, {@code medium}, {@code hard}, {@code very hard}, {@code unrated}. */
    public String words() {
        return words;
    }

    /** As a command line or a URL writes it: {@code easy}, {@code medium}, {@code hard}, {@code very-hard}, {@code unrated}. */
    public String key() {
        return words.replace(' ', '-');
    }

    /**
     * The band of a 0–100 difficulty, as it is written: to one decimal, as every command, page
     * and JSON gives it, so that 89.97, written 90, is very hard and never "90, hard".
     */
    public static Band of(double difficulty) {
        if (Double.isNaN(difficulty)) {
            return UNRATED;
        }
        double written = tenths(difficulty).doubleValue();
        if (written < 30) {
            return EASY;
        }
        if (written < 70) {
            return MEDIUM;
        }
        return written < 90 ? HARD : VERY_HARD;
    }

    /** The band a user named by its {@link #key()} or {@link #words()}, any case; empty when none is. */
    public static Optional<Band> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
        for (Band b : values()) {
            if (b.key().equals(t)) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }
}
